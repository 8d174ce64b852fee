import TestSupport
import Testing

@testable import ViewKit

@Suite("Keys: shortcuts and keyboard-operable views", .offPool)
struct KeyboardTests {
    @Test func keyPressesReadTheWireFormAndRefuseTheRest() {
        #expect(KeyPress(wire: "mod+k") == KeyPress(key: "k", command: true))
        #expect(KeyPress(wire: "mod+shift+K") == KeyPress(key: "k", shift: true, command: true))
        #expect(KeyPress(wire: "shift+ArrowLeft") == KeyPress(key: "ArrowLeft", shift: true))
        #expect(KeyPress(wire: "ArrowLeft")?.wire == "ArrowLeft")
        for bad in ["", "mod+", "alt+k", "ctrl+k", "+", String(repeating: "x", count: 40)] {
            #expect(KeyPress(wire: bad) == nil, "\(bad)")
        }
    }

    @Test("A shortcut works only while its controller is on screen, and not under a sheet")
    func shortcutsFollowWhatIsOnScreen() {
        let first = ViewController()
        let second = ViewController()
        var fired: [String] = []
        first.addKeyCommand(KeyCommand(input: "k", title: "First") { fired.append("first") })
        second.addKeyCommand(KeyCommand(input: "j", title: "Second") { fired.append("second") })
        let tabs = TabBarController(viewControllers: [first, second])
        let window = Window(rootViewController: tabs)
        window.makeKeyAndVisible()
        #expect(window.render()[attribute: "data-vk-commands"] == "mod+k")
        #expect(window.handle(Event(.key, target: "vk-window", value: "mod+k")))
        #expect(!window.handle(Event(.key, target: "vk-window", value: "mod+j")))
        #expect(!window.handle(Event(.key, target: "vk-window", value: "k")), "without the modifier")
        tabs.select(1)
        #expect(window.handle(Event(.key, target: "vk-window", value: "mod+j")))
        second.present(ViewController(), animated: false)
        #expect(window.render()[attribute: "data-vk-commands"] == nil)
        #expect(!window.handle(Event(.key, target: "vk-window", value: "mod+j")))
        #expect(fired == ["first", "second"])
    }

    @Test func anAdjustableCanvasIsAFocusableSliderThatHearsItsKeys() {
        final class Pad: CanvasView {
            var presses: [KeyPress] = []
            override func pressesBegan(_ press: KeyPress) { presses.append(press) }
        }
        let pad = Pad(bounds: Size(width: 10, height: 10))
        #expect(pad.node()[attribute: "role"] == "img" && pad.node()[attribute: "tabindex"] == nil)
        pad.handle(Event(.key, target: pad.id, value: "ArrowLeft"))
        #expect(pad.presses.isEmpty, "a canvas that is not adjustable takes no keys")
        pad.adjustable = .init(value: 60, minimum: 0, maximum: 360, text: "hue 60 degrees")
        let node = pad.node()
        #expect(node[attribute: "role"] == "slider" && node[attribute: "tabindex"] == "0")
        #expect(
            node[attribute: "aria-valuenow"] == "60.0"
                && node[attribute: "aria-valuetext"] == "hue 60 degrees")
        #expect(node[attribute: "data-vk-keys"]?.split(separator: " ").contains("ArrowUp") == true)
        pad.handle(Event(.key, target: pad.id, value: "shift+ArrowRight"))
        pad.handle(Event(.key, target: pad.id, value: "Delete"))
        pad.handle(Event(.key, target: pad.id, value: "mod+shift+"))
        #expect(pad.presses == [KeyPress(key: "ArrowRight", shift: true)])
    }
}
