#!/usr/bin/env bash
# Builds a new package that depends on this checkout by path and uses only the WheelCore
# product, as the README's "Embedding WheelCore" section shows, and runs it. Fails when that
# dependent fetches any package but swift-numerics (the app's dependencies stay the app's),
# builds a plugin, or is told any warning about targets it does not use (issue 28: SwiftPM
# evaluates every system library's pkg-config for every package that loads the graph).
# The embedding article's and the README's Swift snippets (Tests/DocSnippets, kept equal to the
# documents by DocSnippetTests) are built here too, from outside the package: they compile
# against the public API alone, not the package-wide one; so is WheelExample (with WheelSVG
# and WheelRendering, products of this package too). A fourth program, Contract, drives the
# wheel, the picker, the range selector and the spring chart through one generic function over
# InteractiveComponent (the same calls, the same RangeError for the same mistake) and runs.
#
#     scripts/dependent-check.sh   # run by scripts/test.sh, so by CI
source "$(dirname "${BASH_SOURCE[0]}")/lib/help.sh" "$@"
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
[ -x /opt/swift/usr/bin/swift ] && ! command -v swift >/dev/null 2>&1 && export PATH="/opt/swift/usr/bin:$PATH"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Sources/MyApp" "$work/Sources/Article" "$work/Sources/Readme" "$work/Sources/Example" "$work/Sources/Contract"
cp "$root"/Sources/WheelExample/*.swift "$work/Sources/Example/"
cp "$root"/Tests/DocSnippets/Article/*.swift "$work/Sources/Article/"
cp "$root"/Tests/DocSnippets/Readme/*.swift "$work/Sources/Readme/"
cat > "$work/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "MyApp",
    dependencies: [
        .package(path: "$root"),
        .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
    ],
    targets: [
        .executableTarget(name: "MyApp", dependencies: [.product(name: "WheelCore", package: "$(basename "$root")")]),
        .executableTarget(name: "Article", dependencies: [.product(name: "WheelCore", package: "$(basename "$root")")]),
        .executableTarget(name: "Readme", dependencies: [.product(name: "WheelCore", package: "$(basename "$root")")]),
        .executableTarget(name: "Example", dependencies: [
            .product(name: "WheelCore", package: "$(basename "$root")"),
            .product(name: "WheelSVG", package: "$(basename "$root")"),
            .product(name: "WheelRendering", package: "$(basename "$root")"),
            .product(name: "RealModule", package: "swift-numerics"),
        ]),
        .executableTarget(name: "Contract", dependencies: [
            .product(name: "WheelCore", package: "$(basename "$root")"),
            .product(name: "WheelCharts", package: "$(basename "$root")"),
            .product(name: "WheelSemantics", package: "$(basename "$root")"),
            .product(name: "SeriesIO", package: "$(basename "$root")"),
        ]),
    ]
)
MANIFEST
cat > "$work/Sources/Contract/main.swift" <<'SWIFT'
import SeriesIO
import WheelCharts
import WheelCore
import WheelSemantics

/// Text as wide as its characters times half the point size: enough for a check.
struct FixedWidthMeasurer: TextMeasurer {
    func measure(_ text: String, style: TextStyle) -> Size {
        Size(width: Double(text.count) * style.size * 0.5, height: style.size * 1.2)
    }
}

/// The same calls for every component: render, semantics under a chosen root, a key, time,
/// an assistive action, and the same mistakes (a viewport that is not finite, a configuration
/// outside its range), each a RangeError that leaves the component as it was.
func drive<C: InteractiveComponent>(
    _ c: inout C, style: C.Style, part: C.SemanticsPart, bad: C.Configuration
) -> String where C.Configuration: Equatable {
    var list = DisplayList()
    c.render(into: &list, style: style, measurer: FixedWidthMeasurer())
    let root = SemanticsNode.ID(100)
    let tree = c.semantics(root: root, focused: part)
    guard tree.nodes.allSatisfy({ c.semanticsIDs(root: root).contains($0.id.rawValue) }) else { fatalError("ids") }
    var events = c.handle(.key(.right, time: 1)).count
    events += c.perform(.increment, on: part, at: 2).count
    var t = 2.0
    while c.isAnimating && t < 30 {
        t += 1.0 / 60
        events += c.advance(to: t).count
    }
    var refused = 0
    let before = (c.viewport, c.configuration)
    do { try c.setViewport(Rect(x: .nan, y: 0, width: 10, height: 10)) } catch { refused += 1 }
    do { try c.setConfiguration(bad) } catch { refused += 1 }
    guard before == (c.viewport, c.configuration), refused == 2, !list.commands.isEmpty, events > 0 else {
        fatalError("\(C.self): refused \(refused), events \(events)")
    }
    return "\(C.self) \(c.phase)"
}

let viewport = Rect(x: 0, y: 0, width: 1024, height: 640)
var wheel = try WheelController(items: (1...12).map { WheelItem(sectorText: "\($0)", labelText: "Month \($0)") }, viewport: viewport)
var badWheel = wheel.configuration
badWheel.sectorsPerTurn = 0
let xs = (0..<500).map { 1_700_000_000 + Double($0) * 3_600 }
var range = try RangeSelectorController(series: try TimeSeries(xs: xs, ys: xs.map { $0.truncatingRemainder(dividingBy: 7) }), viewport: viewport)
var badRange = range.configuration
badRange.minimumSpan = -1
var chart = try SpringChartModel(
    categories: ["A", "B"], series: [ChartSeries(name: "one", values: [1, 2]), ChartSeries(name: "two", values: [2, 1])],
    viewport: viewport)
var badChart = chart.configuration
badChart.speed = .nan
let dates = try DatePickerModel()
var picker = try PickerController(
    components: dates.components(showing: .dateTime(DateTimeValue(year: 2024, month: 2, day: 29))), model: dates,
    viewport: viewport)
var badPicker = picker.configuration
badPicker[0].sectorsPerTurn = 0
print(
    [
        drive(&wheel, style: WheelStyle(), part: .wheel, bad: badWheel),
        drive(&picker, style: WheelStyle(), part: .component(1), bad: badPicker),
        drive(&range, style: RangeChartStyle(), part: .selection, bad: badRange),
        drive(&chart, style: SpringChartStyle(), part: .speed, bad: badChart),
    ].joined(separator: ", "))
SWIFT
cat > "$work/Sources/MyApp/main.swift" <<'SWIFT'
import WheelCore

let items = (1...12).map { WheelItem(sectorText: "\($0)", labelText: "Month \($0)") }
var wheel = try WheelController(items: items, viewport: Rect(x: 0, y: 0, width: 800, height: 500))
var list = DisplayList()
wheel.render(into: &list, style: WheelStyle(), measurer: FixedWidthMeasurer())
_ = wheel.handle(.pointer(.down, at: Point(x: 200, y: 250), time: 0))
// What an embedder reads back: the values it handed over and the wheel's state.
var c = wheel.configuration
c.looping = true
try wheel.setConfiguration(c)
let item = try wheel.item(at: wheel.centeredItem ?? 0)
let keys = list.commands.compactMap { command -> String? in
    if case .text(let run) = command { run.reuseKey?.owner } else { nil }
}
let layerKeys = list.commands.compactMap { command -> UInt64? in
    if case .beginLayer(let layer) = command { layer.key } else { nil }
}
guard wheel.configuration.looping, wheel.itemCount == 12, item.labelText == "Month 1", keys.contains("label"),
      layerKeys.isEmpty /* the wheel draws no retained layers */, wheel.time == 0, wheel.angle == 0
