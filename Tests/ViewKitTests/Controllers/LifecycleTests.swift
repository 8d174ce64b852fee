import TestSupport
import Testing

@testable import ViewKit

@Suite("Life cycle in UIKit's order", .offPool)
struct LifecycleTests {
    @Test func firstAppearanceLoadsThenAppears() {
        let log = LifecycleLog()
        let window = Window(rootViewController: LoggingController("A", log: log))
        window.makeKeyAndVisible()
        #expect(log.take() == ["A.didLoad", "A.willAppear", "A.didAppear"])
    }

    @Test func pushAndPop() {
        let log = LifecycleLog()
        let a = LoggingController("A", log: log)
        let navigation = NavigationController(rootViewController: a)
        let window = Window(rootViewController: navigation)
        window.makeKeyAndVisible()
        _ = log.take()
        let b = LoggingController("B", log: log)
        navigation.pushViewController(b, animated: true)
        #expect(
            log.take() == ["B.didLoad", "A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear"])
        #expect(b.navigationController === navigation)
        navigation.popViewController(animated: true)
        #expect(log.take() == ["B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear"])
        #expect(navigation.popViewController(animated: true) == nil)
        #expect(log.take().isEmpty)
    }

    @Test func popToRootAndSetViewControllers() {
        let log = LifecycleLog()
        let navigation = NavigationController(rootViewController: LoggingController("A", log: log))
        Window(rootViewController: navigation).makeKeyAndVisible()
        navigation.pushViewController(LoggingController("B", log: log), animated: false)
        navigation.pushViewController(LoggingController("C", log: log), animated: false)
        _ = log.take()
        let removed = navigation.popToRootViewController(animated: true)
        #expect(removed?.map(\.title) == ["B", "C"])
        #expect(log.take() == ["C.willDisappear", "A.willAppear", "C.didDisappear", "A.didAppear"])
        navigation.setViewControllers(
            [LoggingController("X", log: log), LoggingController("Y", log: log)], animated: false)
        #expect(navigation.viewControllers.map(\.title) == ["X", "Y"])
        #expect(
            log.take() == ["Y.didLoad", "A.willDisappear", "Y.willAppear", "A.didDisappear", "Y.didAppear"])
    }

    @Test func tabSwitch() {
        let log = LifecycleLog()
        let tabs = TabBarController(viewControllers: [
            LoggingController("A", log: log), LoggingController("B", log: log),
        ])
        Window(rootViewController: tabs).makeKeyAndVisible()
        #expect(log.take() == ["A.didLoad", "A.willAppear", "A.didAppear"])
        tabs.select(1)
        #expect(
            log.take() == ["B.didLoad", "A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear"])
        tabs.select(1)
        #expect(log.take().isEmpty)
    }

    @Test func presentAndDismissFullScreen() {
        let log = LifecycleLog()
        let a = LoggingController("A", log: log)
        Window(rootViewController: a).makeKeyAndVisible()
        _ = log.take()
        let m = LoggingController("M", log: log)
        var completed = false
        a.present(m, animated: true) { completed = log.entries.last == "M.didAppear" }
        #expect(completed)
        #expect(
            log.take() == ["M.didLoad", "A.willDisappear", "M.willAppear", "A.didDisappear", "M.didAppear"])
        #expect(a.presentedViewController === m && m.presentingViewController === a)
        var dismissed = false
        m.dismiss(animated: true) { dismissed = log.entries.last == "A.didAppear" }
        #expect(dismissed)
        #expect(log.take() == ["M.willDisappear", "A.willAppear", "M.didDisappear", "A.didAppear"])
        #expect(a.presentedViewController == nil)
    }

    @Test func overFullScreenLeavesThePresenterAlone() {
        let log = LifecycleLog()
        let a = LoggingController("A", log: log)
        let window = Window(rootViewController: a)
        window.makeKeyAndVisible()
        _ = log.take()
        let m = LoggingController("M", log: log)
        m.modalPresentationStyle = .overFullScreen
        a.present(m, animated: true)
        #expect(log.take() == ["M.didLoad", "M.willAppear", "M.didAppear"])
        #expect(
            window.render().first { $0.id == "vk-base" }?[attribute: "class"]?.contains("vk-blurred") == true)
        m.dismiss(animated: false)
        #expect(log.take() == ["M.willDisappear", "M.didDisappear"])
    }

    @Test func presentingFromAPresentedControllerStacks() {
        let log = LifecycleLog()
        let a = LoggingController("A", log: log)
        let window = Window(rootViewController: a)
        window.makeKeyAndVisible()
        let first = LoggingController("M1", log: log)
        let second = LoggingController("M2", log: log)
        a.present(first, animated: false)
        a.present(second, animated: false)  // UIKit forwards to the presented controller
        #expect(first.presentedViewController === second)
        #expect(window.presentationChain.map(\.title) == ["M1", "M2"])
        let modals = window.render().allNodes.filter { $0[attribute: "role"] == "dialog" }
        #expect(
            modals.count == 2 && modals[0][attribute: "inert"] != nil && modals[1][attribute: "inert"] == nil)
        // As in UIKit: dismissing from a presenter removes what it presented, then itself next time.
        first.dismiss(animated: false)
        #expect(window.presentationChain.map(\.title) == ["M1"])
        first.dismiss(animated: false)
        #expect(window.presentationChain.isEmpty)
    }
}
