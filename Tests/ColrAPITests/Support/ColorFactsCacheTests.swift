import ColorKit
import ColrModels
import Testing

@testable import ColrAPI

@Suite("Color facts cache")
struct ColorFactsCacheTests {
    @Test func cachedFactsEqualFreshOnes() throws {
        let catalogs = [ColorNameCatalog.css, ColorNameCatalog.uikit]
        let cache = ColorFactsCache(catalogs: catalogs, capacity: 8)
        for digits in ["ff00ff", "123456", "ff00ff", "abcdef"] {
            let hex = try #require(ColorHex(digits))
            #expect(cache.facts(for: hex) == ColorDetail(facts: hex, catalogs: catalogs))
        }
    }

    @Test func staysBoundedUnderManyColors() throws {
        let cache = ColorFactsCache(catalogs: [ColorNameCatalog.css], capacity: 16)
        for value in 0..<200 {
            let hex = ColorHex(RGB8(rgb: UInt32(value * 4099)))
            #expect(cache.facts(for: hex).hex == hex.value)
        }
        #expect(cache.count <= 16)
    }
}
