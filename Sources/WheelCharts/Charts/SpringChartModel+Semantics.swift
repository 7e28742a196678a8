import WheelSemantics

extension SpringChartModel {
    /// The parts of a spring chart that an assistive client sees, each a node whose id is the
    /// tree's base id plus the part's raw value (radio buttons and table cells from
    /// `base + 0x100` and `base + 0x1000`).
    public enum SemanticsPart: Hashable, Sendable {
        /// The group of the whole chart.
        case chart
        /// The plot, an image described by its kind, year and values.
        case plot
        /// The values as a table of the current targets (after the plot, not inside it: screen
        /// readers do not enter an image).
        case table
        /// The year choice, a radio group.
        case yearGroup
        /// One year.
        case year(Int)
        /// The chart kind choice, a radio group.
        case kindGroup
        /// One kind.
        case kind(ChartKind)
        /// The bounciness slider.
        case bounciness
        /// The speed slider.
        case speed

        /// The offset of the part's id from the tree's base id.
        public var offset: UInt64 {
            switch self {
            case .chart: 0
            case .plot: 1
            case .table: 2
            case .yearGroup: 3
            case .kindGroup: 4
            case .bounciness: 5
            case .speed: 6
            case .year(let i): 0x100 + UInt64(max(0, i))
            case .kind(let k): 0x200 + UInt64(ChartKind.allCases.firstIndex(of: k) ?? 0)
            }
        }
    }

    /// The ids a chart's tree uses: from `root` to the last cell of its table
    /// (`root + 0x1000 + 4 × categories.count + 3`).
    public func semanticsIDs(root: SemanticsNode.ID) -> ClosedRange<UInt64> {
        root.rawValue...(root.rawValue + 0x1000 + 4 * UInt64(categories.count) + 3)
    }

    /// The part a node id names in a tree made with `root`, if any.
    public func semanticsPart(of id: SemanticsNode.ID, root: SemanticsNode.ID) -> SemanticsPart? {
        guard id.rawValue >= root.rawValue else { return nil }
        let o = id.rawValue - root.rawValue
        let fixed: [SemanticsPart] = [.chart, .plot, .table, .yearGroup, .kindGroup, .bounciness, .speed]
        if let p = fixed.first(where: { $0.offset == o }) { return p }
        if o >= 0x100 && o < 0x100 + UInt64(series.count) { return .year(Int(o - 0x100)) }
        if o >= 0x200 && o < 0x200 + UInt64(ChartKind.allCases.count) {
            return .kind(ChartKind.allCases[Int(o - 0x200)])
        }
        return nil
    }

