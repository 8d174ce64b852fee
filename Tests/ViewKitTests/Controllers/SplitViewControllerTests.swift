import TestSupport
import Testing

@testable import ViewKit

@Suite("Size classes and the split view", .offPool)
struct SplitViewControllerTests {
    /// Six tabs (one more than the bar shows), each a navigation stack.
    private func makeSplit(log: LifecycleLog) -> (SplitViewController, Window) {
        let tabs = (0..<6).map { index in
            let root = LoggingController("T\(index)", log: log, route: "t\(index)")
            root.tabBarItem = TabBarItem(title: "Tab \(index)", icon: "\(index)")
            return NavigationController(rootViewController: root)
        }
        let split = SplitViewController(viewControllers: tabs, sidebarTitle: "App")
        let window = Window(rootViewController: split)
        window.makeKeyAndVisible()
        _ = window.update()
        return (split, window)
    }

    @Test("Every controller hears a size-class change once, on screen or not, presented or not")
    func traitChangesReachEveryController() {
        let log = LifecycleLog()
        let (split, window) = makeSplit(log: log)
        let sheet = LoggingController("Sheet", log: log)
        split.present(sheet, animated: false)
        _ = log.take()
        #expect(split.traitCollection.horizontalSizeClass == .compact)
        #expect(window.handle(Event(.traits, target: "vk-window", value: "regular")))
        let heard = log.take()
        #expect(
            Set(heard)
                == Set((0..<6).map { "T\($0).traits compact→regular" } + ["Sheet.traits compact→regular"]))
        #expect(heard.count == 7)
        #expect(sheet.traitCollection.horizontalSizeClass == .regular)
        // The same class again, or nonsense, changes nothing.
        window.handle(Event(.traits, target: "vk-window", value: "regular"))
        #expect(!window.handle(Event(.traits, target: "vk-window", value: "enormous")))
        #expect(log.take().isEmpty)
        #expect(window.traitCollection.horizontalSizeClass == .regular)
    }

    @Test("The sidebar lists every tab and selects the same stacks the tab bar does")
    func sidebarAndTabBarShareTheStacks() throws {
        let log = LifecycleLog()
        let (split, window) = makeSplit(log: log)
        let screen = window.render()
        let sidebarItems = screen.allNodes.filter {
            $0[attribute: "class"]?.hasPrefix("vk-sidebar-item") == true
        }
        #expect(sidebarItems.count == 6)
        #expect(sidebarItems.first?[attribute: "aria-current"] == "page")
        #expect(screen.allNodes.contains { $0.text == "Tab 5" })
        // The bar keeps UIKit's five, the fifth being More.
        #expect(screen.allNodes.filter { $0[attribute: "role"] == "tab" }.count == 5)

        let first = try #require(split.viewControllers.first as? NavigationController)
        first.pushViewController(LoggingController("Pushed", log: log), animated: false)
        window.handle(Event(.tap, target: "\(split.id)-side5"))
        #expect(split.selectedIndex == 5)
        #expect(window.path == "/t5")
        window.handle(Event(.tap, target: "\(split.id)-tab0"))
        #expect(window.path == "/t0")
        #expect(first.viewControllers.count == 2, "the stack survives switching presentations")
        let after = window.render().allNodes.filter { $0[attribute: "aria-current"] == "page" }
        #expect(after.map(\.id) == ["\(split.id)-side0"])
    }

    @Test func formAndPageSheetsAreMarkedForTheStylesheet() {
        let root = ViewController()
        let window = Window(rootViewController: root)
        window.makeKeyAndVisible()
        let sheet = ViewController()
        sheet.title = "Edit"
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        let modal = window.render().allNodes.first { $0[attribute: "role"] == "dialog" }
        #expect(modal?[attribute: "class"]?.contains("vk-formsheet") == true)
        #expect(modal?[attribute: "aria-label"] == "Edit")
        #expect(Page.stylesheet.contains(".vk-modal.vk-formsheet"))
        let query = "min-width: \(UserInterfaceSizeClass.regularMinimumWidth)px"
        #expect(Page.stylesheet.contains(query) && Page.runtime["overlays.js"]?.contains(query) == true)
    }

    @Test("A popover names its anchor, hides what is under it only in compact, and Escape closes it")
    func popoversPointAtTheirSource() {
        let root = ViewController()
        let anchor = Button(title: "More")
        root.view.addSubview(anchor)
        let window = Window(rootViewController: root)
        window.makeKeyAndVisible()
        let popover = ViewController()
        popover.title = "Choices"
        popover.modalPresentationStyle = .popover
        popover.popoverSourceView = anchor
        root.present(popover, animated: false)
        let screen = window.render()
        let layer = screen.allNodes.first { $0[attribute: "role"] == "dialog" }
        #expect(layer?[attribute: "data-vk-anchor"] == anchor.id)
        #expect(layer?[attribute: "class"]?.contains("vk-popover") == true)
        let base = screen.allNodes.first { $0.id == "vk-base" }
        #expect(base?[attribute: "class"]?.contains("vk-sheeted") == true)
        #expect(base?[attribute: "class"]?.contains("vk-blurred") == false, "a popover does not blur")
        #expect(Page.stylesheet.contains(".vk-modal.vk-popover"))
        #expect(window.handle(Event(.escape, target: "vk-window")))
        #expect(root.presentedViewController == nil)
    }
}
