// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Colr",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "ColorKit", targets: ["ColorKit"]),
        .library(name: "ColrCore", targets: ["ColrCore"]),
        .library(name: "ColrClient", targets: ["ColrClient"]),
        .library(name: "ColrClientTesting", targets: ["ColrClientTesting"]),
        .library(name: "ViewKit", targets: ["ViewKit"]),
        .library(name: "ViewKitVapor", targets: ["ViewKitVapor"]),
        .library(name: "ViewKitTesting", targets: ["ViewKitTesting"]),
        .executable(name: "colr", targets: ["colr"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/vapor/vapor", from: "4.122.3"),
        .package(url: "https://github.com/vapor/fluent", from: "4.13.0"),
        .package(url: "https://github.com/vapor/fluent-kit", from: "1.57.0"),
        .package(url: "https://github.com/vapor/sql-kit", from: "3.36.0"),
        .package(url: "https://github.com/vapor/fluent-sqlite-driver", from: "4.9.0"),
        .package(url: "https://github.com/vapor/fluent-postgres-driver", from: "2.14.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/vapor/websocket-kit", from: "2.16.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        .target(
            name: "ColorKit",
            resources: [
                .copy("Resources/colornames.csv"), .copy("Resources/colornames.LICENSE"),
                .copy("Resources/x11-rgb.txt"), .copy("Resources/x11-rgb.COPYRIGHT"),
            ]
        ),
        .target(
            name: "ColrCore",
            dependencies: ["ColorKit"]
        ),
        .target(
            name: "ColrClient",
            dependencies: ["ColrCore"]
        ),
        .target(
            name: "ColrClientTesting",
            dependencies: ["ColrClient", "ColrCore"]
        ),
        .target(
            name: "ViewKit",
            dependencies: [],
            resources: [.copy("Resources/viewkit.js"), .copy("Resources/viewkit.css")]
        ),
        .target(
            name: "ViewKitTesting",
            dependencies: ["ViewKit"]
        ),
        .target(
            name: "ViewKitVapor",
            dependencies: [
                "ViewKit",
                .product(name: "Vapor", package: "vapor"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
            ]
        ),
        .target(
            name: "ColrApp",
            dependencies: [
                "ViewKit", "ColrCore", "ColorKit", .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "ViewKitDemo",
            dependencies: ["ViewKit"]
        ),
        .target(
            name: "ColrStore",
            dependencies: [
                "ColrCore",
                .product(name: "FluentKit", package: "fluent-kit"),
                .product(name: "SQLKit", package: "sql-kit"),
                .product(name: "FluentSQLiteDriver", package: "fluent-sqlite-driver"),
                .product(name: "FluentPostgresDriver", package: "fluent-postgres-driver"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "ColrAPI",
            dependencies: [
                "ColrCore",
                .product(name: "Vapor", package: "vapor"),
            ],
            resources: [.copy("Resources/openapi.json")]
        ),
        .target(
            name: "ColrServer",
            dependencies: [
                "ColrCore", "ColrStore", "ColrAPI", "ColrApp", "ViewKit", "ViewKitDemo", "ViewKitVapor",
                .product(name: "Vapor", package: "vapor"),
                .product(name: "Fluent", package: "fluent"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        .executableTarget(
            name: "colr",
            dependencies: [
                "ColorKit",
                "ColrServer",
                "ColrClient",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "ColrBenchmarks",
            dependencies: ["ColorKit"],
            path: "Benchmarks/ColrBenchmarks"
        ),
        .executableTarget(
            name: "ViewKitLoad",
            dependencies: [.product(name: "WebSocketKit", package: "websocket-kit")],
            path: "Benchmarks/ViewKitLoad"
        ),
        .testTarget(
            name: "ColorKitTests",
            dependencies: ["ColorKit"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "ColrCoreTests",
            dependencies: ["ColrCore"]
        ),
        .testTarget(
            name: "ColrClientTests",
            dependencies: ["ColrClient", "ColrClientTesting", "ColrCore", "ColrServer"]
        ),
        .testTarget(
            name: "ColrAppTests",
            dependencies: ["ColrApp", "ViewKit", "ViewKitTesting", "ColrCore", "ColorKit"]
        ),
        .testTarget(
            name: "ViewKitTests",
            dependencies: ["ViewKit", "ViewKitTesting", "ViewKitDemo"]
        ),
        .testTarget(
            name: "ViewKitVaporTests",
            dependencies: ["ViewKitVapor", "ViewKit", "ViewKitDemo"]
        ),
        .testTarget(
            name: "ColrAPITests",
            dependencies: ["ColrAPI", "ColrCore"]
        ),
        .testTarget(
            name: "ColrServerTests",
            dependencies: [
                "ColrServer", "ColrStore", "ColrCore",
                .product(name: "VaporTesting", package: "vapor"),
            ]
        ),
        .testTarget(
            name: "colrTests",
            dependencies: ["colr"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
