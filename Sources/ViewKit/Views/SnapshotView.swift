/// A still picture of a controller's screen, as UIKit's `snapshotView(afterScreenUpdates:)` is
/// of a view: what the controller shows (a navigation controller's bar included), drawn inert,
/// so nothing in it takes focus, a tap or a screen reader's attention. Give it an
/// `accessibilityLabel` saying what it shows: it reads as one image.
///
/// The picture is taken when the snapshot first renders, and again only when it is told to
/// (``View/setNeedsRender()``): changes inside the controller do not reach it by themselves,
/// which is what lets one controller be shown several times over, each under its own
/// ``View/colorThemeOverride``.
final class SnapshotView: View {
    private let controller: ViewController

    init(of controller: ViewController) {
        self.controller = controller
        super.init()
    }

    override func makeNode() -> Node {
        // The screen as it will look: the shown controllers' views loaded (and their bar
        // items set) before the bars are drawn.
        for shown in controller.visibleControllers { shown.loadShownView() }
        var node = Node(
            "div", id: id,
            attributes: commonAttributes(
                class: "vk-view vk-snapshot", role: accessibilityLabel == nil ? nil : "img"))
        node.attributes.append(("inert", ""))
        node.children = [controller.contentNode()]
        return node
    }
}

extension ViewController {
    /// A still, inert picture of this controller's screen, to place in another view (a preview,
    /// a thumbnail); see ``SnapshotView``. The controller is kept by the picture and is not
    /// otherwise shown, appeared or sent events.
    public func snapshotView() -> View {
        SnapshotView(of: self)
    }
}
