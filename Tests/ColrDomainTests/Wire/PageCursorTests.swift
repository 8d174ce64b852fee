import ColrModels
import Testing

@testable import ColrDomain

@Suite("Page cursors")
struct PageCursorTests {
    @Test func roundTrip() throws {
        for position in [0, 1, 42, 1 << 40] {
            #expect(try PageCursor.decode(PageCursor.encode(position)) == position)
        }
        #expect(!PageCursor.encode(42).contains("="))
    }

    @Test(arguments: ["", "abc", "djE6LTE", "eDox", String(repeating: "A", count: 100), "v1:5"])
    func foreignCursorsAreRefused(_ cursor: String) {
        #expect(throws: ColrError.self) { try PageCursor.decode(cursor) }
    }
}
