// swift-tools-version: 6.1
import PackageDescription

/// Where Debian (and Ubuntu) keep the ATK, AT-SPI, D-Bus and GLib headers for this machine's
/// architecture; CAccessibility's C file needs them.
#if arch(arm64)
let multiarch = "aarch64-linux-gnu"
#else
let multiarch = "x86_64-linux-gnu"
#endif
let atkIncludeDirectories = [
    "/usr/include/at-spi2-atk/2.0", "/usr/include/at-spi-2.0", "/usr/include/dbus-1.0",
    "/usr/lib/\(multiarch)/dbus-1.0/include", "/usr/include/glib-2.0", "/usr/lib/\(multiarch)/glib-2.0/include",
    "/usr/include/atk-1.0",
]

let package = Package(
    name: "WheelPicker",
    products: [
        // What an app that embeds the wheel imports (re-exports WheelPrimitives).
        .library(name: "WheelCore", targets: ["WheelCore"]),
        .library(name: "WheelPrimitives", targets: ["WheelPrimitives"]),
        // What a renderer that needs triangles imports: the tessellator (re-exports WheelPrimitives).
        .library(name: "WheelRendering", targets: ["WheelRendering"]),
        .library(name: "WheelMotion", targets: ["WheelMotion"]),
        .library(name: "WheelCharts", targets: ["WheelCharts"]),
        .library(name: "WheelSemantics", targets: ["WheelSemantics"]),
        .library(name: "SeriesIO", targets: ["SeriesIO"]),
        // A DateLocale filled from Foundation's ICU data (the engine itself never imports it).
        .library(name: "WheelLocale", targets: ["WheelLocale"]),
        .library(name: "WheelSVG", targets: ["WheelSVG"]),
        .library(name: "WheelRaster", targets: ["WheelRaster"]),
        // The C ABI (include/wheelcore.h) as a shared library: libwheelcore.so.
        .library(name: "wheelcore", type: .dynamic, targets: ["WheelCoreCBridge"]),
        .executable(name: "WheelExample", targets: ["WheelExample"]),
        // SDLFront is not a product: a dependent fetches the package dependencies of every
        // product's targets, whichever it uses, so swift-argument-parser (and its plugins) would
        // reach every embedder (scripts/dependent-check.sh). In this package SwiftPM makes it an
        // executable product anyway: `swift build --product SDLFront`, `swift run SDLFront`.
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // What every part draws and is driven with: geometry, input events, the display list and
        // the values its commands carry, the text measurer protocol, and the value helpers on
        // them (rectangle edges and containment, colours, building display lists and layers,
        // text fitting, text dumps).
        .target(name: "WheelPrimitives"),
        // Renderer-side machinery over the primitives (re-exported): the tessellator and its
        // spans. Producers of display lists (the wheel, the charts) do not need it.
        .target(
            name: "WheelRendering",
            dependencies: ["WheelPrimitives", .product(name: "RealModule", package: "swift-numerics")]
        ),
        // Closed-form physics: springs, friction, rubber banding, momentum, the velocity tracker
        // (the wheel's tunable constants, WheelPhysics, live beside the wheel in WheelCore).
        .target(
            name: "WheelMotion",
            dependencies: ["WheelPrimitives", .product(name: "RealModule", package: "swift-numerics")]
        ),
        // Semantics trees (role, name, value, bounds, states, actions) that hosts map to their
        // platform's accessibility API; imported, never re-exported, by WheelCore and WheelCharts.
        .target(name: "WheelSemantics", dependencies: ["WheelPrimitives"]),
        // The wheel: what an embedder of the wheel imports (re-exports WheelPrimitives).
        .target(
            name: "WheelCore",
            dependencies: [
                "WheelPrimitives", "WheelMotion", "WheelSemantics",
                .product(name: "RealModule", package: "swift-numerics"),
            ]
        ),
        // Time series and their loading: CSV, timestamps, synthetic series.
        .target(name: "SeriesIO", dependencies: ["WheelPrimitives"]),
        // DateLocale from Foundation (ICU): names, orders, clocks and digits for any locale.
        .target(name: "WheelLocale", dependencies: ["WheelPrimitives"]),
        // The range selector and the spring chart, on top of the primitives and the series.
        .target(
            name: "WheelCharts",
            dependencies: [
                "WheelPrimitives", "WheelMotion", "WheelSemantics", "SeriesIO",
                .product(name: "RealModule", package: "swift-numerics"),
            ]
        ),
        .target(
            name: "WheelSVG",
            dependencies: ["WheelRendering", .product(name: "RealModule", package: "swift-numerics")]
        ),
        // What WheelRaster needs of the system in C: band threads kept off the caller's processor,
        // and copies with non-temporal stores (x86-64).
        .target(name: "CRasterSupport"),
        .target(
            name: "WheelRaster",
            dependencies: ["WheelRendering", "CRasterSupport", .product(name: "RealModule", package: "swift-numerics")]
        ),
        // The C interface's header (include/wheelcore.h) and its compile-time layout checks.
        .target(name: "WheelCoreC"),
        // The C interface's implementation: @_cdecl functions over the wheel's Swift API.
        .target(name: "WheelCoreCBridge", dependencies: ["WheelCore", "WheelRendering", "WheelMotion", "WheelCoreC", "WheelSemantics"]),
        .executableTarget(
            name: "WheelExample",
            dependencies: ["WheelCore", "WheelRendering", "WheelSVG", .product(name: "RealModule", package: "swift-numerics")]
        ),
        // SDL2, SDL2_ttf and SDL2_image (apt: libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev; the
        // scripts install them). No pkgConfig: SwiftPM evaluates a system library's pkg-config
        // for every package that loads this graph, so a dependent that uses only WheelCore was
        // told "prohibited flag(s): -D_REENTRANT" (sdl2.pc's cflags) about a target it never
        // builds. The shim includes <SDL2/...> from the default include path and the headers'
        // own quoted includes resolve beside them; on a system with SDL2 elsewhere, pass
        // -Xcc -I<dir> -Xlinker -L<dir>.
        .systemLibrary(name: "CSDL2"),
        // FriBidi (Debian's libfribidi-dev): the Unicode bidirectional algorithm for text that
        // mixes right-to-left and left-to-right runs (SDLBackend's text shaping).
        .systemLibrary(name: "CFriBidi"),
        // Publishes a semantics tree as ATK objects on the accessibility bus (include/wheel_a11y.h;
        // apt: libatk-bridge2.0-dev libatk1.0-dev libx11-dev, which the scripts install). Only its C file
        // includes ATK and GLib, whose headers need the include directories below (what
        // `pkg-config --cflags atk-bridge-2.0` prints on Debian, without its -pthread). Not a
        // pkgConfig system library: SwiftPM evaluates those for every package that loads this
        // graph, so a dependent that uses only WheelCore was told "prohibited flag(s): -pthread"
        // about a target it never builds; and the flags stay out of every library product.
        .target(
            name: "CAccessibility",
            cSettings: [.unsafeFlags(atkIncludeDirectories.map { "-I" + $0 })],
            linkerSettings: ["atk-bridge-2.0", "atk-1.0", "gio-2.0", "gobject-2.0", "glib-2.0", "X11"].map { .linkedLibrary($0) }
        ),
        .target(
            name: "SDLBackend",
            dependencies: ["WheelRendering", "WheelRaster", "CSDL2", "CFriBidi", "CRasterSupport"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "SDLFront",
            dependencies: [
                "WheelCore", "WheelCharts", "WheelMotion", "WheelRendering", "WheelSemantics", "SeriesIO", "CSDL2",
                "CAccessibility", "SDLBackend", "WheelSVG", "WheelLocale",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // The embedding article's and the README's ```swift blocks, verbatim, as top-level code
        // (DocSnippetTests keeps them equal to the documents): the documents compile as written.
        .executableTarget(name: "ArticleSnippets", dependencies: ["WheelCore"], path: "Tests/DocSnippets/Article"),
        .executableTarget(name: "ReadmeSnippets", dependencies: ["WheelCore"], path: "Tests/DocSnippets/Readme"),
        // The seeded gesture corpus the velocity tests score the tracker on (also used by
        // Benchmarks/Tools/VelocityBench).
        .target(name: "GestureCorpus", path: "Tests/GestureCorpus"),
        .testTarget(
            name: "WheelRenderingTests",
            dependencies: [
                "WheelRendering", "TestSupport",
                .product(name: "RealModule", package: "swift-numerics"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "WheelMotionTests",
            dependencies: [
                "WheelMotion", "WheelRendering", "GestureCorpus",
                .product(name: "RealModule", package: "swift-numerics"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(name: "WheelSemanticsTests", dependencies: ["WheelSemantics", "WheelPrimitives"]),
        .testTarget(name: "WheelLocaleTests", dependencies: ["WheelLocale", "WheelPrimitives"]),
        .testTarget(
            name: "WheelCoreTests",
            dependencies: [
                "WheelCore", "WheelRendering", "WheelMotion", "WheelSemantics", "TestSupport", "WheelLocale",
                .product(name: "RealModule", package: "swift-numerics"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "WheelChartsTests",
            dependencies: [
                "WheelCharts", "WheelLocale", "WheelSemantics", "WheelPrimitives", "WheelRendering", "WheelMotion", "SeriesIO", "TestSupport",
                .product(name: "RealModule", package: "swift-numerics"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "ScenePropertyTests",
            dependencies: [
                "WheelCore", "WheelCharts", "WheelPrimitives", "WheelRendering", "WheelMotion", "SeriesIO",
                "TestSupport",
                .product(name: "RealModule", package: "swift-numerics"),
            ]
        ),
        .testTarget(
            name: "SeriesIOTests",
            dependencies: [
                "SeriesIO", "WheelPrimitives", "TestSupport",
                "WheelCharts",  // TimeAxisTicks.twoDigits in the parser tests
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "WheelExampleTests",
            dependencies: ["WheelExample", "WheelCore", "WheelSVG", "TestSupport"],
            exclude: ["Snapshots"]
        ),
        .testTarget(
            name: "WheelCoreCBridgeTests",
            dependencies: ["WheelCoreCBridge", "WheelCoreC", "WheelCore", "WheelRendering"]
        ),
        .testTarget(
            name: "SDLFrontTests",
            dependencies: ["SDLFront", "CSDL2", "WheelCore", "WheelRendering", "WheelSemantics", "SDLBackend", "SeriesIO", "WheelCharts"],
            exclude: ["Fixtures"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // Test support shared by several test targets: an XML well-formedness check, seeded series,
        // the coverage of a tessellated mesh.
        .target(
            name: "TestSupport", dependencies: ["SeriesIO", "WheelRendering"], path: "Tests/TestSupport"
        ),
        .testTarget(
            name: "WheelSVGTests",
            dependencies: [
                "WheelSVG", "WheelCore", "WheelRendering", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "WheelRasterTests",
            dependencies: [
                "WheelRaster", "WheelRendering", "CRasterSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "SDLBackendTests",
            dependencies: ["SDLBackend", "CSDL2", "WheelCore", "WheelRendering", "WheelRaster", "WheelCharts", "SeriesIO"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)
