import Codecs
import ColorKit
import ColrModels
import ColrTestKit
import Foundation
import Testing
import Vapor

@Suite("/api/v1/images/colors")
struct ImageRoutesTests {
    /// A 60×40 PNG: the top half navy, the bottom half split orange and white.
    static func picture() -> [UInt8] {
        var image = RGBAImage(width: 60, height: 40)
        for y in 0..<40 {
            for x in 0..<60 {
                image[x, y] =
                    y < 20 ? (0x1E, 0x3A, 0x8A, 255) : x < 30 ? (0xF5, 0x9E, 0x0B, 255) : (255, 255, 255, 255)
            }
        }
        return PNGEncoder.encode(image)
    }

    /// Rewrites a PNG's header to claim another size (and fixes its checksum): the pixels are
    /// never reached, as the size alone is refused.
    static func setSize(of file: inout [UInt8], width: UInt32, height: UInt32) {
        for (offset, value) in [(16, width), (20, height)] {
            for index in 0..<4 { file[offset + index] = UInt8(truncatingIfNeeded: value >> (24 - 8 * index)) }
        }
        let crc = Zlib.crc32(file[12..<29])
        for index in 0..<4 { file[29 + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * index)) }
    }

    static var png: HTTPHeaders { ["Content-Type": "image/png"] }

    @Test("A PNG's dominant colors, by share, the same for the same seed", arguments: [Backend.sqlite])
    func colors(_ backend: Backend) async throws {
        try await TestServer.with(backend, seed: false) { server in
            let response = try await server.send(
                .POST, "/api/v1/images/colors?count=3", headers: Self.png, bytes: Self.picture())
            #expect(response.status == .ok)
            let body = try response.decode(ExtractedPaletteBody.self)
            #expect(body.width == 60 && body.height == 40 && body.seed == 0)
            #expect(body.colors.map(\.hex) == ["1e3a8a", "f59e0b", "ffffff"])
            #expect(body.colors.map(\.share) == [0.5, 0.25, 0.25])
            #expect(body.colors.last?.name == "white" && body.colors.allSatisfy { !$0.name.isEmpty })
            let again = try await server.send(
                .POST, "/api/v1/images/colors?count=3&seed=0", headers: Self.png, bytes: Self.picture())
            #expect(try again.decode(ExtractedPaletteBody.self) == body)
        }
    }

    @Test("Bad images and parameters are 400 with a reason; big files are 413", arguments: [Backend.sqlite])
    func refusals(_ backend: Backend) async throws {
        try await TestServer.with(backend, seed: false) { server in
            var broken = Self.picture()
            broken[broken.count - 30] ^= 0xFF
            let transparent = PNGEncoder.encode(RGBAImage(width: 4, height: 4))
            var huge = PNGEncoder.encode(RGBAImage(width: 1, height: 1, fill: (1, 2, 3, 255)))
            Self.setSize(of: &huge, width: 2001, height: 2000)
            for (query, bytes, reason) in [
                ("", [UInt8](), "send a PNG image"),
                ("", Array("GIF89a....".utf8), "not a PNG file"),
                ("", broken, "cannot be read"),
                ("", transparent, "no opaque pixels"),
                ("", huge, "4000000 pixels"),
                ("?count=0", Self.picture(), "count must be"),
                ("?count=17", Self.picture(), "count must be"),
                ("?seed=-1", Self.picture(), "seed must be"),
                ("?count=abc", Self.picture(), "count must be"),
            ] {
                let response = try await server.send(
                    .POST, "/api/v1/images/colors\(query)", headers: Self.png, bytes: bytes)
                #expect(response.status == .badRequest, "\(query) \(reason)")
                #expect(try response.decode(ErrorBody.self).reason.contains(reason), "\(reason)")
            }
            let tooLarge = try await server.sendOverNetwork(
                .POST, "/api/v1/images/colors", headers: Self.png,
                body: String(repeating: "0", count: 3 << 20))
            #expect(tooLarge.status == .payloadTooLarge)
        }
    }
}
