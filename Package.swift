// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "WheelPicker",
    products: [
        .library(name: "WheelCore", targets: ["WheelCore"]),
        .library(name: "WheelSVG", targets: ["WheelSVG"]),
        .library(name: "WheelRaster", targets: ["WheelRaster"]),
        .executable(name: "WheelExample", targets: ["WheelExample"]),
        .executable(name: "SDLFront", targets: ["SDLFront"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "WheelCore",
            dependencies: [.product(name: "RealModule", package: "swift-numerics")]
        ),
        .target(
            name: "WheelSVG",
            dependencies: ["WheelCore", .product(name: "RealModule", package: "swift-numerics")]
        ),
        .target(
            name: "WheelRaster",
            dependencies: ["WheelCore", .product(name: "RealModule", package: "swift-numerics")]
        ),
        .target(
            name: "GestureCorpus",
            path: "Sources/GestureCorpus"
        ),
        .executableTarget(
            name: "VelocityBench",
            dependencies: ["WheelCore", "GestureCorpus"]
        ),
        .executableTarget(
            name: "WheelExample",
            dependencies: ["WheelCore", "WheelSVG"]
        ),
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
        ),
        .target(
            name: "SDLBackend",
            dependencies: ["WheelCore", "WheelRaster", "CSDL2"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "SDLFront",
            dependencies: [
                "WheelCore", "CSDL2", "SDLBackend", "WheelSVG",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "WheelCoreTests",
            dependencies: [
                "WheelCore", "GestureCorpus",
                .product(name: "RealModule", package: "swift-numerics"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "SDLFrontTests",
            dependencies: ["SDLFront", "CSDL2", "WheelCore"],
            exclude: ["Fixtures"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "WheelSVGTests",
            dependencies: [
                "WheelSVG", "WheelCore",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Snapshots"]
        ),
        .testTarget(
            name: "WheelRasterTests",
            dependencies: [
                "WheelRaster", "WheelCore",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "SDLBackendTests",
            dependencies: ["SDLBackend", "WheelCore"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)
