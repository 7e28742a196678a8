import TestSupport
import Testing
import WheelCore
import WheelRendering

/// Edges the C fuzzer found in the wheel itself (issue 46): looping turned off after a turn,
/// subnormal animation durations, removing nothing at the end, and the largest item count.
@Suite struct WheelEdgeCaseTests {
    /// Advances in 60 Hz frames until the wheel rests; returns the events and the time reached.
    static func settle(_ w: inout WheelController, from t: Double) -> (events: [WheelEvent], time: Double) {
        var t = t
        var events: [WheelEvent] = []
        for _ in 0..<600 {
            t += 1.0 / 60
            events += w.advance(to: t)
            if w.phase == .idle { break }
        }
        return (events, t)
    }

    /// A 10-item looping wheel that went round once rested at position 13: with looping off it
    /// stayed there (centred 9, committed 3) and a later key reported CENTRED 9 and no commit.
    @Test func loopingTurnedOffAfterAFullTurnRestsOnTheItemShown() throws {
        var w = try WheelController(
            configuration: WheelConfiguration(looping: true), items: NumberedWheelDataSource(count: 10),
            initialItem: 9)
        var t = 0.0
        for _ in 0..<4 {
            _ = w.handle(.key(.down, time: t))
            t = Self.settle(&w, from: t).time
        }
        #expect(w.centeredItem == 3 && w.committedItem == 3 && w.angle > 12.5 * w.itemAngle)
        var c = w.configuration
        c.looping = false
        let events = try w.setConfiguration(c)
        #expect(events.isEmpty)
        #expect(w.phase == .idle && w.centeredItem == 3 && w.committedItem == 3)
        #expect(abs(w.angle - 3 * w.itemAngle) < 1e-9)
        #expect(w.semantics().root.value?.hasPrefix("Item 4, 4 of 10") == true)
        _ = w.handle(.key(.down, time: t))
        let after = Self.settle(&w, from: t).events
        #expect(after == [.centeredItemChanged(4), .selectionCommitted(4)])
    }

    /// Looping turned off in the middle of a spring across the wrap (from item 9 to item 0 of
    /// the next turn): the spring lands on an item of the bounded wheel, with its events.
    @Test func loopingTurnedOffMidTurnSettlesOnAnItem() throws {
        var w = try WheelController(
            configuration: WheelConfiguration(looping: true), items: NumberedWheelDataSource(count: 10),
            initialItem: 9)
        _ = w.handle(.key(.down, time: 0))
        _ = w.advance(to: 0.05)
        var c = w.configuration
        c.looping = false
        try w.setConfiguration(c)
        let done = Self.settle(&w, from: 0.05)
        #expect(w.phase == .idle && w.centeredItem == w.committedItem)
        #expect(w.centeredItem == 9 || w.centeredItem == 0)
        #expect(w.angularVelocity == 0)
        _ = done
    }

    /// `animate(toItem: i, duration: 5e-324)` left the angular velocity at +inf (or -1.7e299).
    @Test(arguments: [5e-324, 1e-300, 1e-9, 0.000_999])
    func aDurationShorterThanAMillisecondLandsAtOnce(duration: Double) throws {
        var w = try WheelController(items: NumberedWheelDataSource(count: 20))
        let events = try w.animate(toItem: 7, duration: duration, curve: .linear)
        #expect(w.angularVelocity == 0 && w.phase == .idle)
        #expect(w.centeredItem == 7 && w.committedItem == 7)
        #expect(events == [.centeredItemChanged(7), .selectionCommitted(7)])
    }

    @Test func aMillisecondIsAnimated() throws {
        var w = try WheelController(items: NumberedWheelDataSource(count: 20))
        try w.animate(toItem: 7, duration: WheelLimits.shortestAnimation, curve: .linear)
        #expect(w.phase == .settling && w.angularVelocity.isFinite && w.angularVelocity > 0)
    }

