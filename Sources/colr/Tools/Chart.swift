import ArgumentParser
import Codecs
import ColorKit
import Foundation

/// `colr chart`: the Picker's hue/saturation chart as a PNG file.
struct Chart: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render the hue/saturation chart at a brightness as a PNG.",
        discussion: "Example: colr chart --brightness 80 --size 360x200 -o chart.png")

    /// The largest side accepted, which bounds memory at 64 MiB of pixels.
    static let maximumSide = 4096

    @Option(help: "Brightness in percent, 0…100.")
    var brightness: Double = 100

    @Option(help: "Width x height in pixels, for example 360x200.")
    var size = "360x200"

    @Option(name: [.customShort("o"), .long], help: "The PNG file to write.")
    var output = "chart.png"

    @Flag(help: "Print JSON describing what was written.")
    var json = false

    struct Report: Encodable {
        let file: String
        let width: Int
        let height: Int
        let brightness: Double
        let bytes: Int
    }

    func dimensions() throws -> (width: Int, height: Int) {
        let parts = size.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
            (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height)
        else {
            throw ValidationError(
                "--size must be WIDTHxHEIGHT, each 1…\(Self.maximumSide), for example 360x200.")
        }
        return (width, height)
    }

    func validate() throws {
        guard brightness.isFinite, (0...100).contains(brightness) else {
            throw ValidationError("--brightness must be between 0 and 100.")
        }
        _ = try dimensions()
    }

    func run() throws {
        let (width, height) = try dimensions()
        let image = HueSaturationChart.render(brightness: brightness, width: width, height: height)
        let png = PNGEncoder.encode(image)
        try Data(png).write(to: URL(fileURLWithPath: output), options: .atomic)
        if json {
            try Output.json(
                Report(file: output, width: width, height: height, brightness: brightness, bytes: png.count))
        } else {
            print(
                "wrote \(output) (\(width)×\(height), brightness \(Output.number(brightness, digits: 0))%, \(png.count) bytes)"
            )
        }
    }
}
