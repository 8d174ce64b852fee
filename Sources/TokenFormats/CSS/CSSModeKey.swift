/// Which mode a declaration belongs to, before the base mode has its name: `name` nil is the
/// base mode; `highContrast` adds `-high-contrast`.
struct CSSModeKey: Hashable, Sendable {
    /// The name, nil for the base mode.
    var name: String?
    /// Whether `prefers-contrast: more` holds.
    var highContrast: Bool

    /// The mode without its contrast condition, which a high-contrast mode inherits from.
    var parent: CSSModeKey? {
        highContrast ? CSSModeKey(name: name, highContrast: false) : (name == nil ? nil : CSSModeKey.base)
    }

    /// The base mode.
    static let base = CSSModeKey(name: nil, highContrast: false)

    /// The mode's name, given the base mode's.
    func resolved(base: String) -> String {
        (name ?? base) + (highContrast ? "-high-contrast" : "")
    }
}
