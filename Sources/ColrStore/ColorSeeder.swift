import ColorKit
import ColrDomain
import ColrModels

/// Fills an empty store with the CSS and UIKit named colors, each tagged with its names, so a
/// new user finds something: `ff00ff` carries `fuchsia` and `magenta`.
public enum ColorSeeder {
    /// The seed: hex → tags, CSS names first, then UIKit's (whose names are lowercased as tags).
    public static var entries: [(ColorHex, [TagName])] {
        var order: [ColorHex] = []
        var tags: [ColorHex: [TagName]] = [:]
        for named in NamedColors.cssColors + NamedColors.uikit where named.color.alpha == 1 {
            let hex = ColorHex(named.color.rgb8)
            guard let tag = try? TagName(named.name) else { continue }
            if tags[hex] == nil { order.append(hex) }
            if !(tags[hex]?.contains(tag) ?? false) { tags[hex, default: []].append(tag) }
        }
        return order.map { ($0, tags[$0] ?? []) }
    }

    /// Seeds the store if it holds no colors; returns how many colors were added.
    @discardableResult
    public static func seedIfEmpty(_ store: any ColorRepository & ColorTagging) async throws(ColrError) -> Int
    {
        guard try await store.colorCount() == 0 else { return 0 }
        let seed = entries
        for (hex, tags) in seed {
            _ = try await store.addTags(tags, to: hex, client: "seed")
        }
        return seed.count
    }
}
