/// How a chart reads a scale: as a few classes (a choropleth's bins, a legend of swatches) or
/// as stops a chart library interpolates between for continuous values.
public enum ScaleForm: Hashable, Sendable {
    /// `count` classes, each a color a reader must tell from its neighbours
    /// (``classRange``: 3…9, the counts ColorBrewer publishes; past nine, readers stop matching
    /// swatches to a legend reliably).
    case classed(Int)
    /// `stops` evenly spaced interpolation stops (``stopRange``), e.g. 9 or 11 for a gradient
    /// legend: neighbours need not be told apart, the chart blends between them.
    case continuous(stops: Int)

    /// The classes a classed scale may have.
    public static let classRange = 3...9
    /// The stops a continuous scale may have.
    public static let stopRange = 3...33

    /// How many colors the scale has.
    public var count: Int {
        switch self {
        case .classed(let count): count
        case .continuous(let stops): stops
        }
    }

    /// Whether neighbours are classes a reader must tell apart.
    public var isClassed: Bool {
        if case .classed = self { return true }
        return false
    }

    /// Throws ``ColorKitError/outOfRange(what:value:range:)`` for a count the form does not allow.
    func validate() throws(ColorKitError) {
        let (what, range) = isClassed ? ("class count", Self.classRange) : ("stop count", Self.stopRange)
        guard range.contains(count) else {
            throw .outOfRange(
                what: what, value: Double(count), range: Double(range.lowerBound)...Double(range.upperBound))
        }
    }
}
