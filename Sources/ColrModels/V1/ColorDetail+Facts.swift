import ColorKit

extension ColorDetail {
    /// The notations listed in ``notations``.
    static let formats: [ColorFormat] = [
        .rgb, .hsb, .css(.hsl), .css(.hwb), .css(.lab), .css(.lch), .css(.oklab), .css(.oklch),
        .css(.displayP3),
    ]

    /// The facts of a color: hex, channels, notations and names, with no store data.
    ///
    /// They depend only on the hex, so servers cache them; ``init(facts:stored:)`` adds the tags.
    public init(facts hex: ColorHex, catalogs: [ColorNameCatalog]) {
        let color = hex.color
        let rgb8 = color.rgb8
        var notations: [String: String] = [:]
        for format in Self.formats { notations[format.rawValue] = color.formatted(format) }
        var exact: [NameEntry] = []
        var nearest: [NameEntry] = []
        for catalog in catalogs {
            for named in catalog.names(exactlyMatching: color) {
                exact.append(NameEntry(named, distance: 0))
            }
            if let match = catalog.nearest(to: color) {
                nearest.append(NameEntry(match.named, distance: match.distance))
            }
        }
        self.init(
            hex: hex.value, stored: false, createdAt: nil,
            rgb: RGBChannels(red: Int(rgb8.red), green: Int(rgb8.green), blue: Int(rgb8.blue)),
            notations: notations, names: ColorNameMatches(exact: exact, nearest: nearest), tags: [])
    }
}

extension NameEntry {
    init(_ named: NamedColor, distance: Double) {
        self.init(
            namespace: named.namespace.rawValue, name: named.name,
            hex: named.color.rgb8.hexString(uppercase: false, prefix: ""), distance: distance)
    }
}