    /// `removeItems(at: itemCount, count: 0)` was refused although inserting there is allowed.
    @Test func removingNoItemsAtTheEndIsAllowed() throws {
        var w = try WheelController(items: NumberedWheelDataSource(count: 10), initialItem: 4)
        #expect(try w.removeItems(at: 10, count: 0, items: NumberedWheelDataSource(count: 10)).isEmpty)
        #expect(
            rangeErrorNames { () throws(RangeError) in
                _ = try w.removeItems(at: 10, count: 1, items: NumberedWheelDataSource(count: 9))
            } == ["count"])
        #expect(
            rangeErrorNames { () throws(RangeError) in
                _ = try w.removeItems(at: 11, count: 0, items: NumberedWheelDataSource(count: 10))
            } == ["index"])
        var empty = try WheelController(items: NumberedWheelDataSource(count: 0))
        #expect(try empty.removeItems(at: 0, count: 0, items: NumberedWheelDataSource(count: 0)).isEmpty)
    }

    /// A looping wheel of 2^50 items that wrapped clamped its position at 2^50 (item 0) while it
    /// committed item 1; a reload then rested with centred 0 and committed 1.
    @Test func aLoopingWheelOfTheMostItemsWrapsOnTheItemItCommits() throws {
        let most = WheelLimits.maximumItemCount
        var w = try WheelController(
            configuration: WheelConfiguration(looping: true), items: NumberedWheelDataSource(count: most),
            initialItem: most - 1)
        var t = 0.0
        for expected in [0, 1] {
            _ = w.handle(.key(.down, time: t))
            let done = Self.settle(&w, from: t)
            t = done.time
            #expect(done.events.contains(.selectionCommitted(expected)))
            #expect(w.centeredItem == expected && w.committedItem == expected)
        }
        _ = try w.reloadItems(NumberedWheelDataSource(count: most))
        #expect(w.centeredItem == 1 && w.committedItem == 1)
        #expect(
            try w.jump(toItem: most - 2) == [.centeredItemChanged(most - 2), .selectionCommitted(most - 2)])
        #expect(w.centeredItem == most - 2)
    }

    /// Large whole numbers in messages read as integers ("1125899906842623.0" before).
    @Test func largeIndicesPrintAsIntegers() {
        #expect(OutOfRange.format(1_125_899_906_842_623) == "1125899906842623")
        #expect(OutOfRange.format(9_007_199_254_740_992) == "9007199254740992")
        #expect(OutOfRange.format(-1e15) == "-1000000000000000")
        #expect(OutOfRange.format(2.5) == "2.5")
        #expect(OutOfRange.format(1e300) == "1e+300")
        let error = rangeErrorNames { () throws(RangeError) in
            var w = try WheelController(items: NumberedWheelDataSource(count: WheelLimits.maximumItemCount))
            _ = try w.jump(toItem: WheelLimits.maximumItemCount)
        }
        #expect(error == ["item"])
    }

    /// A 49-item looping wheel in its second turn (position 78, item 29) reloaded to 2^50 items
    /// kept its turn in the new count, 2^50 + 29, clamped to 2^50: centred 0, committed 29.
    @Test func aReloadToTheMostItemsKeepsTheItemOfAWheelInALaterTurn() throws {
        var w = try WheelController(
            configuration: WheelConfiguration(looping: true), items: NumberedWheelDataSource(count: 49),
            initialItem: 29)
        _ = try w.animate(toItem: 29)
        for k in 1...49 { _ = w.handle(.key(.down, time: Double(k))) }
        _ = Self.settle(&w, from: 49)
        #expect(w.centeredItem == 29 && w.committedItem == 29 && w.angle > 49 * w.itemAngle)
        _ = try w.reloadItems(NumberedWheelDataSource(count: WheelLimits.maximumItemCount))
        #expect(w.centeredItem == 29 && w.committedItem == 29 && w.phase == .idle)
    }
}
