import TestSupport
import Testing

@testable import ViewKit

@Suite("URL path segments", .offPool)
struct PathEscapingTests {
    @Test func segmentsKeepOnlyUnreservedCharacters() {
        #expect(Window.escape("item-3_a.b~c") == "item-3_a.b~c")
        #expect(Window.escape("deep sea") == "deep%20sea")
        #expect(Window.escape("a/b?c#d%e") == "a%2Fb%3Fc%23d%25e")
        #expect(Window.escape("é😀") == "%C3%A9%F0%9F%98%80")
        #expect(Window.escape("<script>") == "%3Cscript%3E")
    }

    @Test func escapedSegmentsDecodeBack() {
        for segment in ["", "plain", "deep sea", "a/b", "100%", "%41", "~sheet", "é", "👩‍👩‍👧", "\"'<>&+=;,"] {
            #expect(Window.unescape(Window.escape(segment)) == segment)
        }
        #expect(Window.unescape("caf%c3%a9") == "café")
    }

    @Test func malformedEscapesAreKeptAsTyped() {
        // Such a segment names no screen, so the router rejects it and the URL is corrected.
        #expect(Window.unescape("%zz") == "%zz")
        #expect(Window.unescape("50%") == "50%")
        #expect(Window.unescape("%FF") == "%FF")
    }
}
