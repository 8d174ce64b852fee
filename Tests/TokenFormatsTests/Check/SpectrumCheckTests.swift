import ColorKit
import Foundation
import TestSupport
import Testing

@testable import TokenFormats

/// The check on a real design system in W3C Design Tokens form: Adobe Spectrum's resolver and
/// token files (light and dark, desktop and mobile) against the pairs its components use.
@Suite("Checking Adobe Spectrum's DTCG tokens", .offPool)
struct SpectrumCheckTests {
    static func outcome(fix: Bool = false) throws -> TokenCheckOutcome {
        try TokenCheckRun.run(
            try SpectrumFixture.files(),
            options: TokenCheckOptions(pairs: try SpectrumFixture.pairs(), fix: fix))
    }

    /// A reading of the resolver written apart from Colr's: every combination of its modifiers'
    /// contexts is a mode, its sources merged in resolution order; `$type` passes down from
    /// groups and along aliases. `color(mode, name)` is a token's coloraide color, or None when
    /// it is not a color token. `export.bin` holds the files (path to text) and `extra`, the
    /// test's own input.
    static let walk = """
        import itertools, json, posixpath
        from coloraide import Color
        bundle = json.load(open("export.bin"))
        extra = bundle["extra"]
        docs = {path: json.loads(text) for path, text in bundle["files"].items()}
        resolver_path = next(p for p, d in docs.items() if "resolutionOrder" in d)
        resolver = docs[resolver_path]
        def flatten(group, path, kind, into):
            kind = group.get("$type", kind)
            for key, node in group.items():
                if not isinstance(node, dict) or (key.startswith("$") and key != "$root"):
                    continue
                if "$value" in node:
                    into[".".join(path + [key])] = (node.get("$type", kind), node["$value"])
                else:
                    flatten(node, path + [key], kind, into)
        steps = []
        for entry in resolver["resolutionOrder"]:
            _, section, name = entry["$ref"].split("/")
            steps.append((section, name, resolver[section][name]))
        modifiers = [[(name, context, sources) for context, sources in body["contexts"].items()]
                     for section, name, body in steps if section == "modifiers"]
        def load(source):
            path = posixpath.normpath(posixpath.join(posixpath.dirname(resolver_path), source["$ref"]))
            return docs[path]
        modes = {}
        for combination in itertools.product(*modifiers):
            merged, chosen = {}, iter(combination)
            for section, name, body in steps:
                sources = body["sources"] if section == "sets" else next(chosen)[2]
                for source in sources:
                    flatten(load(source), [], None, merged)
            modes[",".join(f"{m}={c}" for m, c, _ in combination)] = merged
        def resolve(tokens, name):
            kind, value = tokens[name]
            if isinstance(value, str) and value.startswith("{") and value.endswith("}"):
                target_kind, value = resolve(tokens, value[1:-1])
                kind = kind or target_kind
            return kind, value
        def color(mode, name):
            kind, value = resolve(modes[mode], name)
            if kind != "color":
                return None
            return Color(value["colorSpace"], value["components"], value.get("alpha", 1))
        """

    static func python(_ script: String, _ extra: Any) async throws -> Any {
        var texts: [String: String] = [:]
        for file in try SpectrumFixture.files() {
            texts[file.path] = String(decoding: file.bytes, as: UTF8.self)
        }
        let bundle = try JSONSerialization.data(withJSONObject: ["files": texts, "extra": extra])
        return try await External.python(
            walk + "\n" + script, on: Array(bundle), packages: [("coloraide", "coloraide==8.13.1")])
    }

    @Test("Every color token of every mode is read, with the color the file gives it")
    func readsEveryColor() async throws {
        let outcome = try Self.outcome()
        let script = """
            out = {}
            for mode in modes:
                out[mode] = {}
                for name in modes[mode]:
                    c = color(mode, name)
                    if c is not None:
                        out[mode][name] = c.convert("srgb").to_string(hex=True, fit=False)
            print(json.dumps(out))
            """
        let theirs = try #require(try await Self.python(script, []) as? [String: [String: String]])
        #expect(Set(outcome.tokens.modes) == Set(theirs.keys))
        #expect(theirs.count == 4)  // theme (light, dark) × size (desktop, mobile)
        for (mode, colors) in theirs {
            let ours = outcome.tokens.tokens.filter { $0.values[mode] != nil }
            #expect(ours.count == colors.count, "\(mode): \(ours.count) read, \(colors.count) in the files")
            // Each theme has 555 color tokens as published; a walk that found few would prove little.
            #expect(colors.count > 500)
            for (name, hex) in colors {
                let value = try #require(outcome.tokens.value(name, in: mode), "\(mode) \(name)")
                #expect(value.rgbColor.rgb8.hexString(uppercase: false) == hex, "\(mode) \(name)")
            }
        }
    }

