import PropertyBased
import RealModule
import Testing
import WheelMotion
import WheelRendering

@testable import WheelCore

/// The drum geometry (issue 40): the projection, the rows, the labels beside them, and the
/// controller driving it as it drives the rotary wheel.
@Suite struct DrumTests {
    static func drum(_ p: DrumParameters = DrumParameters(), looping: Bool = false) -> WheelConfiguration {
        var c = WheelConfiguration(looping: looping)
        c.geometry = .drum(p)
        return c
    }

    static func wheel(
        items n: Int = 1000, at item: Int = 500, _ p: DrumParameters = DrumParameters(),
        viewport: Rect = Rect(x: 0, y: 0, width: 1024, height: 640), looping: Bool = false
    ) throws -> WheelController {
        var w = try WheelController(
            configuration: drum(p, looping: looping), items: NumberedWheelDataSource(count: n), viewport: viewport,
            initialItem: item)
        w.updateLayout(measurer: MonospaceTextMeasurer())
        return w
    }

    /// Flutter's route to a row centre's y, written independently of the engine: the row's
    /// untransformed offset from the face's middle gives the angle
    /// `−(fractionalY − 0.5) · 2 · maxAngle / squeeze`, then the cylindrical projection matrix
    /// (translate z by R, rotate about x, perspective) maps the row's centre to the screen.
    static func flutterCenterY(offsetInItems d: Double, _ p: DrumParameters, face: Rect) -> Double {
        let h = face.height
        let maxAngle = p.diameterRatio < 1 ? Double.pi / 2 : Double.asin(1 / p.diameterRatio)
        let fractionalY = (h / 2 + d * p.itemExtent) / h
        let angle = -(fractionalY - 0.5) * 2 * maxAngle / p.squeeze
        let r = h * p.diameterRatio / 2
        // (0, 0, 0, 1) translated to (0, 0, r, 1), rotated about x by `angle`.
        let v = [0.0, -Double.sin(angle) * r, Double.cos(angle) * r, 1]
        // Rows of the projection matrix: identity with (2,3) = −r, (3,2) = −p, (3,3) = p·r + 1.
        let m: [[Double]] = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, -r], [0, 0, -p.perspective, p.perspective * r + 1]]
        let out = m.map { row in zip(row, v).reduce(0) { $0 + $1.0 * $1.1 } }
        return face.midY + out[1] / out[3]
    }

    @Test func theProjectionIsSymmetricAboutTheSelection() throws {
        let w = try Self.wheel()
        let rows = w.layout.cells
        let cy = w.geometry.face.midY
        #expect(rows.count > 10)
        for r in rows {
            let mirror = try #require(rows.first { $0.position == 1000 - r.position })
            #expect(abs((r.center.y - cy) + (mirror.center.y - cy)) < 1e-9)  // points
            #expect(abs(r.frame.height - mirror.frame.height) < 1e-9)
            #expect(abs(r.frame.x - mirror.frame.x) < 1e-9 && abs(r.frame.width - mirror.frame.width) < 1e-9)
            #expect(abs(r.angle + mirror.angle) < 1e-12)  // radians
        }
        #expect(rows.first { $0.position == 500 }?.center.y == cy)
    }

    @Test func rowsShrinkWithTheCosine() throws {
        // Without perspective a row's height is 2R·cos θ·sin(δ/2): the centre row's times cos θ.
        let flat = try Self.wheel(DrumParameters(perspective: 0))
        for r in flat.layout.cells where abs(r.angle) + flat.itemAngle / 2 < .pi / 2 {
            #expect(abs(r.scale - Double.cos(r.angle)) < 1e-9, "row \(r.position) at \(r.angle) rad")
        }
        // With perspective they shrink faster, and strictly as they turn away on each side.
        let w = try Self.wheel()
        let below = w.layout.cells.filter { $0.angle >= 0 }
        for (a, b) in zip(below, below.dropFirst()) {
            #expect(b.frame.height < a.frame.height)
            #expect(b.scale <= Double.cos(b.angle) + 1e-12)
            #expect(b.frame.width < a.frame.width)  // the perspective narrows them too
        }
    }

    @Test func rowCentresFollowFlutterProjection() throws {
        for p in [DrumParameters(), DrumParameters(diameterRatio: 2, perspective: 0.006, squeeze: 1.5, itemExtent: 30)] {
            var w = try Self.wheel(p)
            _ = try w.animate(toItem: 503, duration: 1)
            _ = w.advance(to: 0.37)  // between items
            w.updateLayout(measurer: MonospaceTextMeasurer())
            let sectors = w.angle / w.itemAngle
            for r in w.layout.cells {
                let y = Self.flutterCenterY(offsetInItems: Double(r.position) - sectors, p, face: w.geometry.face)
                #expect(abs(r.center.y - y) < 1e-6, "row \(r.position)")  // points
            }
        }
    }

    @Test func labelsAlignWithTheirRowsAtEveryAngleAndNeverOverlap() async {
        await propertyCheck(
            count: 200, input: Gen.double(in: -5...1_000_005), Gen.double(in: 480...1920), Gen.double(in: 360...1080),
            Gen.double(in: 0.8...4), Gen.double(in: 0...0.01), Gen.double(in: 24...60), Gen.bool
        ) { s, w, h, ratio, perspective, extent, looping in
            let p = DrumParameters(diameterRatio: ratio, perspective: perspective, itemExtent: extent)
            var c = Self.drum(p, looping: looping)
            c.labelSide = s > 500_000 ? .left : .right
            let viewport = Rect(x: 0, y: 0, width: w, height: h)
            var l = WheelLayout(configuration: c)
            var pools = (CellReusePool(), CellReusePool())
            l.update(
                configuration: c, position: WheelPosition(sectors: s), itemCount: 1_000_000, viewport: viewport,
                projection: c.geometry.projection(fitting: viewport, configuration: c), measurer: MonospaceTextMeasurer(),
                cellPool: &pools.0, labelPool: &pools.1)
            let face = l.geometry.face
            for label in l.labels {
                let row = try #require(l.cells.first { $0.position == label.position })
                let y = Self.flutterCenterY(offsetInItems: WheelPosition(sectors: s).offset(of: label.position), p, face: face)
                #expect(abs(label.frame.midY - y) <= 0.5, "label \(label.item) off its row by \(label.frame.midY - y) pt")
                #expect(abs(label.cellY - row.center.y) <= 1e-9)
                #expect(label.frame.y >= 0 && label.frame.maxY <= h, "label \(label.item) cut by the viewport")
                #expect(label.opacity > 0 && label.opacity <= 1)
            }
            let sorted = l.labels.sorted { $0.frame.y < $1.frame.y }
            for (a, b) in zip(sorted, sorted.dropFirst()) {
                #expect(a.frame.maxY <= b.frame.y, "labels \(a.item) and \(b.item) overlap")
            }
            // The label of the row at the selection is shown where its row is laid out and the
            // rows' pitch holds a label (and its gap and fade) at the selection.
            if !looping && (s < -0.5 || s > 999_999.5) { return }
            let pitch = DrumProjection(p, face: face).centerRowHeight
            if pitch < l.labelHeight + c.minimumLabelGap + c.labelFadeDistance + 1 { return }
            let centred = l.labels.first { $0.position == WheelPosition(sectors: s).index }
            #expect((centred?.opacity ?? 0) > 0.99, "no label at the selection at \(w)x\(h), s \(s)")
        }
    }

    /// A drag down the face, then the release: the same fling lands on the same item, exactly,
    /// at every frame rate.
    static func flick(fps: Double) throws -> WheelDriver {
        var d = WheelDriver(itemCount: 1000, fps: fps, initialItem: 500, configuration: Self.drum())
        d.run(until: 0.1)
        let face = d.wheel.geometry.face
        var p = Point(x: face.midX, y: face.midY - 60)
        d.send(.down, p, at: 0.1)
        for i in 1...8 {
            p.y += 15
            d.send(.move, p, at: 0.1 + 0.008 * Double(i))
        }
        d.send(.up, p, at: 0.1 + 0.064)
        d.settle()
        return d
    }

    @Test(arguments: [30.0, 60, 120, 144]) func aFlingLandsExactlyOnAnItemAtEveryFrameRate(fps: Double) throws {
        let d = try Self.flick(fps: fps)
        let reference = try Self.flick(fps: 60)
        #expect(d.phases.contains(.flinging))
        #expect(d.wheel.phase == .idle)
        #expect(d.wheel.position.fraction == 0)  // exactly on the item
        #expect(d.wheel.position == reference.wheel.position)
        #expect(d.wheel.position.index < 500 - 5)  // a downward flick brings earlier items
        #expect(d.commits == [d.wheel.position.index])
    }

    @Test func aRowUnderThePointerFollowsADrag() throws {
        var d = WheelDriver(itemCount: 1000, initialItem: 500, configuration: Self.drum())
        let face = d.wheel.geometry.face
        let start = Point(x: face.midX, y: face.midY)
        d.send(.down, start, at: 0)
        d.send(.move, Point(x: start.x, y: start.y + 7), at: 0.05)
        d.wheel.updateLayout(measurer: MonospaceTextMeasurer())
        let row = try #require(d.wheel.layout.cells.first { $0.position == 500 })
        #expect(abs(row.center.y - (start.y + 7)) < 0.05)  // points: the row moved with the finger
    }

    @Test func hitTestsNameTheRowUnderThePointAndTheLabels() throws {
        let w = try Self.wheel()
        for r in w.layout.cells where r.frame.height > 1 {
            #expect(w.hit(at: Point(x: r.frame.midX, y: r.frame.midY)) == .cell(position: r.position, item: r.item))
        }
        for l in w.layout.labels where l.opacity >= 0.25 {
            #expect(w.hit(at: Point(x: l.frame.midX, y: l.frame.midY)) == .label(position: l.position, item: l.item))
        }
        let face = w.geometry.face
        #expect(w.hitTest(Point(x: face.x - 5, y: face.midY)) == nil)
        // A tap on a row brings it to the selection.
        var d = WheelDriver(itemCount: 1000, initialItem: 500, configuration: Self.drum())
        let target = try #require(d.wheel.layout.cells.first { $0.position == 503 })
        d.send(.down, target.center, at: 0)
        d.send(.up, target.center, at: 0.05)
        d.settle()
        #expect(d.commits == [503])
    }

    @Test func tenMillionItemsCostWhatAHundredDo() throws {
        let big = try Self.wheel(items: 10_000_000, at: 5_000_000)
        let small = try Self.wheel(items: 100, at: 50)
        #expect(big.layout.cells.count == small.layout.cells.count)
        #expect(big.layout.cells.count < 40)
        var d = WheelDriver(itemCount: 10_000_000, initialItem: 5_000_000, configuration: Self.drum())
        for k in 0..<20 {
            d.send(.key(.pageDown, time: d.now))
            d.run(until: d.now + 0.05 + Double(k % 3) * 0.01)
        }
        d.settle()
        #expect(d.wheel.cellsCreated < 100)
        #expect(d.wheel.centeredItem == 5_000_000 + 20 * d.wheel.pageSize)
    }

    @Test func keysAndSemanticsDriveTheDrumAsTheWheel() throws {
        var d = WheelDriver(itemCount: 12, initialItem: 3, configuration: Self.drum())
        d.send(.key(.down, time: 0))
        d.settle()
        #expect(d.commits == [4])
        d.send(.key(.end, time: d.now))
        d.settle()
        #expect(d.wheel.committedItem == 11)
        d.events += d.wheel.perform(.decrement, at: d.now)
        d.settle()
        #expect(d.wheel.committedItem == 10)
        let node = d.wheel.semantics(name: "Month").root
        #expect(node.value == "Item 11, 11 of 12")
        #expect(node.bounds.contains(Point(x: d.wheel.geometry.face.midX, y: d.wheel.geometry.face.midY)))
    }

    @Test func aBoundedDrumRubberBandsAtItsEnds() throws {
        var d = WheelDriver(itemCount: 30, initialItem: 0, configuration: Self.drum())
        let face = d.wheel.geometry.face
        d.send(.down, Point(x: face.midX, y: face.midY), at: 0)
        d.send(.move, Point(x: face.midX, y: face.midY + 200), at: 0.2)
        #expect(d.wheel.position.sectors < 0 && d.wheel.position.sectors > -200 / 37)  // resisted
        d.send(.up, Point(x: face.midX, y: face.midY + 200), at: 1)
        d.settle()
        #expect(d.wheel.position == WheelPosition(index: 0))
    }

    @Test func badDrumParametersAreNamedWithTheirRanges() {
        var p = DrumParameters()
        p.diameterRatio = 0
        p.perspective = .nan
        p.itemExtent = 2
        #expect(throws: RangeError.self) { try Self.drum(p).validate() }
        let names = WheelLimits.problems(of: Self.drum(p)).map(\.name)
        #expect(names == ["geometry.diameterRatio", "geometry.perspective", "geometry.itemExtent"])
        #expect(WheelLimits.problems(of: Self.drum()).isEmpty)
    }

    @Test func aDrumDrawsItsRowsAndLabelsAndTheRotaryWheelItsSectors() throws {
        var w = try Self.wheel(items: 118, at: 5)
        var list = DisplayList()
        w.render(into: &list, style: WheelStyle(), measurer: MonospaceTextMeasurer())
        #expect(w.layout.cells.contains { $0.position == 5 && abs($0.angle) < 1e-9 && $0.frame.width > 0 })
        let texts = list.commands.compactMap { if case .text(let t) = $0 { t.string } else { nil } }
        #expect(texts.contains("6"))  // the row at the selection
        #expect(texts.contains("Item 6"))  // its label
        #expect(!list.commands.contains { if case .fillWedge = $0 { true } else { false } })
    }
}
