// swift-tools-version: 6.1
import PackageDescription

let vapor = Target.Dependency.product(name: "Vapor", package: "vapor")
// The metrics facade: the modules that count things speak it, and only ColrServer knows Prometheus.
let coreMetrics = Target.Dependency.product(name: "CoreMetrics", package: "swift-metrics")

func nio(_ module: String) -> Target.Dependency { .product(name: module, package: "swift-nio") }

let package = Package(
    name: "Colr",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "ColorKit", targets: ["ColorKit"]),
        // The X11 and color-names lists (706 KB), apart so that the SDK does not ship them.
        .library(name: "ColorNames", targets: ["ColorNames"]),
        .library(name: "ColrModels", targets: ["ColrModels"]),
        .library(name: "ColrDomain", targets: ["ColrDomain"]),
        .library(name: "Codecs", targets: ["Codecs"]),
        .library(name: "PaletteFormats", targets: ["PaletteFormats"]),
        .library(name: "TokenFormats", targets: ["TokenFormats"]),
        .library(name: "ColrClient", targets: ["ColrClient"]),
        .library(name: "ColrClientTesting", targets: ["ColrClientTesting"]),
        .library(name: "ViewKit", targets: ["ViewKit"]),
        .library(name: "ViewKitVapor", targets: ["ViewKitVapor"]),
        .library(name: "ViewKitTesting", targets: ["ViewKitTesting"]),
        // A ColorKit theme as ViewKit's semantic colors, in one call; apart so ViewKit needs no ColorKit.
        .library(name: "ViewKitThemes", targets: ["ViewKitThemes"]),
        .executable(name: "colr", targets: ["colr"]),
        .executable(name: "ViewKitCounter", targets: ["ViewKitCounter"]),
        .executable(name: "ViewKitDemoServer", targets: ["ViewKitDemoServer"]),
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
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
    ],
    targets: [
        // Each target lists exactly what it imports (checked by scripts/check-imports, which
        // scripts/test runs before building with --explicit-target-dependency-import-check error).
        // ColorKit has no resources: ColrClient embeds it, and scripts/test checks that the
        // SDK's products carry no name list.
        .target(name: "ColorKit"),
        // Debian's zlib (zlib1g-dev), which Vapor links already; PNG and ZIP compress with it.
        .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
        // PNG and ZIP, read from untrusted bytes and written: pure, no IO.
        .target(name: "Codecs", dependencies: ["ColorKit", "CZlib"]),
        // Palette import and export formats: pure, no IO.
        .target(name: "PaletteFormats", dependencies: ["ColorKit", "ColrModels", "Codecs"]),
        // The themes teams keep (CSS, Tailwind, DTCG, asset catalogs, Android, Material) as token sets,
        // pairs files, fixes written back in place, and check reports.
        .target(name: "TokenFormats", dependencies: ["ColorKit", "ColrModels", "Codecs", "PaletteFormats"]),
        .target(
            name: "ColorNames",
            dependencies: ["ColorKit"],
            resources: [
                .copy("Resources/colornames.csv"), .copy("Resources/colornames.LICENSE"),
                .copy("Resources/x11-rgb.txt"), .copy("Resources/x11-rgb.COPYRIGHT"),
            ]
        ),
        .target(name: "RateLimiting"),
        // Threads of their own for slow work, and a gate that bounds how many run: no dependencies,
        // so the API, the app, the CLI and the tests share them.
        .target(name: "ComputeThreads"),
        // Signed values, digests of secrets, constant-time comparison, base64url: one of each.
        .target(name: "Secrets", dependencies: [.product(name: "Crypto", package: "swift-crypto")]),
        // What the SDK and the server both speak: values, wire bodies, errors. Pure, no IO.
        .target(name: "ColrModels", dependencies: ["ColorKit"]),
        // The server's domain: store protocols, access, metering, the change feed. Pure, no IO.
        .target(name: "ColrDomain", dependencies: ["ColrModels", "ColorKit", "RateLimiting", "Secrets"]),
        .target(name: "ColrClient", dependencies: ["ColrModels", "ColorKit"]),
        .target(name: "ColrClientTesting", dependencies: ["ColrClient", "ColrModels"]),
        .target(
            name: "ViewKit",
            resources: [.copy("Resources/runtime"), .copy("Resources/viewkit.css")]
        ),
        .target(name: "ViewKitTesting", dependencies: ["ViewKit"]),
        // The bridge from ColorKit's themes to ViewKit's semantic colors: the one mapping of roles.
        .target(name: "ViewKitThemes", dependencies: ["ViewKit", "ColorKit"]),
        .target(
            name: "ViewKitVapor",
            dependencies: [
                "ViewKit", "RateLimiting", "Secrets", vapor, nio("NIOCore"), nio("NIOHTTP1"),
                nio("NIOWebSocket"), coreMetrics,
            ]
        ),
        .target(name: "ViewKitDemo", dependencies: ["ViewKit"]),
        .target(
            name: "ColrApp",
            dependencies: [
                "ViewKit", "ViewKitThemes", "ColrModels", "ColrDomain", "ColorKit", "Codecs",
                "PaletteFormats", "TokenFormats", "ComputeThreads",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "ColrStore",
            dependencies: [
                "ColrModels", "ColrDomain", "ColorKit", "Secrets",
                .product(name: "FluentKit", package: "fluent-kit"),
                .product(name: "SQLKit", package: "sql-kit"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"), nio("NIOCore"),
            ]
        ),
        // ViewKitVapor for the share routes: the edit link grants editing to the browser the app
        // knows (its visitor cookie), and the share page escapes its HTML as ViewKit does.
        .target(
            name: "ColrAPI",
            dependencies: [
                "ColrModels", "ColrDomain", "ColorKit", "Codecs", "PaletteFormats", "TokenFormats",
                "ComputeThreads", "ViewKit", "ViewKitVapor",
                vapor,
            ],
            resources: [.copy("Resources/openapi.json")]
        ),
        .target(
            name: "ColrServer",
            dependencies: [
                "ColorKit", "ColorNames", "ColrModels", "ColrDomain", "ColrStore", "ColrAPI", "ColrApp",
                "ViewKit",
                "ViewKitVapor", "Secrets", "ComputeThreads",
                vapor,
                .product(name: "Fluent", package: "fluent"),
                .product(name: "FluentSQLiteDriver", package: "fluent-sqlite-driver"),
                .product(name: "FluentPostgresDriver", package: "fluent-postgres-driver"),
                .product(name: "SQLKit", package: "sql-kit"),
                .product(name: "Logging", package: "swift-log"),
                nio("NIOCore"), nio("NIOConcurrencyHelpers"), nio("NIOHTTP1"),
                coreMetrics, .product(name: "Prometheus", package: "swift-prometheus"),
            ]
        ),
        .executableTarget(
            name: "colr",
            dependencies: [
                "Codecs", "ColorKit", "ColorNames", "ColrModels", "ColrClient", "ColrServer",
                "ComputeThreads",
                "PaletteFormats", "TokenFormats",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "ColrBenchmarks",
            dependencies: [
                "Codecs", "ColorKit", "ColorNames", "ColrModels", "ColrDomain", "PaletteFormats",
                "TokenFormats", "ColrBenchmarksC",
            ],
            path: "Benchmarks/ColrBenchmarks"
        ),
        // C references the benchmarks measure ColorKit against (HSB → hex); nothing else links it.
        .target(name: "ColrBenchmarksC", path: "Benchmarks/ColrBenchmarksC"),
        .executableTarget(
            name: "ViewKitLoad",
            dependencies: [
                nio("NIOCore"), nio("NIOPosix"), .product(name: "WebSocketKit", package: "websocket-kit"),
            ],
            path: "Benchmarks/ViewKitLoad"
        ),
        // NOTIFY across instances: live sessions on each, tag writes at a fixed rate, a plain LISTEN
        // beside them (scripts/bench-notify).
        .executableTarget(
            name: "NotifyLoad",
            dependencies: [
                nio("NIOCore"), nio("NIOPosix"), nio("NIOHTTP1"),
                .product(name: "WebSocketKit", package: "websocket-kit"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Benchmarks/NotifyLoad"
        ),
        .executableTarget(
            name: "ViewKitCounter",
            dependencies: ["ViewKit", "ViewKitVapor", vapor],
            path: "Examples/ViewKitCounter"
        ),
        // ViewKit's demo, served alone: what ViewKit's browser tests drive. Not part of `colr serve`.
        .executableTarget(
            name: "ViewKitDemoServer",
            dependencies: ["ViewKitDemo", "ViewKitVapor", "ViewKitThemes", "ViewKit", "ColorKit", vapor],
            path: "Examples/ViewKitDemoServer"
        ),
        // Every test target depends on TestSupport: running processes and blocking work off Swift's
        // cooperative pool, and the pool watchdog that fails the run when something blocks it.
        .target(name: "PoolWatchdogC", path: "Tests/PoolWatchdogC"),
        .target(
            name: "TestSupport", dependencies: ["PoolWatchdogC", "ComputeThreads"], path: "Tests/TestSupport"),
        .testTarget(
            name: "TestSupportTests", dependencies: ["TestSupport", "ComputeThreads", "PoolWatchdogC"]),
        .testTarget(name: "ComputeThreadsTests", dependencies: ["ComputeThreads"]),
        // One test kit: the server every test target starts, the test databases, an in-memory store.
        .target(
            name: "ColrTestKit",
            dependencies: [
                "ColrServer", "ColrModels", "ColrDomain", "TestSupport", "ComputeThreads", vapor,
                nio("NIOCore"),
                .product(name: "VaporTesting", package: "vapor"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tests/ColrTestKit"
        ),
        .testTarget(
            name: "ColorKitTests", dependencies: ["TestSupport", "ColorKit"],
            resources: [.copy("Fixtures")]),
        .testTarget(name: "CodecsTests", dependencies: ["TestSupport", "Codecs", "ColorKit"]),
        .testTarget(name: "ColorNamesTests", dependencies: ["TestSupport", "ColorNames", "ColorKit"]),
        .testTarget(
            name: "PaletteFormatsTests",
            dependencies: [
                "TestSupport", "PaletteFormats", "Codecs", "ColorKit", "ColrModels", "ComputeThreads",
            ]),
        .testTarget(
            name: "TokenFormatsTests",
            // PaletteFormats only for round trips: Colr's theme exports read back as token sets.
            dependencies: [
                "TestSupport", "TokenFormats", "ColorKit", "ColrModels", "Codecs", "PaletteFormats",
            ],
            resources: [.copy("Fixtures")]),
        .testTarget(name: "ColrModelsTests", dependencies: ["TestSupport", "ColrModels"]),
        .testTarget(
            name: "ColrDomainTests", dependencies: ["TestSupport", "ColrDomain", "ColrModels", "Secrets"]),
        .testTarget(name: "RateLimitingTests", dependencies: ["TestSupport", "RateLimiting"]),
        .testTarget(name: "SecretsTests", dependencies: ["TestSupport", "Secrets"]),
        .testTarget(
            name: "ColrClientTests",
            dependencies: [
                "TestSupport",
                "ColrClient", "ColrClientTesting", "ColrModels", "Codecs", "ColorKit", "ColrTestKit",
                "PaletteFormats",
            ]
        ),
        .testTarget(
            name: "ColrAppTests",
            dependencies: [
                "TestSupport", "ColrApp", "ViewKit", "ViewKitTesting", "ColrModels", "ColrDomain", "ColorKit",
                "ColrTestKit",
                "PaletteFormats", "TokenFormats", "ComputeThreads",
            ]
        ),
        .testTarget(
            name: "ViewKitTests",
            dependencies: ["TestSupport", "ViewKit", "ViewKitTesting", "ViewKitDemo", "ComputeThreads"]),
        .testTarget(
            name: "ViewKitThemesTests", dependencies: ["TestSupport", "ViewKitThemes", "ViewKit", "ColorKit"]),
        .testTarget(
            name: "ViewKitVaporTests",
            dependencies: [
                "TestSupport", "ViewKitVapor", "ViewKit", "ViewKitDemo", "Secrets", vapor,
                .product(name: "MetricsTestKit", package: "swift-metrics"),
            ]),
        .testTarget(
            name: "ColrStoreTests",
            dependencies: [
                "TestSupport", "ColorKit", "ColrStore", "ColrModels", "ColrDomain", "ColrServer",
                "ColrTestKit", "Secrets",
                .product(name: "Fluent", package: "fluent"), .product(name: "SQLKit", package: "sql-kit"),
                .product(name: "PostgresNIO", package: "postgres-nio"), nio("NIOCore"),
            ]),
        .testTarget(
            name: "ColrAPITests",
            dependencies: [
                "TestSupport",
                "ColrAPI", "ColrModels", "ColrDomain", "ColorKit", "ColrTestKit", "PaletteFormats",
                "ViewKitVapor",
                vapor, .product(name: "VaporTesting", package: "vapor"),
            ]),
        .testTarget(
            name: "ColrServerTests",
            dependencies: [
                "TestSupport",
                "ColrServer", "ColrModels", "ColrDomain", "Codecs", "ColorKit", "ColrApp", "ColrTestKit",
                "ColrStore",
                "PaletteFormats", "ViewKit", "ViewKitDemo", "ViewKitVapor",
                vapor, .product(name: "VaporTesting", package: "vapor"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "WebSocketKit", package: "websocket-kit"),
                nio("NIOCore"), nio("NIOPosix"), nio("NIOWebSocket"), nio("NIOEmbedded"), nio("NIOHTTP1"),
            ]
        ),
        // `colr` is here so the binary the tests run is built first.
        .testTarget(
            name: "colrTests",
            dependencies: [
                "TestSupport", "colr", "Codecs", "ColorKit", "ColrModels", "ColrServer", "PaletteFormats",
                "ColrTestKit",
                vapor,
            ]),
    ],
    swiftLanguageModes: [.v6]
)
