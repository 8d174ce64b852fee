extension ColorNameCatalog {
    /// UIKit's class colors.
    public static let uikit = ColorNameCatalog(namespace: .uikit, entries: NamedColors.uikit)
    /// CSS Color 4's 148 named colors.
    public static let css = ColorNameCatalog(namespace: .css, entries: NamedColors.cssColors)

    /// The catalog compiled into ColorKit for a namespace, or nil for X11 and the color-names list.
    ///
    /// Those two lists are data files in the ColorNames module (`ColorNameCatalog.bundled`), so
    /// that ColorKit, and every app embedding the SDK, carries no name list it does not use.
    public static func builtIn(_ namespace: ColorNamespace) -> ColorNameCatalog? {
        switch namespace {
        case .uikit: return uikit
        case .css: return css
        case .x11, .colornames: return nil
        }
    }
}
