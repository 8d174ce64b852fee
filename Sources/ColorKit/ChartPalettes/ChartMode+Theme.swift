extension ChartMode {
    /// One mode of a Colr theme as a chart sees it: its background, secondary background and
    /// surface to sit on, and its success, warning and destructive colors to keep clear of.
    public init(theme: Theme, mode: ThemeMode) {
        self.init(
            name: mode.rawValue, backgrounds: ThemeRole.backgrounds.map { theme.color($0, in: mode) },
            statusColors: ThemeRole.statusRoles.map { theme.color($0, in: mode) })
    }
}
