import ColorKit
import ColrModels

/// One color to import and the tags it should carry, or why its line cannot be imported.
struct ImportEntry: Sendable {
    /// Where the entry came from: `line 4` in CSV, `item 3` in JSON.
    let location: String
    /// The color as written in the file.
    let input: String
    /// The color and its normalized tags, or the reason the entry is unusable.
    let content: Result<Content, Problem>

    /// A usable entry.
    struct Content: Sendable {
        let hex: ColorHex
        let tags: [TagName]
    }

    /// Why an entry is unusable, in words a person can act on.
    struct Problem: Error, Sendable {
        let reason: String
    }

    /// Reads one entry: the color in any notation `colr` reads, tags normalized as the server would.
    static func make(location: String, color: String, tags: [String]) -> ImportEntry {
        let trimmed = color.trimmingCharacters(in: .whitespaces)
        return ImportEntry(
            location: location, input: trimmed,
            content: Result { () throws(Problem) -> Content in
                guard !trimmed.isEmpty else { throw Problem(reason: "the color is missing") }
                let hex: ColorHex
                do throws(ColorKitError) {
                    hex = ColorHex(try ColorArgument.parse(trimmed).rgb8)
                } catch {
                    throw Problem(reason: "\"\(trimmed)\" is not a color: \(error)")
                }
                var names: [TagName] = []
                for raw in tags where !raw.allSatisfy(\.isWhitespace) {
                    do throws(ColrError) {
                        let name = try TagName(raw)
                        if !names.contains(name) { names.append(name) }
                    } catch {
                        throw Problem(reason: error.description)
                    }
                }
                guard !names.isEmpty else {
                    throw Problem(reason: "no tags for \(trimmed): a color is stored by tagging it")
                }
                return Content(hex: hex, tags: names)
            })
    }

    /// An entry that could not even be split into a color and tags.
    static func malformed(location: String, input: String, reason: String) -> ImportEntry {
        ImportEntry(location: location, input: input, content: .failure(Problem(reason: reason)))
    }
}