    /// The chart's meaning for an assistive client, view space: the plot as an image described
    /// by its kind, year and values, then the values (the targets the springs move to) as a
    /// table; the year and the kind as radio groups of focusable radio buttons (the arrow keys
    /// move among them, a host's Tab stops at the chosen one); bounciness and speed as sliders
    /// (0...20, step `keyStep`). The plot and its table are `SemanticsStates.busy` while the
    /// values or the morph move.
    ///
    /// - Parameters:
    ///   - base: the `root:` argument, the id of the chart's group, chosen by the caller; part
    ///     `p` has id `root + p.offset` (``semanticsIDs(root:)``).
    ///   - focused: the part that has the host's keyboard focus, if any.
    public func semantics(root base: SemanticsNode.ID, focused: SemanticsPart? = nil) -> SemanticsTree {
        func id(_ p: SemanticsPart) -> SemanticsNode.ID { SemanticsNode.ID(base.rawValue + p.offset) }
        func focus(_ p: SemanticsPart) -> SemanticsStates {
            p == focused ? [.focusable, .focused] : [.focusable]
        }
        let l = layout
        let busy = isAnimating
        var tree = SemanticsTree(
            root: SemanticsNode(id: id(.chart), role: .group, name: title, bounds: l.viewport))
        let year = series[selectedSeries].name
        let targets = values.targets
        let pairs = zip(categories, targets).map { "\($0) \(Self.spoken($1))" }.joined(separator: ", ")
        tree.append(
            SemanticsNode(
                id: id(.plot), role: .image, name: "\(kind.title) of \(year)",
                description: "\(valueAxisTitle) by \(categoryAxisTitle), \(year): \(pairs)",
                bounds: l.chartArea,
                states: focus(.plot).union(busy ? .busy : []), actions: .focus))
        var table = tree
        table.append(
            SemanticsNode(
                id: id(.table), role: .table, name: "Values of \(year)", bounds: l.plot,
                states: busy ? .busy : []))
        let rowBase = base.rawValue + 0x1000
        for (r, cells)
            in ([[categoryAxisTitle, valueAxisTitle]]
            + zip(categories, targets).map { [$0, Self.spoken($1)] }).enumerated()
        {
            let rowID = SemanticsNode.ID(rowBase + UInt64(r) * 4)
            table.append(
                SemanticsNode(id: rowID, role: .row, name: cells.joined(separator: ", "), bounds: l.plot),
                to: id(.table))
            for (c, text) in cells.enumerated() {
                table.append(
                    SemanticsNode(
                        id: SemanticsNode.ID(rowID.rawValue + 1 + UInt64(c)),
                        role: r == 0 ? .columnHeader : .cell, name: text,
                        bounds: r == 0 ? l.plot : (l.band(r - 1))),
                    to: rowID)
            }
        }
        tree = table

        func radioGroup(
            _ group: SemanticsPart, _ name: String, _ control: SegmentedControlLayout,
            _ choices: [(SemanticsPart, String, Bool)]
        ) {
            let value = choices.first { $0.2 }?.1
            tree.append(
                SemanticsNode(
                    id: id(group), role: .radioGroup, name: name, value: value, bounds: control.frame,
                    actions: [.increment, .decrement]))
            for (i, (part, title, selected)) in choices.enumerated() {
                tree.append(
                    SemanticsNode(
                        id: id(part), role: .radioButton, name: title,
                        bounds: control.segments.indices.contains(i) ? control.segments[i] : control.frame,
                        states: focus(part).union(selected ? .selected : []), actions: [.activate, .focus]),
                    to: id(group))
            }
        }
        radioGroup(
            .yearGroup, "Year", l.yearControl,
            series.enumerated().map { (.year($0), $1.name, $0 == selectedSeries) })
        radioGroup(
            .kindGroup, "Chart kind", l.kindControl,
            ChartKind.allCases.map { (.kind($0), $0.title, $0 == kind) })
        for (part, name, value, slider) in [
            (SemanticsPart.bounciness, "Bounciness", bounciness, l.bouncinessSlider),
            (.speed, "Speed", speed, l.speedSlider),
        ] {
            tree.append(
                SemanticsNode(
                    id: id(part), role: .slider, name: name, value: Self.spoken(value),
                    numericValue: .init(value, in: Self.parameterRange, step: Self.keyStep),
                    bounds: slider.frame,
                    states: focus(part), actions: .adjustable))
        }
        return tree
    }

    /// Performs an assistive client's action on a part at `time` (seconds), through the same
    /// paths as the keys and the pointer: the year group's increment and decrement are the
    /// Right and Left keys, the kind group's toggle as Up/Down do, a radio button's activate
    /// chooses it as a tap does; bounciness steps as Page Up/Down, speed as Plus/Minus, and
    /// set-value sets either on its steps, as the keys and the pointer do (rounded to
    /// `keyStep`, clamped to 0...20: 7.6 makes 8).
    public mutating func perform(_ action: SemanticsAction, on part: SemanticsPart, at time: Double)
        -> [SpringChartEvent]
    {
        func key(_ k: NavigationKey) -> [SpringChartEvent] { handle(.key(k, time: time)) }
        switch (part, action) {
        case (.yearGroup, .increment): return key(.right)
        case (.yearGroup, .decrement): return key(.left)
        case (.kindGroup, .increment), (.kindGroup, .decrement): return key(.down)
        case (.year(let i), .activate): return moveToSeries(i, at: time)
        case (.kind(let k), .activate): return changeKind(k, at: time)
        case (.bounciness, .increment): return key(.pageUp)
        case (.bounciness, .decrement): return key(.pageDown)
        case (.bounciness, .setValue(let v)): return changeBounciness(Self.snapped(v), at: time)
        case (.speed, .increment): return key(.plus)
        case (.speed, .decrement): return key(.minus)
        case (.speed, .setValue(let v)): return changeSpeed(Self.snapped(v), at: time)
        default: return []
        }
    }

    /// A value as spoken: whole numbers without decimals, others with up to two.
    static func spoken(_ v: Double) -> String {
        guard v.isFinite else { return "no value" }
        if v == v.rounded() && abs(v) < 1e15 { return String(Int(v)) }
        return NumberFormatting.format(v, decimals: 2)
    }
}

extension SpringChartModel: InteractiveComponent {
    /// Draws the whole chart (every part) into `list`: see
    /// ``render(into:style:measurer:parts:)``.
    public func render(into list: inout DisplayList, style: SpringChartStyle, measurer: some TextMeasurer) {
        render(into: &list, style: style, measurer: measurer, parts: .all)
    }
}
