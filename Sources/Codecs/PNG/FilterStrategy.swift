import ColorKit

/// How an image's rows are filtered: each row with its cheapest filter by the sum heuristic,
/// or every row with the same filter.
///
/// The per-row heuristic only looks at residual sizes, not at what deflate can match. On the
/// hue/saturation chart at 1024×1024, Sub on every row compresses 24 % smaller than the
/// heuristic's mix of Paeth and Up, and 27 % at 640×480. On other images the heuristic wins, or
/// ties with Up everywhere, which is then faster because it skips costing the rows. So the
/// encoder tries each candidate on a band of rows and keeps the one that compresses smallest.
enum FilterStrategy: Equatable {
    case adaptive
    case uniform(PNGFilter)

    /// Paeth everywhere and Average everywhere never won by more than a few percent in our
    /// measurements; the heuristic picks Paeth for most rows anyway.
    static let candidates: [FilterStrategy] = [.adaptive, .uniform(.sub), .uniform(.up)]

    /// Rows in the trial band. In our measurements eight rows sometimes picked a worse
    /// candidate; sixteen picked the best one on every image we tried.
    static let sampleRows = 16

    /// The trial filters and compresses `sampleRows` rows once per candidate, about
    /// `candidates.count * sampleRows / height` of the encode. With zlib it pays for itself even
    /// on the app's 360×200 chart: Sub wins there too (6.9 KB against 7.3 KB for the heuristic)
    /// and is quicker to deflate, so the trial and encode together take less time than the
    /// heuristic alone. Only images too short to hold a band and its row above go without.
    static var minimumTrialHeight: Int { 2 * sampleRows }

    /// The filter for one row with these costs.
    func filter(for costs: @autoclosure () -> FilterCosts) -> PNGFilter {
        switch self {
        case .adaptive: costs().cheapest
        case .uniform(let filter): filter
        }
    }

    /// The candidate whose filtered band from the middle of `image` compresses smallest.
    static func choose(for image: RGBAImage) -> FilterStrategy {
        guard image.height >= minimumTrialHeight else { return .adaptive }
        let rowLength = image.width * 4
        // One row above the band comes along so that the band's first row is filtered against
        // its real neighbour, as it will be in the full image; that row's output is dropped.
        let first = image.height / 2 - sampleRows / 2
        let band = RGBAImage(
            width: image.width, height: sampleRows + 1,
            pixels: Array(image.pixels[((first - 1) * rowLength)..<((first + sampleRows) * rowLength)]))
        var best = (strategy: FilterStrategy.adaptive, size: Int.max)
        for candidate in candidates {
            let filtered = PNGFilter.filteredScanlines(band, strategy: candidate)
            let size = Zlib.compress(Array(filtered[(rowLength + 1)...]), framing: .raw).count
            // Strictly smaller, so ties keep the earlier candidate, the heuristic first.
            if size < best.size { best = (candidate, size) }
        }
        return best.strategy
    }
}
