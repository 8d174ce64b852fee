/// A request to check colors that are not a stored scheme (`POST /api/v1/schemes/audit`): the
/// same check a stored scheme gets, for colors the caller has in hand.
public struct PaletteAuditRequest: Codable, Hashable, Sendable {
    /// The colors in order, as hex or any color ColorKit reads; 1 to `SchemeDraft.maximumColors`.
    public var colors: [String]

    /// Creates a request.
    public init(colors: [String]) {
        self.colors = colors
    }

    /// The colors read, in order; a scheme's bounds hold, since the check is a scheme's.
    public func hexes() throws(ColrError) -> [ColorHex] {
        guard (1...SchemeDraft.maximumColors).contains(colors.count) else {
            throw .invalidRequest(
                reason: "send 1 to \(SchemeDraft.maximumColors) colors in \"colors\", not \(colors.count)")
        }
        var hexes: [ColorHex] = []
        for color in colors { hexes.append(try ColorHex.parse(color)) }
        return hexes
    }
}
