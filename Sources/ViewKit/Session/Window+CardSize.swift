extension Window {
    /// The card size a presented controller asks for; a navigation stack asks for its top
    /// controller's, with room for its bar.
    static func cardSize(of presented: ViewController) -> Size? {
        if let size = presented.preferredContentSize { return size }
        guard let navigation = presented as? NavigationController,
            let size = navigation.topViewController?.preferredContentSize
        else { return nil }
        return Size(width: size.width, height: size.height + 44)
    }
}
