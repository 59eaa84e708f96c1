// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "UIHost",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
        .library(name: "UIHostServer", targets: ["UIHostServer"]),
        .library(name: "UIHostCore", targets: ["UIHostCore"]),
        .library(name: "UIHostWebSocket", targets: ["UIHostWebSocket"]),
        // Test doubles for code built on the host core: an in-memory transport.
        .library(name: "UIHostTesting", targets: ["UIHostTesting"]),
        .library(name: "UIHostClient", targets: ["UIHostClient"]),
        // For Fuzz/, the libFuzzer package that builds against these modules by path.
        .library(name: "UIHostProtocol", targets: ["UIHostProtocol"]),
        .library(name: "UIHostDemo", targets: ["UIHostDemo"]),
        .library(name: "UIHostPort", targets: ["UIHostPort"]),
        // What `import os` becomes in ported apps: Logger and os_log, writing to the host log.
        .library(name: "HeadlessOSLog", targets: ["HeadlessOSLog"]),
        .library(name: "UIHostRender", targets: ["UIHostRender"]),
        .executable(name: "uihost-font-metrics", targets: ["uihost-font-metrics"]),
        .executable(name: "uihost", targets: ["uihost"]),
        .executable(name: "uihost-bench", targets: ["UIHostBenchmarks"]),
        .executable(name: "counter-app", targets: ["CounterApp"]),
        .executable(name: "solver-bench", targets: ["SolverBench"]),
        // The port tool alone, and the build-tool plugin that runs it on an app's sources (docs/uikit-rules.md 18.12).
        .executable(name: "uihost-port", targets: ["uihost-port"]),
        .plugin(name: "UIHostPortPlugin", targets: ["UIHostPortPlugin"]),
        .executable(name: "shelf-app", targets: ["ShelfAppExample"]),
    ],
    // docs/uikit-rules.md 18.8: HeadlessUIKit's main-actor API as Apple's Objective-C import gives it to Swift 5
    // code, `@preconcurrency`. Off by default, so Swift 6 clients get isolation errors; `uihost init` turns it on
    // for a ported Swift 5 app (`.package(path:traits:)`), and `swift build --traits UIKitPreconcurrency` here.
    traits: [
        .trait(name: "UIKitPreconcurrency",
               description: "HeadlessUIKit's @MainActor declarations are @preconcurrency, as Apple's UIKit is to Swift 5 code."),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    ],
    targets: [
        // An incremental Cassowary simplex solver with UIKit's priority order: Auto Layout's engine.
        .target(name: "ConstraintSolver", path: "Sources/ConstraintSolver"),
        // The UIKit-compatible runtime. No I/O: no sockets, no files, no JSON.
        .target(name: "HeadlessUIKit", dependencies: ["ConstraintSolver"], path: "Sources/HeadlessUIKit"),
        // libwebsockets, imported through a module map and a small shim header.
        .systemLibrary(
            name: "CLibWebSockets",
            path: "Sources/CLibWebSockets",
            pkgConfig: "libwebsockets",
            providers: [.apt(["libwebsockets-dev"])]
        ),
        // OpenSSL's libcrypto (already linked by libwebsockets): SHA-256 for recordings.
        .systemLibrary(
            name: "CLibCrypto",
            path: "Sources/CLibCrypto",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"])]
        ),
        // Cairo, FreeType, HarfBuzz, libpng and libjpeg-turbo, imported through a module map and a small shim header (docs/rendering.md).
        .systemLibrary(
            name: "CCairo",
            path: "Sources/CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev", "libfreetype-dev", "libharfbuzz-dev", "libpng-dev", "libjpeg62-turbo-dev"])]
        ),
        // The screenshots: replays the runtime's display lists into pixels with Cairo, text shaped by HarfBuzz in
        // the Inter font (docs/rendering.md). The one module of the runtime's side with C dependencies.
        .target(name: "UIHostRender", dependencies: ["HeadlessUIKit", "CCairo", "CLibCrypto"], path: "Sources/UIHostRender"),
        // Prints the bundled fonts' metrics table for HeadlessUIKit (scripts/generate-font-metrics).
        .executableTarget(name: "uihost-font-metrics", dependencies: ["UIHostRender"], path: "Sources/uihost-font-metrics"),
        // JSON-RPC 2.0 types, the method catalogue, selectors and errors, and the transport seam
        // (`MessageTransport`, `TransportEvent`, `ConnectionID`). No I/O.
        .target(name: "UIHostProtocol", path: "Sources/UIHostProtocol"),
        // The WebSocket transport on libwebsockets: moves bytes, knows nothing of UIKit or JSON-RPC methods.
        .target(name: "UIHostWebSocket", dependencies: ["UIHostProtocol", "CLibWebSockets"], path: "Sources/UIHostWebSocket"),
        // The host core: maps protocol methods onto the runtime, records and replays, and serves clients through
        // any `MessageTransport`. Imports no transport.
        .target(name: "UIHostCore", dependencies: ["HeadlessUIKit", "UIHostProtocol", "CLibCrypto", "UIHostRender"], path: "Sources/UIHostCore"),
        // The in-memory transport that tests drive the host core through.
        .target(name: "UIHostTesting", dependencies: ["UIHostProtocol"], path: "Sources/UIHostTesting"),
        // A served process: the core on the WebSocket transport, the command-line options, signals, `@main` apps.
        .target(
            name: "UIHostServer",
            dependencies: [
                "UIHostCore", "UIHostWebSocket", "HeadlessUIKit", "UIHostRender",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/UIHostServer"
        ),
        // The built-in demo app, written against the public runtime API like any user app.
        .target(name: "UIHostDemo", dependencies: ["HeadlessUIKit"], path: "Sources/UIHostDemo"),
        // os.log for ported apps (`import os` becomes `import HeadlessOSLog`): Logger and os_log on standard error.
        .target(name: "HeadlessOSLog", path: "Sources/HeadlessOSLog"),
        // `uihost port`: rewrites UIKit app sources for HeadlessUIKit and generates their registrations. Reads and
        // writes Swift source only; knows nothing of the runtime beyond the names it generates.
        .target(
            name: "UIHostPort",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            path: "Sources/UIHostPort"
        ),
        // `uihost-port SRC --out OUT`: the port library with nothing of the host, for UIHostPortPlugin.
        .executableTarget(name: "uihost-port", dependencies: ["UIHostPort"], path: "Sources/uihost-port"),
        // Ports the app folder a target's uihost-port.json names into the build, leaving the app's files as they are.
        .plugin(name: "UIHostPortPlugin", capability: .buildTool(), dependencies: ["uihost-port"], path: "Plugins/UIHostPortPlugin"),
        // The command line: argument parsing only.
        .executableTarget(
            name: "uihost",
            dependencies: [
                "UIHostServer",
                "UIHostDemo",
                "UIHostPort",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/uihost"
        ),
        // The Swift client, on libwebsockets' client API.
        .target(
            name: "UIHostClient",
            dependencies: ["UIHostProtocol", "CLibWebSockets"],
            path: "Clients/swift/Sources/UIHostClient"
        ),
        // An example app with `@main`, served over the protocol because it imports UIHostServer.
        .executableTarget(name: "CounterApp", dependencies: ["HeadlessUIKit", "UIHostServer"], path: "Examples/CounterApp"),
        // An app as Xcode keeps it (Examples/ShelfApp/ShelfApp: UIKit sources, storyboards, Info.plist), in Swift 5
        // mode, built through UIHostPortPlugin from the folder `uihost init` writes; Examples/ShelfApp/tests drives it.
        // Not named ShelfApp: the package `uihost init` writes there has that target, and target names are unique
        // across a package graph.
        .executableTarget(
            name: "ShelfAppExample",
            dependencies: ["HeadlessUIKit", "HeadlessOSLog", "UIHostServer"],
            path: "Examples/ShelfApp/UIHost/ShelfApp",
            exclude: ["uihost-port.json"],
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: ["UIHostPortPlugin"]
        ),
        .executableTarget(
            name: "UIHostBenchmarks",
            dependencies: ["HeadlessUIKit", "UIHostServer", "UIHostClient", "UIHostProtocol", "UIHostDemo", "UIHostRender"],
            path: "Benchmarks/UIHostBenchmarks"
        ),
        // The solver alone: `swift run -c release solver-bench` prints its figures (docs/benchmarks.md).
        .executableTarget(name: "SolverBench", dependencies: ["ConstraintSolver"], path: "Benchmarks/SolverBench"),
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"]),
        .testTarget(name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit"]),
        .testTarget(name: "UIHostDemoTests", dependencies: ["UIHostDemo"]),
        // Fixtures/ holds UIKit-style sources the tests port; they are read, not compiled into the target.
        .testTarget(name: "UIHostPortTests", dependencies: ["UIHostPort", "HeadlessUIKit", "HeadlessOSLog"], exclude: ["Fixtures"]),
        .testTarget(name: "HeadlessOSLogTests", dependencies: ["HeadlessOSLog"]),
        // Goldens/ holds the expected PNGs, Fixtures/ the asset files drawn; both read by path.
        .testTarget(name: "UIHostRenderTests", dependencies: ["UIHostRender", "HeadlessUIKit", "UIHostDemo"],
                    exclude: ["Goldens", "Fixtures"]),
        .testTarget(name: "UIHostProtocolTests", dependencies: ["UIHostProtocol"]),
        .testTarget(name: "UIHostServerTests", dependencies: [
            "UIHostServer", "UIHostCore", "UIHostWebSocket", "UIHostTesting", "UIHostClient", "UIHostDemo", "CLibWebSockets",
        ]),
    ]
)