else { fatalError("read back: \(wheel.configuration.looping) \(wheel.itemCount) \(item.labelText) \(keys)") }
print("commands: \(list.commands.count), committed item: \(wheel.committedItem.map(String.init) ?? "none")")

/// Text as wide as its characters times half the point size: enough for a check.
struct FixedWidthMeasurer: TextMeasurer {
    func measure(_ text: String, style: TextStyle) -> Size {
        Size(width: Double(text.count) * style.size * 0.5, height: style.size * 1.2)
    }
}
SWIFT
cd "$work"
log="$work/build.log"
status=0
swift build > "$log" 2>&1 || status=$?
if [ "$status" -ne 0 ]; then cat "$log" >&2; echo "dependent-check: the WheelCore-only dependent does not build" >&2; exit 1; fi
problems=0
if grep -n "warning:" "$log" >&2; then
    echo "dependent-check: the dependent's build printed the warnings above" >&2; problems=1
fi
fetched="$(sed -n 's/^Fetching \([^ ]*\).*/\1/p' "$log" | sort -u)"
unexpected="$(printf '%s\n' "$fetched" | grep -v -e '^$' -e '/swift-numerics$' || true)"
if [ -n "$unexpected" ]; then
    echo "dependent-check: a WheelCore-only dependent fetched $(echo $unexpected) (only swift-numerics expected)" >&2; problems=1
fi
if [ -d .build/plugins ] && [ -n "$(find .build/plugins -type f -perm -u+x 2>/dev/null | head -1)" ]; then
    echo "dependent-check: the dependent's build compiled plugins: $(find .build/plugins -type f -perm -u+x | head -3)" >&2; problems=1
fi
output="$(swift run --skip-build MyApp)"
case "$output" in
    "commands: "*", committed item: 0") ;;
    *) echo "dependent-check: unexpected output from the dependent: $output" >&2; problems=1 ;;
esac
contract="$(swift run --skip-build Contract)"
case "$contract" in
    "WheelController idle, PickerController idle, RangeSelectorController idle, SpringChartModel idle") ;;
    *) echo "dependent-check: unexpected output from the contract program: $contract" >&2; problems=1 ;;
esac
[ "$problems" -eq 0 ] || exit 1
echo "dependent-check: a WheelCore-only dependent (and the documents' snippets) builds without warnings, fetches $(echo ${fetched:-nothing}), runs: $output; the contract program drives: $contract"
