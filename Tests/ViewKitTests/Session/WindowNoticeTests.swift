import Testing

@testable import ViewKit

/// The window's notice: a status message over every screen, present only while set.
@Suite("Window notice")
struct WindowNoticeTests {
    @Test func aNoticeIsShownOverEveryLayerWhileSet() {
        let window = Window(rootViewController: ViewController())
        window.makeKeyAndVisible()
        #expect(window.render().first { $0.id == "vk-notice" } == nil)
        window.notice = "Paused <for now>"
        let tree = window.render()
        let notice = tree.children.last
        #expect(notice?.id == "vk-notice", "after the screen and anything presented over it")
        #expect(notice?[attribute: "role"] == "status")
        #expect(notice?.text == "Paused <for now>")
        window.notice = nil
        #expect(window.render().first { $0.id == "vk-notice" } == nil)
    }
}
