// swift-tools-version:6.0
// libFuzzer targets for the parts of UIHost that read untrusted bytes. `bash Fuzz/run` builds them with
// `-sanitize=fuzzer,address` applied to every module (so the host's own code is instrumented) and runs each.
import PackageDescription

let package = Package(
    name: "UIHostFuzz",
    dependencies: [.package(name: "UIHost", path: "..")],
    targets: [
        .executableTarget(name: "FuzzRPC", dependencies: [
            .product(name: "UIHostCore", package: "UIHost"), .product(name: "UIHostProtocol", package: "UIHost"),
            .product(name: "UIHostDemo", package: "UIHost"), .product(name: "HeadlessUIKit", package: "UIHost"),
        ]),
        .executableTarget(name: "FuzzStoryboard", dependencies: [.product(name: "HeadlessUIKit", package: "UIHost")]),
        .executableTarget(name: "FuzzSession", dependencies: [
            .product(name: "UIHostCore", package: "UIHost"), .product(name: "UIHostProtocol", package: "UIHost"),
        ]),
    ]
)
