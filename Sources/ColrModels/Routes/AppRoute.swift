/// One screen of the Colr app as its URL names it: the one place a screen's URL segment is
/// written and read, by the app (each screen's `routeComponent` and the router that rebuilds a
/// stack from a URL) and by the server (the share pages' links into the app).
///
/// A URL is the stack of screens on show, one segment each: the tab, each screen pushed, and each
/// screen presented prefixed with `~`, as in `/palettes/palette-7/~share`. ``segment`` prints a
/// screen's segment and ``init(segment:)`` reads one (already percent-decoded); whole paths are
/// in `AppRoute+Path.swift`. Printing is canonical (`color-ff00ff`); reading also takes what
/// earlier URLs held and means the same (`color-F0F`, `palette-007`), so bookmarks keep working
/// and the app writes the canonical URL back. A segment no case reads gives nil, and the app
/// stops rebuilding there and shows the screens it could read.
///
/// Ids are positive and a detail's name is not empty: a route made otherwise prints a segment
/// that reads back as nil.
public enum AppRoute: Hashable, Sendable {
    /// The Colors tab, `colors`.
    case colors
    /// The Picker tab, `picker`.
    case picker
    /// The Search tab, `search`.
    case search
    /// The Palettes tab, `palettes`.
    case palettes
    /// The Top Color tab, `top`.
    case top
    /// A color filling the screen, `detail-red` or `detail-ff8000`: a UIKit or CSS name, hex
    /// digits, or any color notation, as it was typed.
    case detail(name: String)
    /// The sheet that changes the color its presenter shows, `~change`.
    case change
    /// The popover that copies the color its presenter shows, `~copy`.
    case copy
    /// The first visit's sheet, `~welcome`.
    case welcome
    /// A stored color's screen, `color-ff00ff`.
    case color(ColorHex)
    /// The colors carrying a tag, `tag-warm`.
    case tag(TagName)
    /// A color's tonal scale, `scale`, over its color's screen.
    case scale
    /// A color's harmonies, `harmonies`, over its color's screen.
    case harmonies
    /// A theme from the color or palette under it, `theme`.
    case theme
    /// The popover that adds the color under it to a palette, `~add-to-palette`.
    case addToPalette
    /// A palette's editor, `palette-7`.
    case palette(id: Int)
    /// The sheet that imports a palette file, `~import`, over the palette list.
    case importPalette
    /// Checking a team's theme files, `check-theme`, over the palette list.
    case checkTheme
    /// The sheet that shares a palette, `~share`, over its editor.
    case share
    /// The sheet that exports a palette, `~export`, over its editor.
    case export
    /// A palette's history, `history`, over its editor.
    case history
    /// A palette's contrast check, `check`, over its editor.
    case check
    /// Chart colors, `charts`, over a theme or a palette's editor.
    case charts

    /// The segments that name a screen with no parameters.
    private static let words: [String: AppRoute] = [
        "colors": .colors, "picker": .picker, "search": .search, "palettes": .palettes, "top": .top,
        "change": .change, "copy": .copy, "welcome": .welcome, "scale": .scale, "harmonies": .harmonies,
        "theme": .theme, "add-to-palette": .addToPalette, "import": .importPalette,
        "check-theme": .checkTheme, "share": .share, "export": .export, "history": .history, "check": .check,
        "charts": .charts,
    ]

    /// Reads one segment of a URL (percent-decoded, without the `~` of a presented screen); nil
    /// for a segment that names no screen, or names one with a parameter out of range
    /// (`palette-0`, `palette-abc`, `color-xyz`).
    public init?(segment: String) {
        if let word = Self.words[segment] {
            self = word
        } else if let digits = Self.value(of: segment, after: "color-"), let hex = ColorHex(digits) {
            self = .color(hex)
        } else if let name = Self.value(of: segment, after: "tag-"), let tag = try? TagName(name) {
            self = .tag(tag)
        } else if let number = Self.value(of: segment, after: "palette-"), let id = Int(number), id > 0 {
            self = .palette(id: id)
        } else if let name = Self.value(of: segment, after: "detail-"), !name.isEmpty {
            self = .detail(name: name)
        } else {
            return nil
        }
    }

    /// The segment that names this screen in a URL, before percent-encoding.
    public var segment: String {
        switch self {
        case .colors: "colors"
        case .picker: "picker"
        case .search: "search"
        case .palettes: "palettes"
        case .top: "top"
        case .detail(let name): "detail-" + name
        case .change: "change"
        case .copy: "copy"
        case .welcome: "welcome"
        case .color(let hex): "color-" + hex.value
        case .tag(let tag): "tag-" + tag.value
        case .scale: "scale"
        case .harmonies: "harmonies"
        case .theme: "theme"
        case .addToPalette: "add-to-palette"
        case .palette(let id): "palette-\(id)"
        case .importPalette: "import"
        case .checkTheme: "check-theme"
        case .share: "share"
        case .export: "export"
        case .history: "history"
        case .check: "check"
        case .charts: "charts"
        }
    }

    /// Whether the app presents this screen over the one under it (a sheet or a popover, `~` in
    /// the URL) rather than pushing it.
    public var isPresented: Bool {
        switch self {
        case .change, .copy, .welcome, .addToPalette, .importPalette, .share, .export: true
        case .colors, .picker, .search, .palettes, .top, .detail, .color, .tag, .scale, .harmonies, .theme,
            .palette, .checkTheme, .history, .check, .charts:
            false
        }
    }

    /// The text after `prefix`, if `segment` starts with it.
    private static func value(of segment: String, after prefix: String) -> String? {
        segment.hasPrefix(prefix) ? String(segment.dropFirst(prefix.count)) : nil
    }
}
