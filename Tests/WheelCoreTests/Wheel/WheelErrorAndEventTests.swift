import RealModule
import Testing
import TestSupport
import WheelCore
import WheelRendering

/// The wheel's one error policy (configuration fields, viewports, items: errors naming the value
/// and its range), the events that say what happened, timed animations, hit tests from creation
/// and per-item content.
@Suite struct WheelErrorAndEventTests {
    static let items = (0..<50).map { WheelItem(sectorText: "\($0)", labelText: "A\($0)") }

    /// The names a thrown ``RangeError`` lists, nil when nothing was thrown.
    static func rejected(_ body: () throws(RangeError) -> Void) -> [String]? { rangeErrorNames(body) }

    // MARK: Configuration

    @Test(arguments: [-1.0, 0, 2, 361, 3601, 1e6, .nan, .infinity, -.infinity])
    func badSectorCountsAreErrors(sectors: Double) {
        let c = WheelConfiguration(sectorsPerTurn: sectors)
        #expect(Self.rejected { () throws(RangeError) in _ = try WheelController(configuration: c, items: Self.items) } == ["sectorsPerTurn"])
        #expect(Self.rejected { () throws(RangeError) in try c.validate() } == ["sectorsPerTurn"])
    }

    @Test func everyBadFieldIsNamedAtOnceWithItsValueAndRange() {
        var c = WheelConfiguration(innerRadiusFraction: .nan, labelColumnWidth: -100)
        c.tapSlop = .infinity
        c.physics.centeringHysteresis = 0.9
        do {
            _ = try WheelController(configuration: c, items: Self.items)
            Issue.record("accepted \(c)")
        } catch {
            #expect(error.values.map(\.name) == ["innerRadiusFraction", "labelColumnWidth", "tapSlop", "physics.centeringHysteresis"])
            #expect(error.values[1] == OutOfRange(name: "labelColumnWidth", value: -100, allowed: 0...10_000))
            #expect(error.description.contains("labelColumnWidth must be in 0...10000, got -100"))
        }
        // The text circle lies between the hole and the rim.
        #expect(Self.rejected { () throws(RangeError) in try WheelConfiguration(innerRadiusFraction: 0.5, textRadiusFraction: 0.4).validate() } == ["textRadiusFraction"])
        #expect(Self.rejected { () throws(RangeError) in try WheelConfiguration(innerRadiusFraction: 1.5).validate() } == ["innerRadiusFraction"])
        #expect(Self.rejected { () throws(RangeError) in try WheelConfiguration().validate() } == nil)
    }

    @Test func setConfigurationThrowsAndKeepsTheOldOne() throws {
        var w = try WheelController(items: Self.items)
        #expect(Self.rejected { () throws(RangeError) in try w.setConfiguration(WheelConfiguration(sectorsPerTurn: 0)) } == ["sectorsPerTurn"])
        #expect(w.configuration.sectorsPerTurn == 36)
        try w.setConfiguration(WheelConfiguration(sectorsPerTurn: 12))
        #expect(w.configuration.sectorsPerTurn == 12)
    }

