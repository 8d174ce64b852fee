/// One mode's colors: a color for every ``ThemeRole``.
public struct ThemePalette: Hashable, Sendable {
    private var colors: [RGBColor]

    /// A palette with every role black, to be filled in.
    init() {
        colors = Array(repeating: RGBColor(white: 0), count: ThemeRole.allCases.count)
    }

    /// The color of `role`.
    public subscript(role: ThemeRole) -> RGBColor {
        get { colors[Self.index(role)] }
        set { colors[Self.index(role)] = newValue }
    }

    /// Every role with its color, in ``ThemeRole``'s order.
    public var roles: [(role: ThemeRole, color: RGBColor)] {
        ThemeRole.allCases.map { ($0, self[$0]) }
    }

    private static func index(_ role: ThemeRole) -> Int {
        // allCases is in declaration order; a switch-free lookup through a static table.
        indexes[role] ?? 0
    }

    private static let indexes = Dictionary(
        uniqueKeysWithValues: ThemeRole.allCases.enumerated().map { ($1, $0) })
}
