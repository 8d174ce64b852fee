import Codecs
import ColorKit
import ColrModels
import ComputeThreads
import Vapor

/// `POST /api/v1/images/colors`: the dominant colors of a PNG image.
public struct ImageRoutes: RouteCollection, Sendable {
    let context: ColrRouteContext
    let gate: ComputeGate

    /// The largest PNG file accepted.
    static let maximumBytes = 2 << 20
    /// The most pixels an image may have: decoding is bounded by this, not by the file's size.
    static let maximumPixels = 4_000_000

    /// Creates the routes; at most `concurrentImages` images are read at once.
    public init(context: ColrRouteContext, concurrentImages: Int = 2) {
        self.context = context
        self.gate = ComputeGate(limit: concurrentImages)
    }

    /// Registers the route.
    public func boot(routes: any RoutesBuilder) throws {
        routes.on(
            .POST, "images", "colors", body: .collect(maxSize: ByteCount(value: Self.maximumBytes)),
            use: colors)
    }

    /// The image in the body (`image/png`), clustered into `count` (1…16, default 5) colors
    /// from `seed` (default 0).
    @Sendable func colors(_ request: Request) async throws -> Response {
        let bytes = request.body.data.map { Array($0.readableBytesView) } ?? []
        guard !bytes.isEmpty else {
            throw ColrError.invalidRequest(reason: "send a PNG image as the request body")
        }
        let count = try Self.integer(request, "count", default: 5, in: 1...DominantColors.maximumCount)
        let seed = UInt64(try Self.integer(request, "seed", default: 0, in: 0...Int(Int32.max)))
        // Decoding a large image takes tens of milliseconds: a few at a time, off the event loop.
        let body = try await gate.run { () throws(ColrError) -> ExtractedPaletteBody in
            let image: RGBAImage
            do throws(CodecError) {
                image = try PNGDecoder.decode(bytes, maximumPixels: Self.maximumPixels)
            } catch {
                throw .invalidRequest(reason: error.description)
            }
            do throws(ColorKitError) {
                let clusters = try DominantColors.find(in: image, count: count, seed: seed)
                return ExtractedPaletteBody(image: image, clusters: clusters, seed: seed)
            } catch {
                throw .invalidRequest(reason: error.description)
            }
        }
        return try JSONResponse.make(body)
    }

    private static func integer(
        _ request: Request, _ name: String, default value: Int, in range: ClosedRange<Int>
    )
        throws(ColrError) -> Int
    {
        guard let text = request.query[String.self, at: name] else { return value }
        guard let number = Int(text), range.contains(number) else {
            throw .invalidRequest(
                reason:
                    "\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), not \"\(ColrError.excerpt(text))\""
            )
        }
        return number
    }
}