    @Test func badViewportsAndInitialItemsAreErrors() throws {
        #expect(Self.rejected { () throws(RangeError) in _ = try WheelController(items: Self.items, initialItem: 50) } == ["initialItem"])
        #expect(Self.rejected { () throws(RangeError) in _ = try WheelController(items: Self.items, initialItem: -1) } == ["initialItem"])
        #expect(Self.rejected { () throws(RangeError) in
            _ = try WheelController(items: Self.items, viewport: Rect(x: .nan, y: 0, width: -5, height: 10))
        } == ["viewport.x", "viewport.width"])
        var w = try WheelController(items: Self.items)
        #expect(Self.rejected { () throws(RangeError) in try w.setViewport(Rect(x: 0, y: 0, width: .infinity, height: 10)) } == ["viewport.width"])
        #expect(w.viewport == Rect(x: 0, y: 0, width: 1024, height: 640))
    }

    @Test func aWheelWithAnInvalidConfigurationNeverDrawsNaN() {
        // The configuration the issue drew 19 NaN wedges with is refused before anything is drawn.
        #expect(Self.rejected { () throws(RangeError) in
            _ = try WheelController(configuration: WheelConfiguration(innerRadiusFraction: .nan), items: Self.items)
        } == ["innerRadiusFraction"])
    }

    /// A wheel holds up to 2⁵⁰ items, the reach of its exact rotation: more is an error (a wheel
    /// of 2⁶⁰ items used to be accepted and then showed item 2⁵⁰ while reporting another as
    /// committed); up to there, the far end is reached exactly and drawn. Counts and indices are
    /// compared as integers.
    @Test func theLargestWheelIsCheckedAndReachedExactly() throws {
        let most = 1 << 50
        for count in [most + 1, 1 << 60, Int.max] {
            #expect(Self.rejected { () throws(RangeError) in _ = try WheelController(items: NumberedWheelDataSource(count: count)) }
                == ["items.itemCount"])
        }
        var w = try WheelController(items: NumberedWheelDataSource(count: most - 1), initialItem: most - 2)
        #expect(Self.rejected { () throws(RangeError) in
            _ = try w.insertItems(at: 0, count: 2, items: NumberedWheelDataSource(count: most + 1))
        } == ["count"])
        #expect(Self.rejected { () throws(RangeError) in _ = try w.reloadItems(NumberedWheelDataSource(count: most + 1)) }
            == ["items.itemCount"])
        #expect(Self.rejected { () throws(RangeError) in
            _ = try w.insertItems(at: most, count: 1, items: NumberedWheelDataSource(count: most))
        } == ["index"])
        #expect(Self.rejected { () throws(RangeError) in
            _ = try w.removeItems(at: most - 2, count: 2, items: NumberedWheelDataSource(count: most - 3))
        } == ["count"])
        _ = try w.insertItems(at: 0, count: 1, items: NumberedWheelDataSource(count: most))
        #expect(w.committedItem == most - 1)
        for (k, looping) in [false, true].enumerated() {
            let t = Double(k) * 10
            try w.setConfiguration(WheelConfiguration(looping: looping))
            _ = try w.jump(toItem: most - 1)
            var list = DisplayList()
            w.render(into: &list, style: WheelStyle(), measurer: MonospaceTextMeasurer())
            let labels = list.commands.compactMap { c -> String? in if case .text(let r) = c { r.string } else { nil } }
            #expect(labels.contains("Item \(most)"))  // item most - 1 is "Item \(most)"
            _ = w.advance(to: t + 1)
            try w.animate(toItem: most - 3, duration: 0.25)
            _ = w.advance(to: t + 1.3)
            #expect(w.committedItem == most - 3 && w.centeredItem == most - 3 && w.phase == .idle)
        }
    }

    // MARK: Events

    /// A wheel of `Self.items` and a point on its ring at screen angle `angle`.
    static func wheel(at item: Int = 10) -> (WheelController, (Double) -> Point) {
        let w = try! WheelController(items: items, initialItem: item)
        let g = w.geometry
        let r = (g.innerRadius + g.outerRadius) / 2
        return (w, { a in Point(x: g.center.x + r * .cos(a), y: g.center.y + r * .sin(a)) })
    }

    @Test func aTapReportsNoRelease() {
        var (w, at) = Self.wheel()
        let p = at(0.5)  // below the selection: a later item
        var events = w.handle(.pointer(.down, at: p, time: 0))
        events += w.handle(.pointer(.up, at: p, time: 0.05))
        #expect(!events.contains { if case .released = $0 { true } else { false } })
        for k in 1...120 { events += w.advance(to: 0.05 + Double(k) / 60) }
        #expect(events.last == .selectionCommitted(w.committedItem ?? -1))
        #expect(w.committedItem != 10)
        // A drag does report its release.
        let drag = w.handle(.pointer(.down, at: at(0.3), time: 3))
            + w.handle(.pointer(.move, at: at(0.1), time: 3.02))
            + w.handle(.pointer(.up, at: at(-0.1), time: 3.04))
        #expect(drag.contains { if case .released = $0 { true } else { false } })
    }

    @Test func insertingWhileFlingingCommitsNothingUntilTheWheelLands() throws {
        var (w, at) = Self.wheel(at: 20)
        _ = w.handle(.pointer(.down, at: at(0.4), time: 0))
        for k in 1...6 { _ = w.handle(.pointer(.move, at: at(0.4 - 0.1 * Double(k)), time: 0.008 * Double(k))) }
        _ = w.handle(.pointer(.up, at: at(-0.2), time: 0.056))
        #expect(w.phase == .flinging)
        var more = Self.items
        more.insert(contentsOf: (0..<3).map { WheelItem(sectorText: "n\($0)", labelText: "new\($0)") }, at: 0)
        let change = try w.insertItems(at: 0, count: 3, items: more)
        #expect(!change.contains { if case .selectionCommitted = $0 { true } else { false } })
        #expect(w.committedItem == 23)  // the old choice under its new index, silently
        var events: [WheelEvent] = []
        for k in 1...600 where w.phase != .idle { events += w.advance(to: 0.056 + Double(k) / 60) }
        let commits = events.filter { if case .selectionCommitted = $0 { true } else { false } }
        #expect(commits == [.selectionCommitted(w.committedItem ?? -1)])
    }

    // MARK: Timed animation

    @Test(arguments: [30.0, 60, 120, 144])
    func animateLandsExactlyOnTheItemAtTheRequestedTime(fps: Double) throws {
        var w = try WheelController(items: Self.items, initialItem: 5)
        _ = w.advance(to: 1)
        #expect(try w.animate(toItem: 30, duration: 0.5, curve: .easeInOut).isEmpty)
        #expect(w.phase == .settling)
        var events: [WheelEvent] = []
        var k = 1
        while Double(k) / fps < 0.5 - 1e-9 {
            events += w.advance(to: 1 + Double(k) / fps)
            #expect(w.committedItem == 5, "committed early at frame \(k)")
            k += 1
        }
        events += w.advance(to: 1.5)
        #expect(w.phase == .idle && w.centeredItem == 30 && w.committedItem == 30)
        #expect(events.last == .selectionCommitted(30))
        // Exactly on the item: the angle is the item's, bit for bit.
        let reference = try WheelController(items: Self.items, initialItem: 30)
        #expect(w.angle == reference.angle)
    }

    @Test func aTimedAnimationOnALoopingWheelGoesTheShortWay() throws {
        var w = try WheelController(configuration: WheelConfiguration(looping: true), items: Self.items, initialItem: 2)
        var centred: [Int] = []
        _ = try w.animate(toItem: 47, duration: 0.3, curve: .linear)
        for k in 1...18 {
            for case .centeredItemChanged(let i) in w.advance(to: Double(k) / 60) { centred.append(i) }
        }
        // 2 -> 1 -> 0 -> 49 -> 48 -> 47: five steps back, never through the 40 items forward.
        #expect(centred == [1, 0, 49, 48, 47])
        #expect(w.committedItem == 47)
    }

    @Test func zeroDurationLandsAtOnceAndBadArgumentsAreErrors() throws {
        var w = try WheelController(items: Self.items, initialItem: 5)
        #expect(try w.animate(toItem: 8, duration: 0) == [.centeredItemChanged(8), .selectionCommitted(8)])
        #expect(Self.rejected { () throws(RangeError) in _ = try w.animate(toItem: 50) } == ["item"])
        #expect(Self.rejected { () throws(RangeError) in _ = try w.animate(toItem: -1, duration: .nan) } == ["item", "duration"])
        #expect(w.committedItem == 8 && w.phase == .idle)
    }

    // MARK: Hit tests and per-item content

    @Test func hitTestWorksFromCreation() {
        let (w, at) = Self.wheel(at: 10)
        #expect(w.hitTest(at(0)) == 10)
        #expect(w.hitTest(w.geometry.center) == nil)  // the hole
        #expect(w.hitTest(Point(x: -1e6, y: 0)) == nil)
    }

    @Test func perItemContentIsDrawn() throws {
        let accent = Color(r: 200, g: 40, b: 40)
        let items = (0..<20).map {
                WheelItem(
                    sectorText: "\($0)", labelText: "A\($0)", accentColor: $0 == 3 ? accent : nil,
                    detailText: "d\($0)", imageKey: $0 == 3 ? "icons/three.png" : nil)
            }
        var w = try WheelController(configuration: WheelConfiguration(showsDetailText: true), items: items, initialItem: 3)
        var list = DisplayList()
        w.render(into: &list, style: WheelStyle(), measurer: MonospaceTextMeasurer())
        // The selected item keeps its accent fill, with a rim of the selected fill.
        let fills = list.commands.compactMap { if case .fillWedge(_, let c) = $0 { c } else { nil } }
        #expect(fills.contains(accent))
        #expect(fills.contains(WheelStyle().selectedFill))
        let texts = list.commands.compactMap { if case .text(let r) = $0 { r.string } else { nil } }
        #expect(texts.contains("d3") && texts.contains("A3"))
        let images = list.commands.compactMap { if case .image(let key, let r, _) = $0 { (key, r) } else { nil } }
        #expect(images.map(\.0) == ["icons/three.png"])
        // Without showsDetailText, no detail line.
        try w.setConfiguration(WheelConfiguration())
        list.removeAll()
        w.render(into: &list, style: WheelStyle(), measurer: MonospaceTextMeasurer())
        #expect(!list.commands.contains { if case .text(let r) = $0 { r.string == "d3" } else { false } })
    }
}

