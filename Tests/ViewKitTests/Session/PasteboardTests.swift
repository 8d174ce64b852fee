import Foundation
import TestSupport
import Testing

@testable import ViewKit

@Suite("Clipboard and downloads", .offPool)
struct PasteboardTests {
    final class Screen: ViewController {
        override func viewDidLoad() {
            view.addSubview(
                Button(title: "Copy") { [weak self] in
                    self?.window?.pasteboard.string = "#FF6347"
                })
            view.addSubview(
                Button(title: "Save") { [weak self] in
                    _ = self?.window?.download(
                        DownloadFile(
                            name: "../pal\u{0}ette/x.css", mediaType: "text/css", contents: Array("a{}".utf8))
                    )
                })
        }
    }

    struct Router: ScreenRouter {
        func makeRootViewController() -> ViewController { Screen() }
        func viewController(for segment: String, from parent: ViewController) -> ViewController? { nil }
    }

    @Test func copyingSendsTheTextOnce() async throws {
        let session = LiveSession(router: Router(), path: "/")
        _ = await session.html()
        let id = try #require(await session.inspect { $0.render().first { $0.text == "Copy" }?.id })
        let patches = await session.handle(Event(.tap, target: id, sequence: 1))
        #expect(patches.contains(.copy("#FF6347")))
        #expect(await session.inspect { $0.pasteboard.string } == "#FF6347")
        // Sent with one update only: a later update does not copy again.
        let later = await session.handle(Event(.tap, target: "nothing", sequence: 2))
        #expect(!later.contains { if case .copy = $0 { true } else { false } })
    }

    @Test func downloadsCarryTheBytesAndASafeName() async throws {
        let session = LiveSession(router: Router(), path: "/")
        _ = await session.html()
        let id = try #require(await session.inspect { $0.render().first { $0.text == "Save" }?.id })
        let patches = await session.handle(Event(.tap, target: id, sequence: 1))
        let file = try #require(
            patches.compactMap { patch -> DownloadFile? in if case .download(let f) = patch { f } else { nil }
            }.first)
        #expect(file.name == "..palettex.css")
        #expect(file.contents == Array("a{}".utf8))
        let wire = try #require(String(data: try JSONEncoder().encode(Patch.download(file)), encoding: .utf8))
        #expect(wire.contains(#""op":"download""#) && wire.contains(#""base64":"YXt9""#))
        #expect(wire.contains(#""type":"text\/css""#) || wire.contains(#""type":"text/css""#))
    }

    @Test func oversizedDownloadsAreRefused() {
        let window = Window(rootViewController: Screen())
        let big = DownloadFile(
            name: "big", mediaType: "application/zip",
            contents: [UInt8](repeating: 0, count: DownloadFile.maximumBytes + 1))
        #expect(!window.download(big))
        #expect(window.download(DownloadFile(name: "", mediaType: "text/plain", contents: [1])))
        #expect(
            window.update().contains(
                .download(DownloadFile(name: "download", mediaType: "text/plain", contents: [1]))))
    }
}
