// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Colr",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "ColorKit", targets: ["ColorKit"]),
        .executable(name: "colr", targets: ["colr"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
    ],
    targets: [
        .target(
            name: "ColorKit",
            resources: [
                .copy("Resources/colornames.csv"), .copy("Resources/colornames.LICENSE"),
                .copy("Resources/x11-rgb.txt"), .copy("Resources/x11-rgb.COPYRIGHT"),
            ]
        ),
        .executableTarget(
            name: "colr",
            dependencies: [
                "ColorKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "ColrBenchmarks",
            dependencies: ["ColorKit"],
            path: "Benchmarks/ColrBenchmarks"
        ),
        .testTarget(
            name: "ColorKitTests",
            dependencies: ["ColorKit"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "colrTests",
            dependencies: ["colr"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
