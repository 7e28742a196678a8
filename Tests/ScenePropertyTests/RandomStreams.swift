import Foundation
import Testing

@testable import SeriesIO
@testable import WheelCharts
@testable import WheelCore
@testable import WheelPrimitives
@testable import WheelRendering
@testable import WheelMotion

/// Seeded random input streams for the scene property tests: downs, moves, ups, cancels,
/// scrolls, keys, resizes, frames and scene switches, anywhere in (and outside) the window.
///
/// The number of streams per test is `RANDOM_STREAMS` from the environment (default
/// ``defaultStreams``), so `scripts/fuzz.sh streams` can run 10^5 of them.
struct RandomStream {
    /// Streams per scene in the default test run.
    static let defaultStreams = 200
    /// Steps per stream.
    static let eventsPerStream = 100

    /// How many streams to run (the `RANDOM_STREAMS` environment variable, else the default).
    static var streamCount: Int {
        ProcessInfo.processInfo.environment["RANDOM_STREAMS"].flatMap(Int.init).map { max(1, $0) } ?? defaultStreams
    }

    /// One step of a stream.
    enum Step {
        case pointer(PointerEvent.Phase, PointerID, Point)
        case scroll(dx: Double, dy: Double, precise: Bool, at: Point?)
        case key(NavigationKey)
        case resize(Rect)
        /// Frames at the host's rate until this much later, seconds.
        case frames(Double)
        /// The host shows another scene for this long (seconds), cancelling held pointers first.
        case sceneSwitch(away: Double)
    }

    var rng: Xoshiro256StarStar
    /// The window, view space (the scene's viewport is the part below a 40-point tab bar).
    var window: Rect

    init(seed: UInt64, window: Rect = Rect(x: 0, y: 0, width: 1024, height: 640)) {
        rng = Xoshiro256StarStar(seed: seed)
        self.window = window
    }

    mutating func unit() -> Double { rng.nextUnit() }
    mutating func int(_ n: Int) -> Int { Int(rng.next() % UInt64(max(1, n))) }

    /// A point: mostly inside the window, sometimes just outside, rarely absurd.
    mutating func point() -> Point {
        switch int(20) {
        case 0: return Point(x: (unit() - 0.5) * 1e7, y: (unit() - 0.5) * 1e7)
        case 1, 2: return Point(x: window.x - 50 + unit() * (window.width + 100), y: window.y - 50 + unit() * (window.height + 100))
        default: return Point(x: window.x + unit() * window.width, y: window.y + unit() * window.height)
        }
    }

    /// The next step; `near` is the last pointer position, so moves make drags.
    mutating func next(near last: Point) -> Step {
        let isTouch = int(4) == 0
        let finger = int(3) == 0 ? 1 : 0
        let pointer = isTouch ? PointerID.touch(finger) : PointerID.mouse
        switch int(100) {
        case 0..<12: return .pointer(.down, pointer, point())
        case 12..<52:
            let jump = int(10) == 0 ? 400.0 : 40.0
            return .pointer(.move, pointer, Point(x: last.x + (unit() - 0.5) * jump, y: last.y + (unit() - 0.5) * jump))
        case 52..<62: return .pointer(.up, pointer, Point(x: last.x + (unit() - 0.5) * 10, y: last.y + (unit() - 0.5) * 10))
        case 62..<65: return .pointer(.cancel, pointer, last)
        case 65..<72:
            let precise = int(2) == 0
            let dy = precise ? (unit() - 0.5) * 20 : Double(int(7) - 3)
            let dx = int(3) == 0 ? (unit() - 0.5) * 6 : 0
            return .scroll(dx: dx, dy: dy, precise: precise, at: int(4) == 0 ? nil : point())
        case 72..<80: return .key(NavigationKey.allCases[int(NavigationKey.allCases.count)])
        case 80..<82:
            let w = 64 + unit() * 1900
            let h = 64 + unit() * 1100
            window = Rect(x: 0, y: 0, width: w, height: h)
            return .resize(Rect(x: 0, y: 40, width: w, height: max(0, h - 40)))
        case 82..<84: return .sceneSwitch(away: unit() * 2)
        default: return .frames(int(5) == 0 ? unit() * 0.8 : unit() * 0.1)
        }
    }
}

/// Display-list checks shared by the scene property tests.
enum DisplayListCheck {
    /// The first command holding a NaN or infinite coordinate, size or angle, if any.
    static func firstNonFinite(_ list: DisplayList) -> DisplayCommand? {
        func ok(_ r: Rect) -> Bool { r.x.isFinite && r.y.isFinite && r.width.isFinite && r.height.isFinite }
        func ok(_ p: Point) -> Bool { p.isFinite }
        for c in list.commands {
            let fine: Bool
            switch c {
            case .fillRect(let r, _), .pushClip(let r): fine = ok(r)
            case .fillRoundedRect(let r, let radius, _): fine = ok(r) && radius.isFinite
            case .strokeRect(let r, let w, _): fine = ok(r) && w.isFinite
            case .fillWedge(let w, _):
                fine = ok(w.center) && w.innerRadius.isFinite && w.outerRadius.isFinite && w.startAngle.isFinite && w.endAngle.isFinite
            case .strokeCircle(let center, let radius, let width, _): fine = ok(center) && radius.isFinite && width.isFinite
            case .fillCircle(let center, let radius, _): fine = ok(center) && radius.isFinite
            case .line(let a, let b, let w, _): fine = ok(a) && ok(b) && w.isFinite
            case .polyline(let range, let w, _): fine = w.isFinite && list.points[range].allSatisfy(\.isFinite)
            case .fillTriangle(let a, let b, let c, _): fine = ok(a) && ok(b) && ok(c)
            case .fillPolygon(let range, _): fine = list.points[range].allSatisfy(\.isFinite)
            case .text(let t): fine = ok(t.position) && t.style.size.isFinite && !t.string.contains("nan")
            case .beginLayer(let layer): fine = ok(layer.bounds)
            case .image(_, let r, let opacity): fine = ok(r) && opacity.isFinite
            case .popClip, .endLayer: fine = true
            }
            if !fine { return c }
        }
        return nil
    }
}
