import PropertyBased
import RealModule
import Testing
import WheelMotion
import WheelRendering

@testable import WheelCore

@Suite struct WheelDragTests {
    @Test func aDragOfAHundredTurnsTurnsTheWheelAHundredTurnsWithBoundedCells() {
        var d = WheelDriver(itemCount: 118, looping: true)
        let start = d.wheel.angle
        // Counter-clockwise on screen (decreasing screen angle): the rotation angle grows.
        d.send(.down, d.point(angle: 0), at: 0)
        var t = 0.0
        let stepsPerTurn = 90
        for i in 1...(100 * stepsPerTurn) {
            t = Double(i) / 240
            d.send(.move, d.point(angle: -2 * .pi * Double(i) / Double(stepsPerTurn)), at: t)
            if i % 10 == 0 {
                d.wheel.updateLayout(measurer: d.measurer)
            }
        }
        #expect(abs((d.wheel.angle - start) - 200 * .pi) < 1e-6)
        #expect(d.wheel.phase == .dragging)
        #expect(d.wheel.cellsCreated < 80)
    }

    @Test func theSectorUnderTheFingerStaysUnderIt() {
        var d = WheelDriver(itemCount: 118, initialItem: 40)
        let grab = d.point(angle: 0.5)
        guard case .cell(let k, _) = d.wheel.layout.hitTest(grab) else {
            Issue.record("no sector under the grab point")
            return
        }
        d.send(.down, grab, at: 0)
        for (i, angle) in stride(from: 0.5, through: -1.2, by: -0.05).enumerated() {
            let p = d.point(angle: angle)
            d.send(.move, p, at: Double(i + 1) / 60)
            d.wheel.updateLayout(measurer: d.measurer)
            #expect(d.wheel.layout.hitTest(p) == .cell(position: k, item: k))
        }
    }

    @Test func motionInsideTheDeadZoneIsIgnored() {
        var d = WheelDriver(itemCount: 118, initialItem: 50)
        let before = d.wheel.position
        d.send(.down, d.point(angle: 0), at: 0)
        d.send(.move, Point(x: d.center.x + 3, y: d.center.y + 2), at: 0.01)
        d.send(.move, Point(x: d.center.x - 3, y: d.center.y - 2), at: 0.02)
        #expect(d.wheel.position == before)
        // Leaving the dead zone re-anchors: no jump.
        d.send(.move, d.point(angle: 2.0), at: 0.03)
        #expect(d.wheel.position == before)
    }

    @Test func aSecondPointerDoesNotHijackTheDrag() {
        var d = WheelDriver(itemCount: 118, initialItem: 50)
        let finger1 = PointerID.touch(1)
        let finger2 = PointerID.touch(2)
        d.send(.down, d.point(angle: 0), at: 0, pointer: finger1)
        d.send(.move, d.point(angle: -0.2), at: 0.016, pointer: finger1)
        let p = d.wheel.position
        d.send(.down, d.point(angle: 1), at: 0.02, pointer: finger2)
        d.send(.move, d.point(angle: 2), at: 0.03, pointer: finger2)
        d.send(.up, d.point(angle: 2), at: 0.04, pointer: finger2)
        #expect(d.wheel.position == p)
        #expect(d.wheel.phase == .dragging)
        d.send(.move, d.point(angle: -0.4), at: 0.05, pointer: finger1)
        #expect(d.wheel.position != p)
    }

    @Test func aBoundedWheelResistsBeyondItsEndsAndSpringsBack() {
        var d = WheelDriver(itemCount: 10)
        // Drag clockwise: towards earlier items, past item 0.
        let t = d.circularDrag(from: 0, to: 1.5, start: 0, duration: 1.0, release: false)
        let over = d.wheel.position.sectors
        #expect(over < 0)
        #expect(over > -Double(WheelConfiguration().sectorsPerTurn) / 4)  // rubber band limits the overscroll
        d.send(.up, d.point(angle: 1.5), at: t + 0.1)
        d.run(until: t + 0.1)
        d.settle()
        #expect(d.wheel.position == WheelPosition(index: 0))
        // Back on item 0, already committed: no second commit.
        #expect(d.commits.isEmpty)
    }
}

