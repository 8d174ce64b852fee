import ColorKit

/// `/api/v1` answer to an image's palette: its dominant colors, most common first.
public struct ExtractedPaletteBody: Codable, Hashable, Sendable {
    /// One dominant color.
    public struct Color: Codable, Hashable, Sendable {
        /// Six lowercase hex digits.
        public var hex: String
        /// The nearest CSS color name.
        public var name: String
        /// The fraction of the image's opaque pixels it stands for, 0…1, to three decimals.
        public var share: Double

        /// Creates a color entry.
        public init(hex: String, name: String, share: Double) {
            self.hex = hex
            self.name = name
            self.share = share
        }
    }

    /// The image's width in pixels.
    public var width: Int
    /// The image's height in pixels.
    public var height: Int
    /// The seed the clustering started from; the same seed gives the same colors.
    public var seed: UInt64
    /// The colors, most common first.
    public var colors: [Color]

    /// Creates an answer.
    public init(width: Int, height: Int, seed: UInt64, colors: [Color]) {
        self.width = width
        self.height = height
        self.seed = seed
        self.colors = colors
    }

    /// The dominant colors of `image`.
    public init(image: RGBAImage, clusters: [DominantColors.Cluster], seed: UInt64) {
        self.init(
            width: image.width, height: image.height, seed: seed,
            colors: clusters.map { cluster in
                Color(
                    hex: ColorHex(cluster.color.rgb8).value,
                    name: ColorNameCatalog.css.nearest(to: cluster.color)?.named.name ?? "",
                    share: (cluster.share * 1000).rounded() / 1000)
            })
    }
}
