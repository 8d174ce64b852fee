extension TokenRewriter {
    /// `changes` with the same change added at each repeat of a changed declaration: the same
    /// custom property, declared with the same text, for the same mode, elsewhere in the file.
    ///
    /// Design systems repeat a theme for each way it is switched on (Primer declares every
    /// theme once for `data-color-mode` and again inside `@media (prefers-color-scheme: …)` for
    /// `auto`); a token's origin is the first, and a fix written there alone would leave the
    /// repeat in force. ``rewrite(_:format:changes:)`` writes exactly the ranges it is given;
    /// call this first to fix every copy. Formats other than CSS and Tailwind have no repeats.
    public static func includingRepeats(
        _ changes: [TokenChange], in file: TokenFile, format: TokenSourceFormat
    )
        -> [TokenChange]
    {
        guard format == .css || format == .tailwind else { return changes }
        var scanner = CSSSheetScanner(file)
        var names = CSSNameTable()
        guard (try? scanner.scan(names: &names)) != nil else { return changes }
        struct Key: Hashable {
            var name: Int
            var mode: CSSModeKey
            var text: ArraySlice<UInt8>
        }
        var places: [Key: [Range<Int>]] = [:]
        var keys: [Range<Int>: Key] = [:]
        for property in scanner.properties {
            guard let mode = scanner.contexts[property.context].mode else { continue }
            let key = Key(name: property.name, mode: mode, text: file.bytes[property.value])
            places[key, default: []].append(property.value)
            keys[property.value] = key
        }
        var result = changes
        var covered = Set(changes.map(\.range))
        for change in changes {
            guard let key = keys[change.range] else { continue }
            for range in places[key] ?? [] where covered.insert(range).inserted {
                result.append(TokenChange(range: range, color: change.color))
            }
        }
        return result
    }
}
