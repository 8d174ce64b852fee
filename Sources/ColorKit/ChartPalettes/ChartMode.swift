/// One mode of a theme as a chart sees it: what its series sit on and the colors they must not
/// be mistaken for.
public struct ChartMode: Hashable, Sendable {
    /// The mode's name (`light`, `dark`, `dark-high-contrast`, …).
    public var name: String
    /// The background and every surface a chart may sit on; each series must reach the
    /// graphical-object contrast against all of them.
    public var backgrounds: [RGBColor]
    /// The theme's status colors (success, warning, destructive): a series confusable with one
    /// would read as a state.
    public var statusColors: [RGBColor]

    /// Creates a mode; `backgrounds` must not be empty.
    public init(name: String, backgrounds: [RGBColor], statusColors: [RGBColor] = []) {
        self.name = name
        self.backgrounds = backgrounds
        self.statusColors = statusColors
    }
}
