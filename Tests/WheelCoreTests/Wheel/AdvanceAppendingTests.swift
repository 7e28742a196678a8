import Testing
import WheelCore
import WheelRendering
import WheelMotion

/// `advance(to:appendingEventsTo:)` behaves exactly like `advance(to:)`, into a reused buffer.
@Suite struct AdvanceAppendingTests {
    /// Two identical wheels flung the same way, then stepped frame by frame from t = 1 s.
    @Test func appendingVariantMatchesTheReturningOneThroughAFling() {
        var a = try! WheelController(items: NumberedWheelDataSource(count: 10_000_000), initialItem: 5_000_000)
        let g = a.geometry
        let r = (g.innerRadius + g.outerRadius) / 2
        var p = Point(x: g.center.x + r, y: g.center.y)
        var t = 1.0
        _ = a.handle(.pointer(.down, at: p, time: t))
        for _ in 0..<6 {
            t += 0.008
            p = Point(x: p.x, y: p.y + 40)
            _ = a.handle(.pointer(.move, at: p, time: t))
        }
        _ = a.handle(.pointer(.up, at: p, time: t + 0.008))
        var b = a
        #expect(a.phase == .flinging)
        var buffer: [WheelEvent] = [.selectionCommitted(-1)]  // appended to, never emptied by the wheel
        var all: [WheelEvent] = []
        for k in 1...600 {
            let time = t + Double(k) / 60
            all += a.advance(to: time)
            b.advance(to: time, appendingEventsTo: &buffer)
            #expect(a.angle == b.angle && a.phase == b.phase)
        }
        #expect(Array(buffer.dropFirst()) == all)
        #expect(all.contains { if case .selectionCommitted = $0 { return true } else { return false } })
    }
}
