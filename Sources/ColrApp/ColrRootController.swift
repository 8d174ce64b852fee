import ColrDomain
import ViewKit

/// The app's root: the five tabs in a split view, which also tells the person when changes
/// made elsewhere have stopped arriving (this instance's feed is reconnecting), so nothing on
/// screen passes for live while it may be stale. The notice goes once the feed has caught up.
final class ColrRootController: SplitViewController {
    private let feed: any ChangeFeed
    private var following = false
    /// What the window shows while changes are paused.
    static let pausedNotice = "Changes from others are paused while Colr reconnects"

    init(feed: any ChangeFeed, viewControllers: [ViewController], sidebarTitle: String) {
        self.feed = feed
        super.init(viewControllers: viewControllers, sidebarTitle: sidebarTitle)
    }

    /// Once on screen, when the window it subscribes through exists (the root loads before).
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !following else { return }
        following = true
        subscribe(to: feed.liveness()) { [weak self] live in
            self?.window?.notice = live ? nil : Self.pausedNotice
        }
    }
}
