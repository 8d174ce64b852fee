import ArgumentParser
import Codecs
import ColorKit
import ColrModels
import Foundation
import PaletteFormats

/// `colr palette extract IMAGE`: an image's dominant colors, by k-means in OKLab.
struct PaletteExtractCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "Find the dominant colors of a PNG image.",
        discussion: """
            Colors are clustered in OKLab (k-means, seeded k-means++), most common first, each \
            with its nearest CSS name and the share of the image it covers. The same seed always \
            gives the same colors. To keep them as a palette on a server:
              colr palette extract photo.png --format gpl | colr palette import -
            """)

    @Argument(help: "A PNG file (- reads standard input).")
    var image: String

    @Option(name: .shortAndLong, help: "How many colors to find (1…16).")
    var count = 5

    @Option(help: "The seed that places the first clusters; another seed may find other colors.")
    var seed: UInt64 = 0

    @Option(help: "Print the colors as a palette file: gpl, css, dtcg, tailwind, android, svg, swift.")
    var format: PaletteFormat?

    @Flag(help: "Print JSON.")
    var json = false

    struct Report: Encodable {
        let hex: String
        let name: String
        let share: Double
    }

    func validate() throws {
        guard (1...DominantColors.maximumCount).contains(count) else {
            throw ValidationError("--count must be 1…\(DominantColors.maximumCount), not \(count).")
        }
        if let format, !format.isText {
            throw ValidationError(
                "\(format.title) is not text; pick gpl, css, dtcg, tailwind, android, svg or swift.")
        }
    }

    func run() async throws {
        let bytes =
            image == "-"
            ? await StandardInput.readAll()
            : try Self.read(image)
        let clusters = try DominantColors.find(in: PNGDecoder.decode(Array(bytes)), count: count, seed: seed)
        let named = clusters.map { cluster in
            (cluster, ColorNameCatalog.css.nearest(to: cluster.color)?.named.name ?? "")
        }
        if let format {
            let title = URL(fileURLWithPath: image == "-" ? "Image" : image).deletingPathExtension()
                .lastPathComponent
            let document = PaletteDocument(
                name: title, entries: named.map { .init(name: $0.1, color: $0.0.color.rgb8) })
            FileHandle.standardOutput.write(Data(PaletteExporter.export(document, as: format)))
            return
        }
        if json {
            return try Output.json(
                named.map {
                    Report(hex: $0.0.color.hex, name: $0.1, share: ($0.0.share * 1000).rounded() / 1000)
                })
        }
        for (cluster, name) in named {
            let number = Output.number(cluster.share * 100, digits: 1)
            let percent = String(repeating: " ", count: max(0, 5 - number.count)) + number
            print(Output.swatch(cluster.color) + "\(cluster.color.hex)  \(percent)%  \(name)")
        }
    }

    /// The file's bytes, or an error that names the file.
    private static func read(_ path: String) throws -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ValidationError("cannot read \(path): \((error as NSError).localizedDescription)")
        }
    }
}