/// A data source backed by shared mutable state (a class, as an app's model often is) whose
/// items are read through an array subscript that traps past the end.
final class SharedNames: WheelDataSource, @unchecked Sendable {
    var names: [String]
    init(_ names: [String]) { self.names = names }
    var itemCount: Int { names.count }
    func item(at index: Int) -> WheelItem { WheelItem(sectorText: String(index), labelText: names[index]) }  // traps past the end
}

extension WheelErrorAndEventTests {
    @Test func aSourceThatShrinksBehindTheWheelsBackDoesNotTrapTheRender() throws {
        let shared = SharedNames((0..<40).map { "N\($0)" })
        var w = try WheelController(items: shared, initialItem: 38)
        shared.names.removeLast(30)  // the host forgot to call removeItems
        var list = DisplayList()
        w.render(into: &list, style: WheelStyle(), measurer: MonospaceTextMeasurer())
        let labels = list.commands.compactMap { if case .text(let r) = $0, r.reuseKey?.owner == "label" { r.string } else { nil } }
        #expect(!labels.contains("N38") && labels.contains(""))
        // Reported, the change takes effect.
        _ = try w.reloadItems(shared)
        #expect(w.itemCount == 10 && w.centeredItem == 9)
    }

    // MARK: What the host keeps and what the wheel reports

