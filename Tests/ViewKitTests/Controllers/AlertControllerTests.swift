import TestSupport
import Testing

@testable import ViewKit

@Suite("AlertController", .offPool)
struct AlertControllerTests {
    @Test("An answer dismisses the alert and then runs; Escape is Cancel")
    func answersAndEscape() {
        let root = ViewController()
        let window = Window(rootViewController: root)
        window.makeKeyAndVisible()
        var log: [String] = []
        func ask() -> AlertController {
            let alert = AlertController(title: "Delete “Sea”?", message: "Gone for everyone.")
            alert.addAction(.init(title: "Cancel", style: .cancel) { log.append("cancel") })
            alert.addAction(
                .init(title: "Delete", style: .destructive) {
                    log.append("delete, presented: \(root.presentedViewController != nil)")
                })
            root.present(alert, animated: false)
            return alert
        }
        let alert = ask()
        let screen = window.render()
        let dialog = screen.allNodes.first { $0[attribute: "role"] == "dialog" }
        #expect(dialog?[attribute: "aria-label"] == "Delete “Sea”?")
        #expect(screen.allNodes.contains { $0.text == "Gone for everyone." })
        let card = screen.allNodes.first { $0[attribute: "class"]?.contains("vk-alert") == true }
        #expect(card?[attribute: "style"]?.contains("flex:1") != true, "the card keeps its own height")
        let delete = alert.view.allViews.compactMap { $0 as? Button }.first { $0.currentTitle == "Delete" }
        delete?.handle(Event(.tap, target: delete?.id ?? ""))
        #expect(log == ["delete, presented: false"])
        _ = ask()
        #expect(window.handle(Event(.escape, target: "vk-window")))
        #expect(log.last == "cancel" && root.presentedViewController == nil)
    }
}
