/// Marks chrome that only one size class shows, for the stylesheet and for tests.
///
/// The page hides a marked element at the other size class by media query, so the first
/// paint fits before the page has told the server its width; ``ScreenTester`` hides it by the
/// window's reported size class, as the person would see it.
public enum SizeClassMarker {
    /// The attribute, whose value is a ``UserInterfaceSizeClass`` raw value.
    public static let attribute = "data-vk-size-class"

    /// The attribute pair for an element shown only at `sizeClass`.
    public static func only(_ sizeClass: UserInterfaceSizeClass) -> (String, String) {
        (attribute, sizeClass.rawValue)
    }
}