    @Test("Every ratio equals coloraide's (composited the same way) within 0.01, every verdict the same")
    func matchesColoraide() async throws {
        let outcome = try Self.outcome()
        let checks = outcome.report.checks.filter { $0.pair.measure != .apca }
        let pairs = try PairsFile.read(try SpectrumFixture.pairs()).pairs
        #expect(checks.count == pairs.count * outcome.tokens.modes.count)
        let rows = checks.map { [$0.mode, $0.pair.text, $0.pair.on, $0.canvas ?? ""] }
        let script = """
            out = []
            for mode, text, on, canvas in extra:
                back = color(mode, on)
                if canvas:
                    back = Color.layer([back, Color.layer([color(mode, canvas), "white"], space="srgb")], space="srgb")
                elif back.alpha() < 1:
                    back = Color.layer([back, "white"], space="srgb")
                front = Color.layer([color(mode, text), back], space="srgb")
                out.append(front.contrast(back, method="wcag21"))
            print(json.dumps(out))
            """
        let theirs = try #require(try await Self.python(script, rows) as? [Double])
        try #require(theirs.count == checks.count)
        let (worst, disagreements) = compare(checks, with: theirs)
        #expect(worst < 0.01, "largest difference \(worst)")
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
        // The light theme's white on its accent and negative fills is below 4.5:1; dark passes.
        #expect(!outcome.report.failures.isEmpty)
        #expect(outcome.report.failures.allSatisfy { $0.mode.hasPrefix("theme=light,") })
    }

    @Test(
        "--fix rewrites only the fixed values, as JSON in the file's own form, and the rewritten theme passes"
    )
    func fixes() throws {
        let files = try SpectrumFixture.files()
        let outcome = try Self.outcome(fix: true)
        #expect(!outcome.report.failures.isEmpty && !outcome.rewritten.isEmpty)
        let after = try #require(outcome.after)
        // Every failure here has a fix, so none may remain.
        #expect(
            outcome.fixes.allSatisfy { $0.to != nil }, "\(outcome.fixes.filter { $0.to == nil }.map(\.token))"
        )
        #expect(
            after.failures.isEmpty,
            "\(after.failures.prefix(3).map { "\($0.mode) \($0.pair.text) on \($0.pair.on)" })")
        for rewritten in outcome.rewritten {
            let original = try #require(files.first { $0.path == rewritten.path })
            let fixes = outcome.fixes.filter { $0.to != nil && $0.origin?.file == rewritten.path }
            #expect(!fixes.isEmpty)
            let expected = try expectedRewrite(of: original, fixes: fixes, format: .designTokens)
            #expect(expected.replaced == fixes.count)  // a DTCG file declares each token once
            #expect(expected.bytes == rewritten.bytes)
            // Still JSON to a parser that is not ours, and each fixed value a 2025.10 color object.
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(rewritten.bytes)) as? [String: Any])
            for fix in fixes {
                let token = try #require(document[fix.token] as? [String: Any])
                let value = try #require(token["$value"] as? [String: Any])
                #expect(
                    value["colorSpace"] as? String == "srgb" && (value["components"] as? [Any])?.count == 3)
            }
        }
        // The rewritten files read back with the fixed colors, in every mode sharing the declaration.
        let fixedFiles = files.map { file in outcome.rewritten.first { $0.path == file.path } ?? file }
        let again = try TokenReader.read(fixedFiles)
        for fix in outcome.fixes {
            let to = try #require(fix.to)
            #expect(fix.modes.count == 2)  // the theme's declaration serves both sizes
            for mode in fix.modes {
                #expect(again.value(fix.token, in: mode)?.rgbColor.rgb8 == to.rgb8, "\(fix.token) in \(mode)")
            }
        }
    }
}

/// Adobe Spectrum's tokens as DTCG files and the pairs Colr checks them against, as kept in
/// Fixtures/spectrum (MIT and Apache-2.0; see its README).
enum SpectrumFixture {
    static let tokenFiles = ["base", "theme-light", "theme-dark", "size-desktop", "size-mobile"]

    static func file(_ name: String, in folder: String = "") throws -> TokenFile {
        let subdirectory = "Fixtures/spectrum" + (folder.isEmpty ? "" : "/" + folder)
        guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: subdirectory)
        else {
            throw FixtureMissing(name: subdirectory + "/" + name)
        }
        let path = "spectrum/" + (folder.isEmpty ? "" : folder + "/") + name
        return TokenFile(path: path, bytes: Array(try Data(contentsOf: url)))
    }

    /// The resolver first, then the files it names.
    static func files() throws -> [TokenFile] {
        try [file("adobe-spectrum.resolver.json")]
            + tokenFiles.map { try file($0 + ".tokens.json", in: "adobe-spectrum") }
    }

    static func pairs() throws -> TokenFile { try file("pairs.json") }

    struct FixtureMissing: Error, CustomStringConvertible {
        let name: String
        var description: String { "\(name) is missing from the test bundle" }
    }
}
