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
                .product(name: "SeriesIO", package: "WheelPicker"),
                .product(name: "WheelRaster", package: "WheelPicker"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/WheelBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The Swift half of scripts/bench-reduce.sh (the comparison with tsdownsample).
        .executableTarget(
            name: "ReduceCompare",
            dependencies: [.product(name: "SeriesIO", package: "WheelPicker")],
            path: "Tools/ReduceCompare"
        ),
    ]
)
