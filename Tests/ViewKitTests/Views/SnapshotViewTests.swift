import TestSupport
import Testing

@testable import ViewKit

@Suite("Snapshot views", .offPool)
struct SnapshotViewTests {
    /// A screen that sets its bar button and content as it loads, as apps do.
    final class Sample: ViewController {
        let label = Label("Two new messages")
        override func viewDidLoad() {
            title = "Inbox"
            navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit")
            view.addSubview(label)
            view.addSubview(Button(title: "Send"))
        }
    }

    @Test func aNavigationControllersPictureHasItsBarAndScreenAndIsInert() throws {
        let sample = Sample()
        let snapshot = NavigationController(rootViewController: sample).snapshotView()
        snapshot.accessibilityLabel = "Sample inbox"
        let node = snapshot.node()
        #expect(node[attribute: "class"] == "vk-view vk-snapshot")
        #expect(node[attribute: "inert"] == "" && node[attribute: "role"] == "img")
        #expect(node[attribute: "aria-label"] == "Sample inbox")
        let inside = node.allNodes
        // The bar shows what the screen set while loading: loaded before the bar was drawn.
        #expect(inside.contains { $0.tag == "h1" && $0.text == "Inbox" })
        #expect(inside.contains { $0.tag == "button" && $0.text == "Edit" })
        #expect(inside.contains { $0.text == "Two new messages" })
        #expect(inside.contains { $0.tag == "button" && $0.text == "Send" })
        #expect(sample.isViewLoaded && !sample.isVisible)
    }

    @Test func anAlertsPictureIsItsCard() throws {
        let alert = AlertController(title: "Delete?", message: "This cannot be undone.")
        alert.addAction(.init(title: "Cancel", style: .cancel))
        alert.addAction(.init(title: "Delete", style: .destructive))
        let inside = alert.snapshotView().node().allNodes
        #expect(inside.contains { $0[attribute: "class"]?.contains("vk-alert") == true })
        #expect(inside.contains { $0.tag == "button" && $0.text == "Delete" })
    }

    @Test func thePictureIsStillUntilToldToRenderAgain() throws {
        let sample = Sample()
        let snapshot = sample.snapshotView()
        #expect(snapshot.node().allNodes.contains { $0.text == "Two new messages" })
        sample.label.text = "No new messages"
        #expect(snapshot.node().allNodes.contains { $0.text == "Two new messages" })
        snapshot.setNeedsRender()
        #expect(snapshot.node().allNodes.contains { $0.text == "No new messages" })
    }
}
