import TestSupport
import Testing
import ViewKitTesting

@testable import ViewKit

/// A screen with two buttons: one with a hook, one without.
final class HookedController: ViewController {
    let hooked = Button(title: "Hooked")
    let plain = Button(title: "Plain")
    var pushed: [String] = []

    override func viewDidLoad() {
        hooked.accessibilityLabel = "Hooked"
        plain.accessibilityLabel = "Plain"
        hooked.hook = "picker"
        hooked.onHook = { [weak self] value in self?.pushed.append(value) }
        plain.onHook = { [weak self] value in self?.pushed.append("plain:" + value) }
        view.addSubview(hooked)
        view.addSubview(plain)
    }
}

struct HookedRouter: ScreenRouter {
    func makeRootViewController() -> ViewController { HookedController() }
    func viewController(for segment: String, from parent: ViewController) -> ViewController? { nil }
}

@Suite("Page hooks", .offPool)
struct PageHookTests {
    @Test func aHookedViewNamesItsHookAndHearsWhatItPushes() async throws {
        let tester = ScreenTester(router: HookedRouter())
        let hooked = try await tester.element(labelled: "Hooked", tag: nil)
        #expect(hooked[attribute: "data-vk-hook"] == "picker")
        let plain = try await tester.element(labelled: "Plain", tag: nil)
        #expect(plain[attribute: "data-vk-hook"] == nil)
        await tester.send(Event(.hook, target: hooked.id, value: "#123456"))
        // A view without a hook hears nothing, whatever a page sends it.
        await tester.send(Event(.hook, target: plain.id, value: "#654321"))
        let pushed = await tester.session.inspect { window in
            (window.rootViewController as? HookedController)?.pushed ?? []
        }
        #expect(pushed == ["#123456"])
    }
}
