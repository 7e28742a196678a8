// swift-tools-version: 6.1
// The benchmarks of WheelCore: a package of its own, so that `swift test` of the main package never
// builds ordo-one/benchmark. Run with `swift package --disable-sandbox benchmark` in this folder.
import PackageDescription

let package = Package(
    name: "WheelBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "WheelPicker", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "WheelBenchmarks",
            dependencies: [
                .product(name: "WheelCore", package: "WheelPicker"),
                .product(name: "WheelCharts", package: "WheelPicker"),
                .product(name: "WheelMotion", package: "WheelPicker"),
                .product(name: "WheelRendering", package: "WheelPicker"),
                .product(name: "SeriesIO", package: "WheelPicker"),
                .product(name: "WheelRaster", package: "WheelPicker"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/WheelBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The seeded gesture corpus (shared with the main package's tests, Tests/GestureCorpus) and
        // the release-velocity benchmark that scores VelocityTracker on it (BENCHMARKS.md).
        .target(name: "GestureCorpus", path: "Tools/GestureCorpus"),
        .executableTarget(
            name: "VelocityBench",
            dependencies: [
                "GestureCorpus", .product(name: "WheelMotion", package: "WheelPicker"),
                .product(name: "WheelRendering", package: "WheelPicker"),
            ],
            path: "Tools/VelocityBench"
        ),
        // The Swift half of scripts/bench-reduce.sh (the comparison with tsdownsample).
        .executableTarget(
            name: "ReduceCompare",
            dependencies: [
                .product(name: "SeriesIO", package: "WheelPicker"), .product(name: "WheelCharts", package: "WheelPicker"),
            ],
            path: "Tools/ReduceCompare"
        ),
    ]
)
