extension Theme {
    /// The roles that can show a wide-gamut brand: where the theme uses the brand itself.
    static let brandRoles: [ThemeRole] = [.tint, .tintContainer, .focusRing]

    /// What a wide-gamut brand adds: the brand as given (when outside sRGB but inside Display
    /// P3), the roles of each mode a P3 screen shows it in, and their pairs as that screen shows
    /// them.
    struct WideGamut {
        var brand: RGBColor?
        var roles: [ThemeMode: [ThemeRole]] = [:]
        var checks: [ThemeCheck] = []
    }

    /// A brand outside sRGB keeps its own value where the theme uses the mapped brand, in every
    /// mode where that value keeps the role's promises as a P3 screen measures them.
    static func wideGamut(
        source: Source, brand: RGBColor, target: ThemeTarget, palettes: [ThemePalette], overrides: [Override]
    ) -> WideGamut {
        let given = source.brand.withAlpha(1)
        guard !given.isInGamut else { return WideGamut() }
        let p3 = CSSColor(given).converted(to: .displayP3).components.map { $0 ?? 0 }
        guard p3.allSatisfy({ (-1e-5...(1 + 1e-5)).contains($0) }) else { return WideGamut() }
        var wide = WideGamut(brand: given)
        for (mode, palette) in zip(ThemeMode.allCases, palettes) {
            let pairs = ThemePair.declared(in: mode, target: target)
            for role in brandRoles
            where palette[role] == brand && !overrides.contains(where: { $0.mode == mode && $0.role == role })
            {
                func shown(_ other: ThemeRole) -> RGBColor { other == role ? given : palette[other] }
                let checks = pairs.filter { $0.text == role || $0.on == role }.map { pair in
                    ThemeCheck(
                        mode: mode, pair: pair,
                        value: target.measureOnWideDisplay(text: shown(pair.text), on: shown(pair.on)))
                }
                guard checks.allSatisfy(\.passes) else { continue }
                wide.roles[mode, default: []].append(role)
                wide.checks += checks
            }
        }
        return wide
    }

    /// The color a Display P3 screen shows for `role` in `mode` when it is the wide-gamut brand,
    /// else nil (the sRGB color serves every screen).
    public func wideColor(_ role: ThemeRole, in mode: ThemeMode) -> RGBColor? {
        wideRoles[mode]?.contains(role) == true ? wideBrand : nil
    }
}
