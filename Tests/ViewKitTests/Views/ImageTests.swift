import Foundation
import TestSupport
import Testing

@testable import ViewKit

@Suite("Images", .offPool)
struct ImageTests {
    static let prefix = "data:image/png;base64,"

    /// The bytes a data URL carries.
    static func bytes(of image: Image) throws -> [UInt8] {
        #expect(image.source.hasPrefix(prefix))
        let data = try #require(Data(base64Encoded: String(image.source.dropFirst(prefix.count))))
        return [UInt8](data)
    }

    @Test func pngBytesBecomeStandardBase64() {
        // RFC 4648's test vectors, one per padding case.
        let vectors = [
            "": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==", "fooba": "Zm9vYmE=",
            "foobar": "Zm9vYmFy",
        ]
        for (input, expected) in vectors {
            #expect(Image(png: Array(input.utf8), width: 1, height: 1).source == Self.prefix + expected)
        }
        // The alphabet's last two characters are `+` and `/`, with no line breaks in long data.
        let long = Image(png: [UInt8](repeating: 0xFB, count: 3000), width: 1, height: 1).source
        #expect(long.contains("+") && long.contains("/"))
        #expect(!long.contains("\n") && !long.contains("\r"))
    }

    @Test func dataURLsDecodeToTheSameBytes() throws {
        var generator = SystemRandomNumberGenerator()
        for count in [0, 1, 2, 3, 4, 5, 255, 256, 257, 4097] {
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            #expect(try Self.bytes(of: Image(png: bytes, width: 1, height: 1)) == bytes)
        }
        let every = (0...255).map(UInt8.init)
        #expect(try Self.bytes(of: Image(png: every, width: 16, height: 16)) == every)
    }

    @Test func svgDocumentsTravelAsSVGDataURLs() throws {
        let document =
            ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 1"><rect width="1" height="1" fill="#ff8800"/></svg>"##
        let image = Image(svg: document, width: 2, height: 1)
        let prefix = "data:image/svg+xml;base64,"
        #expect(image.source.hasPrefix(prefix))
        let data = try #require(Data(base64Encoded: String(image.source.dropFirst(prefix.count))))
        #expect(String(decoding: data, as: UTF8.self) == document)
        #expect(image.width == 2 && image.height == 1)
    }
}