@Suite struct WheelFlingTests {
    /// A quick counter-clockwise flick: 0.6 rad in 60 ms.
    static func flick(_ d: inout WheelDriver, at t0: Double = 0.1) -> Double {
        d.run(until: t0)
        return d.circularDrag(from: 0.3, to: -0.3, start: t0, duration: 0.06, dt: 1.0 / 120)
    }

    @Test(arguments: [30.0, 60, 120, 144])
    func aFlickLandsExactlyOnAnItemAndCommitsOnce(fps: Double) {
        var d = WheelDriver(itemCount: 118, fps: fps, initialItem: 20)
        _ = Self.flick(&d)
        #expect(d.wheel.phase == .flinging)
        d.settle()
        #expect(d.wheel.phase == .idle)
        #expect(d.wheel.position.fraction == 0)
        #expect(d.wheel.position.index > 22)
        #expect(d.commits == [d.wheel.position.index])
        // No visible second settle: the phase went straight from flinging to idle.
        #expect(!d.phases.contains(.settling))
    }

    @Test func theSameFlingEndsAtTheSameAngleAtEveryFrameRate() {
        var ends: [Double] = []
        var midway: [Double] = []
        for fps in [30.0, 60, 120, 144] {
            var d = WheelDriver(itemCount: 118, fps: fps, initialItem: 20)
            _ = Self.flick(&d)
            d.run(until: 0.5)  // a time on every frame grid
            midway.append(d.wheel.angle)
            d.settle()
            ends.append(d.wheel.angle)
        }
        for e in ends { #expect(abs(e - ends[0]) < 1e-9) }
        for m in midway { #expect(abs(m - midway[0]) < 1e-9) }
    }

    @Test func aPauseBeforeLiftLeavesTheWheelOnTheNearestItem() {
        var d = WheelDriver(itemCount: 118, initialItem: 20)
        d.send(.down, d.point(angle: 0.3), at: 0)
        var t = 0.0
        for i in 1...10 {
            t = Double(i) / 120
            d.send(.move, d.point(angle: 0.3 - 0.06 * Double(i)), at: t)
        }
        // Still for 60 ms with sub-pixel jitter, then lift.
        let last = d.point(angle: -0.3)
        for i in 1...6 {
            d.send(.move, Point(x: last.x + (i % 2 == 0 ? 0.2 : -0.2), y: last.y), at: t + Double(i) * 0.01)
        }
        let positionAtLift = d.wheel.position
        d.send(.up, last, at: t + 0.065)
        #expect(d.wheel.phase == .settling)
        d.settle()
        #expect(d.wheel.position == WheelPosition(index: positionAtLift.index))
        #expect(d.commits == [positionAtLift.index])
    }

    @Test func sameMillisecondEventsNeverGiveAnAbsurdSpeed() {
        var d = WheelDriver(itemCount: 1000, initialItem: 500)
        d.send(.down, d.point(angle: 0), at: 0)
        // Two events in the same millisecond at the end of a slow drag.
        for i in 1...20 { d.send(.move, d.point(angle: -0.005 * Double(i)), at: 0.016 * Double(i)) }
        d.send(.move, d.point(angle: -0.11), at: 0.320)
        d.send(.up, d.point(angle: -0.111), at: 0.320)
        #expect(d.releases.count == 1)
        #expect(abs(d.releases.last?.angularVelocity ?? 0) < 2)
        d.settle()
        #expect(abs(d.wheel.position.index - 500) <= 5)
    }

    @Test func aReversalAtTheEndFlingsTheWayTheFingerLastMoved() {
        var d = WheelDriver(itemCount: 118, initialItem: 60)
        d.send(.down, d.point(angle: 0.5), at: 0)
        var t = 0.0
        for i in 1...30 {
            t = Double(i) / 120
            d.send(.move, d.point(angle: 0.5 - 0.03 * Double(i)), at: t)  // counter-clockwise
        }
        let turnAt = -0.4
        for i in 1...6 {
            d.send(.move, d.point(angle: turnAt + 0.05 * Double(i)), at: t + Double(i) / 120)  // clockwise, fast
        }
        d.send(.up, d.point(angle: turnAt + 0.3), at: t + 7 / 120)
        #expect(d.releases.count == 1)
        let omega = d.releases.last?.angularVelocity ?? 0
        #expect(omega < 0)  // clockwise sweep: the rotation angle decreases
    }

    @Test func touchingAMovingWheelStopsItAtOnceAndSelectsNothingUnderTheFinger() {
        var d = WheelDriver(itemCount: 118, initialItem: 20)
        _ = Self.flick(&d)
        d.run(until: 0.3)
        #expect(d.wheel.phase == .flinging)
        let p = d.wheel.position
        let touch = d.point(angle: 1.0)
        d.send(.down, touch, at: 0.3)
        #expect(d.wheel.position == p)
        #expect(d.wheel.phase == .dragging)
        d.send(.up, touch, at: 0.35)
        d.settle()
        #expect(d.wheel.position == WheelPosition(index: p.index))
        #expect(d.commits == [p.index])
    }

    @Test func aTapBringsTheTappedSectorToTheSelection() {
        var d = WheelDriver(itemCount: 118, initialItem: 10)
        let p = d.point(angle: 3 * WheelConfiguration().sectorAngle)
        d.send(.down, p, at: 0.1)
        d.send(.up, Point(x: p.x + 2, y: p.y), at: 0.2)
        d.settle()
        #expect(d.wheel.position == WheelPosition(index: 13))
        #expect(d.commits == [13])
    }

    @Test func aTapOnALabelBringsItsItemToTheSelection() {
        var d = WheelDriver(itemCount: 118, initialItem: 10)
        let label = d.wheel.layout.labels.first { $0.item == 12 }!
        let p = Point(x: label.frame.x + 20, y: label.frame.midY)
        d.send(.down, p, at: 0.1)
        d.send(.up, p, at: 0.15)
        d.settle()
        #expect(d.wheel.position == WheelPosition(index: 12))
        #expect(d.commits == [12])
    }

    @Test func aFlingIntoTheEndOfABoundedWheelStopsOnTheLastItem() {
        var d = WheelDriver(itemCount: 30, initialItem: 25)
        _ = Self.flick(&d)
        d.settle()
        #expect(d.wheel.position == WheelPosition(index: 29))
        #expect(d.commits == [29])
    }

    @Test func centredEventsHaveHysteresis() {
        var d = WheelDriver(itemCount: 118, initialItem: 10)
        let a = WheelConfiguration().sectorAngle
        d.send(.down, d.point(angle: 0), at: 0)
        // Wobble around the half-way point between items 10 and 11.
        for i in 0..<20 {
            let angle = -a * (0.5 + (i % 2 == 0 ? 0.03 : -0.03))
            d.send(.move, d.point(angle: angle), at: Double(i + 1) / 60)
        }
        let centered = d.events.filter { if case .centeredItemChanged = $0 { true } else { false } }
        #expect(centered.count <= 1)
    }
}

@Suite struct WheelKeyAndScrollTests {
    @Test func keysMoveOneItemAPageAndToTheEnds() {
        var d = WheelDriver(itemCount: 118, initialItem: 10)
        d.send(.key(.down, time: 0))
        d.settle()
        #expect(d.wheel.position == WheelPosition(index: 11))
        d.send(.key(.up, time: d.now))
        d.send(.key(.up, time: d.now))
        d.settle()
        #expect(d.wheel.position == WheelPosition(index: 9))
        d.send(.key(.end, time: d.now))
        d.settle()
        #expect(d.wheel.position == WheelPosition(index: 117))
        d.send(.key(.pageUp, time: d.now))
        d.settle()
        #expect(d.wheel.position.index < 117 - 3)
        d.send(.key(.home, time: d.now))
        d.settle()
        #expect(d.wheel.position == WheelPosition(index: 0))
        #expect(d.commits == [11, 9, 117, d.commits[3], 0])
    }

    /// A page is a quarter turn (9 items on the 36-sector wheel) from any item, before or after
    /// the layout has labels to count.
    @Test(arguments: [0, 25, 60])
    func aPageIsAQuarterTurnWhereverTheWheelIs(_ start: Int) {
        var d = WheelDriver(itemCount: 118, initialItem: start)
        #expect(d.wheel.pageSize == 9)
        d.send(.key(.pageDown, time: 0))
        d.settle()
        #expect(d.wheel.position == WheelPosition(index: start + 9))
        d.send(.key(.pageUp, time: d.now))
        d.settle()
        #expect(d.wheel.position == WheelPosition(index: start))
    }

    @Test func scrollNotchesTurnOneSectorEachAndAddUpDuringTheMotion() {
        var d = WheelDriver(itemCount: 118, initialItem: 50)
        d.send(.scroll(dy: -1, time: 0))
        d.run(until: 0.05)
        d.send(.scroll(dy: -1, time: 0.05))
        d.send(.scroll(dy: -1, time: 0.06))
        d.settle()
        #expect(d.wheel.position == WheelPosition(index: 53))
        #expect(d.commits == [53])
    }

    @Test func preciseScrollingTurnsContinuouslyAndSnapsWhenItStops() {
        var d = WheelDriver(itemCount: 118, initialItem: 50)
        for i in 0..<10 { d.send(.scroll(dy: -0.13, isPrecise: true, time: Double(i) * 0.01)) }
        #expect(abs(d.wheel.position.sectors - 51.3) < 1e-9)
        d.settle()
        #expect(d.wheel.position == WheelPosition(index: 51))
        #expect(d.commits == [51])
    }

    @Test func programmaticMovesTakeTheShortestWayRoundALoopingWheel() {
        var d = WheelDriver(itemCount: 10, looping: true, initialItem: 1)
        try! d.wheel.animate(toItem: 8)
        d.settle()
        #expect(d.wheel.position == WheelPosition(index: -2))
        #expect(d.wheel.centeredItem == 8)
    }
}

@Suite struct WheelRandomStreamTests {
    static let validTransitions: Set<String> = [
        "idle>dragging", "dragging>settling", "dragging>flinging", "dragging>idle", "flinging>idle",
        "flinging>settling", "flinging>dragging", "settling>idle", "settling>dragging", "idle>settling",
        "settling>settling", "flinging>flinging", "dragging>dragging", "idle>idle",
    ]

    @Test func randomEventStreamsNeverBreakTheWheel() async {
        let eventGen = Gen.int(in: 0...9)
        await propertyCheck(
            count: 150, input: eventGen.array(of: 1...60), Gen.double(in: -1e6...1e6).array(of: 60),
            Gen.double(in: -0.05...0.1).array(of: 60), Gen.bool
        ) { kinds, coords, dts, looping in
            var d = WheelDriver(itemCount: looping ? 7 : 118, looping: looping, initialItem: 3)
            var t = 0.0
            var last = d.wheel.phase
            var gesturesEnded = 0
            for (i, k) in kinds.enumerated() {
                t += dts[i % dts.count]
                let huge = coords[i % coords.count]
                let near = d.point(angle: huge / 1000, fraction: 0.5 + 0.4 * Double(i % 3) / 2)
                let p = i % 5 == 0 ? Point(x: huge, y: -huge) : near
                let pointer = i % 4 == 0 ? PointerID.touch(i % 2) : PointerID.mouse
                let wasDragging = d.wheel.drag != nil
                switch k {
                case 0, 1: d.send(.down, p, at: t, pointer: pointer)
                case 2, 3, 4: d.send(.move, p, at: t, pointer: pointer)
                case 5: d.send(.up, p, at: t, pointer: pointer)
                case 6: d.send(.cancel, p, at: t, pointer: pointer)
                case 7: d.send(.scroll(dy: huge / 1e5, isPrecise: i % 2 == 0, time: t))
                case 8: d.send(.key(NavigationKey.allCases[i % NavigationKey.allCases.count], time: t))
                default: d.run(until: max(d.now, t))
                }
                if wasDragging && d.wheel.drag == nil { gesturesEnded += 1 }
                let now = d.wheel.phase
                #expect(Self.validTransitions.contains("\(last)>\(now)"), "\(last) -> \(now)")
                last = now
                #expect(d.wheel.angle.isFinite && d.wheel.angularVelocity.isFinite)
            }
            var inputs = kinds.filter { (5...8).contains($0) }.count
            let forced = d.wheel.drag != nil
            if forced {
                d.send(.up, d.point(angle: 0), at: t + 0.01, pointer: d.wheel.drag!.pointer)
                inputs += 1
            }
            d.run(until: max(d.now, t + 0.02))
            d.settle(limit: 60)
            #expect(d.wheel.phase == .idle)
            #expect(d.wheel.position.fraction == 0)
            #expect(d.wheel.angle.isFinite)
            // Commits come only from gestures, at most one each; a gesture that ends at rest leaves
            // the item the wheel rests on committed (with no event when it was already).
            #expect(d.commits.count <= inputs)
            if forced { #expect(d.wheel.committedItem == d.wheel.centeredItem) }
        }
    }
}