    /// The host builds the style and keeps it; the render puts its background on the list.
    @Test func renderSetsTheListsBackgroundToTheStyles() throws {
        var w = try WheelController(items: Self.items)
        var list = DisplayList()
        list.background = Color(r: 1, g: 2, b: 3)
        let style = WheelStyle(background: Color(r: 250, g: 240, b: 230))
        w.render(into: &list, style: style, measurer: MonospaceTextMeasurer())
        #expect(list.background == Color(r: 250, g: 240, b: 230))
        // A colour left out is the default style's: only the marker differs.
        var plain = DisplayList(), marked = DisplayList()
        w.render(into: &plain, style: WheelStyle(), measurer: MonospaceTextMeasurer())
        w.render(into: &marked, style: WheelStyle(marker: Color(r: 9, g: 9, b: 9)), measurer: MonospaceTextMeasurer())
        #expect(plain.background == WheelStyle().background && plain.commands.count == marked.commands.count)
        let differing = zip(plain.commands, marked.commands).filter { $0 != $1 }
        #expect(!differing.isEmpty && differing.allSatisfy { "\($0.1)".contains("r: 9, g: 9, b: 9") })
    }

    /// The centred item has no public property: a host follows it through the events, which
    /// report every change (flings, keys, item changes). At rest the last one reported is the
    /// item at the selection.
    @Test func aHostFollowsTheCentredItemThroughTheEvents() throws {
        var (w, at) = Self.wheel(at: 20)
        var followed = 20
        var items = Self.items
        func follow(_ events: [WheelEvent]) {
            for case .centeredItemChanged(let i) in events { followed = i }
        }
        var t = 0.0
        func settle() {
            for _ in 0..<1200 where w.phase != .idle {
                t += 1.0 / 60
                follow(w.advance(to: t))
            }
        }
        for (n, sweep) in [0.5, -0.9, 0.3, 1.2].enumerated() {
            follow(w.handle(.pointer(.down, at: at(sweep), time: t)))
            for k in 1...6 {
                t += 0.008
                follow(w.handle(.pointer(.move, at: at(sweep * (1 - Double(k) / 3)), time: t)))
            }
            follow(w.handle(.pointer(.up, at: at(-sweep), time: t)))
            if n == 1 {  // items change mid-fling
                items.insert(contentsOf: (0..<4).map { WheelItem(sectorText: "n\($0)", labelText: "new\($0)") }, at: 0)
                follow(try w.insertItems(at: 0, count: 4, items: items))
            }
            settle()
            #expect(w.phase == .idle && followed == w.centeredItem && followed == w.committedItem)
            follow(w.handle(.key(.pageDown, time: t)))
            settle()
            #expect(followed == w.centeredItem && followed == w.committedItem)
        }
        items.removeFirst(30)
        follow(try w.removeItems(at: 0, count: 30, items: items))
        #expect(followed == w.centeredItem)
    }
}
