import ArgumentParser
import ColrModels
import Foundation

/// Reads an import file: CSV (`color,tag1;tag2`) or JSON (`[{"hex": …, "tags": […]}]`).
///
/// A line or item that cannot be read becomes a failed entry with its reason, so one bad line
/// never stops the rest of the file.
enum ImportSource {
    /// The two formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case csv, json
    }

    /// The format named by `--format`, else the file's extension, else a look at the first character.
    static func format(of text: String, path: String, given: Format?) -> Format {
        if let given { return given }
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "json": return .json
        case "csv", "txt": return .csv
        default: return text.first(where: { !$0.isWhitespace }) == "[" ? .json : .csv
        }
    }

    /// Every entry in the file, in order.
    static func entries(from text: String, format: Format) throws -> [ImportEntry] {
        switch format {
        case .csv: return csv(text)
        case .json: return try json(text)
        }
    }

    /// CSV: `color,tags` with tags separated by `;`. Fields may be double-quoted (a color such
    /// as `"rgb(255, 0, 0)"` has commas). A first line whose first field is `hex` or `color` is a
    /// header. Blank lines are skipped.
    static func csv(_ text: String) -> [ImportEntry] {
        var entries: [ImportEntry] = []
        var firstLine = true
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.hasSuffix("\r") ? String(rawLine.dropLast()) : String(rawLine)
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            let location = "line \(index + 1)"
            let isFirstLine = firstLine
            firstLine = false
            let fields: [String]
            do {
                fields = try split(line)
            } catch {
                entries.append(.malformed(location: location, input: line, reason: error.reason))
                continue
            }
            let first = fields[0].trimmingCharacters(in: .whitespaces).lowercased()
            if isFirstLine && ["hex", "color"].contains(first) { continue }
            guard fields.count <= 2 else {
                entries.append(
                    .malformed(
                        location: location, input: line,
                        reason:
                            "expected 2 fields (color,tags) but found \(fields.count); "
                            + "separate tags with ; and quote a color that has commas"
                    ))
                continue
            }
            let tags = fields.count == 2 ? fields[1].split(separator: ";").map(String.init) : []
            entries.append(.make(location: location, color: fields[0], tags: tags))
        }
        return entries
    }

    /// Splits one CSV line at commas outside double quotes; `""` inside quotes is a quote.
    static func split(_ line: String) throws(ImportEntry.Problem) -> [String] {
        var fields: [String] = []
        var field = ""
        var quoted = false
        var characters = line.makeIterator()
        while let character = characters.next() {
            switch character {
            case "\"" where quoted:
                var lookahead = characters
                if lookahead.next() == "\"" {
                    field.append("\"")
                    characters = lookahead
                } else {
                    quoted = false
                }
            case "\"" where field.allSatisfy(\.isWhitespace):
                quoted = true
                field = ""
            case "," where !quoted:
                fields.append(field)
                field = ""
            default:
                field.append(character)
            }
        }
        guard !quoted else { throw ImportEntry.Problem(reason: "a quoted field is not closed") }
        fields.append(field)
        return fields
    }

    /// JSON: an array of `{"hex": "<any color>", "tags": ["…", …]}`.
    static func json(_ text: String) throws -> [ImportEntry] {
        guard case .array(let array)? = try? JSONValue.parse(Array(text.utf8)) else {
            throw ValidationError(
                "The file is not a JSON array of {\"hex\": \"ff0000\", \"tags\": [\"warm\"]} objects.")
        }
        return array.enumerated().map { index, element in
            let location = "item \(index + 1)"
            let input = String(decoding: element.serialized(), as: UTF8.self)
            guard case .object = element else {
                return .malformed(
                    location: location, input: input, reason: "expected an object with hex and tags")
            }
            guard case .string(let hex)? = element["hex"] else {
                return .malformed(
                    location: location, input: input, reason: "\"hex\" is missing or not a string")
            }
            guard case .array(let values)? = element["tags"] else {
                return .malformed(
                    location: location, input: hex, reason: "\"tags\" is missing or not an array of strings")
            }
            let tags = values.compactMap { value -> String? in
                if case .string(let tag) = value { return tag }
                return nil
            }
            guard tags.count == values.count else {
                return .malformed(
                    location: location, input: hex, reason: "\"tags\" is missing or not an array of strings")
            }
            return .make(location: location, color: hex, tags: tags)
        }
    }
}
