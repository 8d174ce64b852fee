import Foundation
import TestSupport
import Testing

@testable import TokenFormats

/// The published JSON Schema (docs/schemas) and the pairs reader accept exactly the same files,
/// as Python's jsonschema judges them.
@Suite("The pairs file's JSON Schema", .offPool)
struct PairsSchemaTests {
    static let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/schemas/colr-pairs.schema.json")

    static let examples: [String] = [
        #"{"pairs": [{"text": "--fg", "on": "--bg"}]}"#,
        #"{"$schema": "x", "pairs": [{"text": "--fg", "on": "--bg", "minimum": 7, "measure": "apca", "modes": ["dark"], "canvas": ["--bg"], "fix": "on"}], "background": "--bg"}"#,
        #"{"signals": [{"name": "status", "tokens": ["--ok", "--bad"], "minimum": 0.08}]}"#,
        #"{"pairs": []}"#,
        #"{"pairs": [{"text": "--fg"}]}"#,
        #"{"pairs": [{"text": "--fg", "on": "--bg", "minimum": -1}]}"#,
        #"{"pairs": [{"text": "--fg", "on": "--bg", "measure": "wcag3"}]}"#,
        #"{"pairs": [{"text": "--fg", "on": "--bg", "colour": "x"}]}"#,
        #"{"pairs": [{"text": "", "on": "--bg"}]}"#,
        #"{"pairs": [{"text": "--fg", "on": "--bg", "modes": "dark"}]}"#,
        #"{"signals": [{"name": "s", "tokens": ["--ok"]}]}"#,
        #"{"signals": [{"tokens": ["--ok", "--bad"]}]}"#,
        #"{"pair": []}"#,
        #"[]"#,
        #"{"pairs": [{"text": "--fg", "on": "--bg", "fix": "both"}]}"#,
    ]

    @Test("Every example is accepted by both or refused by both")
    func agrees() async throws {
        let schema = try Data(contentsOf: Self.schema)
        let payload = try JSONSerialization.data(withJSONObject: [
            "schema": try JSONSerialization.jsonObject(with: schema), "examples": Self.examples,
        ])
        let script = """
            import json, jsonschema
            data = json.load(open("export.bin"))
            validator = jsonschema.Draft202012Validator(data["schema"])
            print(json.dumps([validator.is_valid(json.loads(e)) for e in data["examples"]]))
            """
        let verdicts = try #require(
            try await External.python(script, on: Array(payload), packages: [("jsonschema", "jsonschema")])
                as? [Bool])
        try #require(verdicts.count == Self.examples.count)
        for (example, valid) in zip(Self.examples, verdicts) {
            let ours = (try? PairsFile.read(TokenFile(path: "pairs.json", text: example))) != nil
            #expect(ours == valid, "\(example): schema says \(valid)")
        }
        #expect(verdicts.filter { $0 }.count == 4)
    }
}
