extension Window {
    /// Drops the observers of every controller in the window and of every view they loaded, on
    /// screen or not, presented or underneath, so that what the session built can be freed.
    ///
    /// An observer's closure naturally holds its own view (`label.observe { label.text = … }`):
    /// a cycle of view, observer and closure that outlived the session, one per observing view,
    /// for every session and every page load (each page is drawn by a session of its own).
    /// A closed session runs no observer again, so dropping them changes nothing else.
    func dropObservers() {
        var pending = [rootViewController]
        var seen = Set<ObjectIdentifier>()
        while let controller = pending.popLast() {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
            controller.observers = []
            if controller.isViewLoaded {
                for view in controller.view.allViews { view.observers = [] }
            }
            pending += controller.childControllers
            pending += controller.visibleControllers
            if let presented = controller.presentedViewController { pending.append(presented) }
        }
    }
}
