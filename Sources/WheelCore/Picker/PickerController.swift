import WheelMotion
import WheelPrimitives

/// A picker of several linked wheels (components), like `UIPickerView` or the columns of
/// `UIDatePicker`: each component is a ``WheelController`` (rotary or drum) with its own items,
/// width, configuration and selection, side by side in the viewport.
///
/// It has the wheel's shape: time comes in through ``advance(to:)``, input through
/// ``handle(_:)``, both return the events they caused (``PickerEvent``), and one
/// ``render(into:style:measurer:showsFocus:)`` draws every component. A component's items come
/// from the ``PickerModel`` and may depend on the other selections: when a component comes to
/// rest on a new item, the others' items are asked for anew; a component whose count shrank
/// below its selection first turns to its new last item in ``clampDuration`` (shown dimmed past
/// it, as iOS does with a day the month lacks), then takes the new count, and one that rests on
/// a disabled item (``WheelItem/isEnabled``) turns to the nearest enabled one. Once everything
/// is at rest on new selections the picker reports one ``PickerEvent/valueChanged(_:)``.
///
/// Keys: Left and Right move the focus between components (``moveFocus(forward:)`` serves a
/// host's Tab), Up, Down, Page Up, Page Down, Home and End move the focused component. A press
/// goes to the component under it, which keeps that pointer until it is lifted, so two fingers
/// may turn two components at once; a press also focuses its component.
///
/// Readable state: ``components``, ``model``, ``wheels`` (each component's full state),
/// ``selections``, ``phase``, ``focusedComponent``, ``columns``, ``time``.
public struct PickerController: Sendable {
    /// The components, as given (their configurations as their wheels use them).
    public private(set) var components: [PickerComponent]
    /// The components' wheels, in order: read each one's state (items, phase, angle, layout).
    public internal(set) var wheels: [WheelController]
    /// The component the keyboard keys go to.
    public private(set) var focusedComponent: Int = 0
    /// The viewport the components share (view space, points).
    public private(set) var viewport: Rect
    /// Each component's column, view space: its width (narrowed in proportion when the
    /// viewport is too narrow), the viewport's height, the columns centred together.
    public private(set) var columns: [Rect] = []
    /// The picker's time, seconds: the latest time given to ``advance(to:)`` or carried by an
    /// input event.
    public private(set) var time: Double = 0

    /// How long a component takes to turn back to a valid item (a clamped or disabled one),
    /// seconds.
    public static let clampDuration = 0.25
    /// The gap between two columns, points.
    public static let columnGap = 8.0

    /// Where the components' items come from (``setModel(_:selections:)`` replaces it,
    /// ``reloadComponent(_:)`` asks it again).
    public private(set) var model: any PickerModel
    /// The pointers held by components: which component each pressed pointer went to.
    private var pointerOwners: [PointerID: Int] = [:]
    /// Per component, a smaller item count waiting for the component to reach it.
    private var pendingCounts: [Int?]
    /// The selections the components' items were last asked for with.
    private var linkedSelections: [Int]
    /// The selections last reported by ``PickerEvent/valueChanged(_:)`` (or the first ones).
    private var reportedSelections: [Int]
    /// A component's events of one frame (kept from frame to frame: no allocation once grown).
    private var scratch: [WheelEvent] = []

    /// Creates a picker resting on each component's ``PickerComponent/initialItem``.
    ///
    /// - Parameters:
    ///   - components: one or more (at most 64) components, left to right.
    ///   - model: the components' items (asked for now with the initial selections).
    ///   - viewport: the rectangle the columns share, view space (points).
    /// - Throws: a `RangeError` naming the component count (1...64, and the model's
    ///   ``PickerModel/componentCount`` when it has one), a role other than the model's
    ///   (``PickerModel/role(ofComponent:)``), a width, a configuration field, an item count, an
    ///   initial item outside the model's items for that component, or a viewport value outside
    ///   its range.
    public init(components: [PickerComponent], model: any PickerModel, viewport: Rect) throws(RangeError) {
        var problems = Limit.problems(ofViewport: viewport)
        Limit.check("components.count", components.count, in: 1...64, into: &problems)
        if let n = model.componentCount, n != components.count {
            problems.append(
                OutOfRange(
                    name: "components.count",
                    statement:
                        "components.count must be \(n) (the model's components), got \(components.count)"))
        }
        for (i, c) in components.enumerated() {
            PickerComponent.widthLimit.check(c.width, into: &problems)
            if let role = model.role(ofComponent: i), role != c.role {
                problems.append(
                    OutOfRange(
                        name: "components[\(i)].role",
                        statement:
                            "components[\(i)].role must be \"\(role)\" (the model's component \(i)), got \"\(c.role)\""
                    ))
            }
        }
        try RangeError.throwIfAny(problems)
        let initialSelections = components.map(\.initialItem)
        for (i, c) in components.enumerated() {
            let n = model.items(ofComponent: i, selections: initialSelections).itemCount
            if n > 0, !(0..<n).contains(c.initialItem) {
                problems.append(
                    OutOfRange(
                        name: "components[\(i)].initialItem", value: Double(c.initialItem),
                        allowed: 0...Double(n - 1),
                        context: "(the model's items of component \(i), \(c.role))"))
            }
        }
        try RangeError.throwIfAny(problems)
        self.components = components
        self.model = model
        self.viewport = viewport
        let initial = components.map(\.initialItem)
        columns = Self.columns(for: components, in: viewport)
        var wheels: [WheelController] = []
        for (i, c) in components.enumerated() {
            let items = model.items(ofComponent: i, selections: initial)
            wheels.append(
                try WheelController(
                    configuration: c.configuration, items: items, viewport: columns[i],
                    initialItem: c.initialItem))
        }
        self.wheels = wheels
        pendingCounts = Array(repeating: nil, count: components.count)
        linkedSelections = initial
        reportedSelections = initial
    }

    /// Each component's committed item, in order (0 for an empty component).
    public var selections: [Int] { wheels.map { $0.committedItem ?? 0 } }

    /// What the picker as a whole is doing: dragging when a component is dragged, else flinging
    /// when one flings, else settling when one moves or a component still has to turn to a valid
    /// item, else idle (the value is settled and reported).
    public var phase: PickerPhase {
        if wheels.contains(where: { $0.phase == .dragging }) { return .dragging }
        if wheels.contains(where: { $0.phase == .flinging }) { return .flinging }
        if wheels.contains(where: { $0.phase == .settling }) || pendingCounts.contains(where: { $0 != nil }) {
            return .settling
        }
        return .idle
    }

    /// The columns of `components` in `viewport`: their widths and the gaps between them,
    /// narrowed in proportion when they do not fit, centred together.
    static func columns(for components: [PickerComponent], in viewport: Rect) -> [Rect] {
        let gaps = Self.columnGap * Double(max(0, components.count - 1))
        let wanted = components.reduce(0) { $0 + $1.width }
        let scale = min(1, max(0, viewport.width - gaps) / max(wanted, 1))
        var x = viewport.x + max(0, (viewport.width - wanted * scale - gaps) / 2)
        return components.map { c in
            defer { x += c.width * scale + Self.columnGap }
            return Rect(x: x, y: viewport.y, width: c.width * scale, height: viewport.height)
        }
    }

    /// Moves the viewport (a window resize): the columns are laid out anew.
    ///
    /// - Throws: a `RangeError` naming a viewport value that is not finite or a negative size.
    public mutating func setViewport(_ rect: Rect) throws(RangeError) {
        try RangeError.throwIfAny(Limit.problems(ofViewport: rect))
        viewport = rect
        columns = Self.columns(for: components, in: rect)
        for i in wheels.indices { try wheels[i].setViewport(columns[i]) }
    }

    /// The component whose column contains `point` (view space), if any.
    public func component(at point: Point) -> Int? {
        columns.firstIndex { $0.contains(point) }
    }

    // MARK: - Time and input

    /// Moves every component's motion to `time` (seconds) and returns the events caused.
    ///
    /// A frame without events allocates nothing; one with events allocates its array once.
    public mutating func advance(to newTime: Double) -> [PickerEvent] {
        var events: [PickerEvent] = []
        let t = newTime.isFinite ? max(newTime, time) : time
        time = t
        for i in wheels.indices {
            scratch.removeAll(keepingCapacity: true)
            wheels[i].advance(to: t, appendingEventsTo: &scratch)
            guard !scratch.isEmpty else { continue }
            // Room for a tick of every component and a commit or two: one allocation a frame.
            if events.capacity == 0 { events.reserveCapacity(2 * wheels.count + 2) }
            for e in scratch { events.append(.component(i, e)) }
        }
        reconcile(into: &events)
        return events
    }

    /// Handles one input event and returns the events it caused: a pointer goes to the component
    /// under its press, a scroll to the component under it (else the focused one), Left and
    /// Right move the focus, other keys go to the focused component.
    public mutating func handle(_ event: InputEvent) -> [PickerEvent] {
        var events: [PickerEvent] = []
        // Every component at the event's time first, so that a link it causes starts then.
        if event.time.isFinite, event.time > time {
            time = event.time
            for i in wheels.indices {
                for e in wheels[i].advance(to: time) { events.append(.component(i, e)) }
            }
        }
        switch event {
        case .pointer(let phase, let pointer, let location, _):
            var owner = pointerOwners[pointer]
            if phase == .down, owner == nil, let i = component(at: location) {
                owner = i
                pointerOwners[pointer] = i
                focus(i, into: &events)
            }
            if let owner {
                for e in wheels[owner].handle(event) { events.append(.component(owner, e)) }
                if phase == .up || phase == .cancel { pointerOwners[pointer] = nil }
            }
        case .scroll(_, _, _, let location, _):
            let i = location.flatMap { component(at: $0) } ?? focusedComponent
            for e in wheels[i].handle(event) { events.append(.component(i, e)) }
        case .key(.left, _):
            if focusedComponent > 0 { focus(focusedComponent - 1, into: &events) }
        case .key(.right, _):
            if focusedComponent < wheels.count - 1 { focus(focusedComponent + 1, into: &events) }
        case .key:
            let i = focusedComponent
            for e in wheels[i].handle(event) { events.append(.component(i, e)) }
        }
        reconcile(into: &events)
        return events
    }

    /// Moves the keyboard focus to the next component (`forward`) or the previous one, as a
    /// host's Tab and Shift+Tab do inside the picker.
    ///
    /// - Returns: the focus change, or nothing when the focus is already on the last (first)
    ///   component: the host then moves its focus out of the picker.
    public mutating func moveFocus(forward: Bool) -> [PickerEvent] {
        let target = focusedComponent + (forward ? 1 : -1)
        guard wheels.indices.contains(target) else { return [] }
        var events: [PickerEvent] = []
        focus(target, into: &events)
        return events
    }

    /// Puts the keyboard focus on `component`.
    ///
    /// - Throws: a `RangeError` when `component` is not in `0 ..< components.count`.
    public mutating func focus(component: Int) throws(RangeError) -> [PickerEvent] {
        if let bad = WheelLimits.item("component", component, count: wheels.count) { throw RangeError([bad]) }
        var events: [PickerEvent] = []
        focus(component, into: &events)
        return events
    }

    private mutating func focus(_ i: Int, into events: inout [PickerEvent]) {
        guard i != focusedComponent else { return }
        focusedComponent = i
        events.append(.focusChanged(i))
    }

    /// Turns `component` to `item` (animated with its settle spring, as `selectRow(_:inComponent:
    /// animated: true)`), or puts it there at once when `animated` is false.
    ///
    /// - Throws: a `RangeError` naming `component` or `item` outside its range.
    public mutating func select(item: Int, inComponent component: Int, animated: Bool = true)
        throws(RangeError)
        -> [PickerEvent]
    {
        if let bad = WheelLimits.item("component", component, count: wheels.count) { throw RangeError([bad]) }
        let wheelEvents =
            animated ? try wheels[component].animate(toItem: item) : try wheels[component].jump(toItem: item)
        var events = wheelEvents.map { PickerEvent.component(component, $0) }
        reconcile(into: &events)
        return events
    }

    /// Asks the model for `component`'s items anew with the current selections, as
    /// `UIPickerView.reloadComponent(_:)` (a model whose items changed: a class, or a value whose
    /// items depend on something the host changed); a shrunk count the component lies beyond
    /// turns it to the new last item first.
    ///
    /// - Throws: a `RangeError` when `component` is not in `0 ..< components.count`.
    public mutating func reloadComponent(_ component: Int) throws(RangeError) -> [PickerEvent] {
        if let bad = WheelLimits.item("component", component, count: wheels.count) { throw RangeError([bad]) }
        var events: [PickerEvent] = []
        relink(component, selections: selections, into: &events)
        reconcile(into: &events)
        return events
    }

    /// Replaces the model and puts every component at once on `selections` (each clamped to
    /// its new items), without animation: the host then animates what should move (as a date
    /// picker whose limits changed does). A component whose committed item changed reports it;
    /// the picker reports ``PickerEvent/valueChanged(_:)`` as after any change.
    ///
    /// - Throws: a `RangeError` naming a component count or role the new model refuses, or a
    ///   selection count other than the components'; the old model stays.
    public mutating func setModel(_ newModel: any PickerModel, selections newSelections: [Int])
        throws(RangeError)
        -> [PickerEvent]
    {
        var problems: [OutOfRange] = []
        Limit.check("selections.count", newSelections.count, in: wheels.count...wheels.count, into: &problems)
        if let n = newModel.componentCount, n != wheels.count {
            problems.append(
                OutOfRange(
                    name: "model.componentCount",
                    statement:
                        "model.componentCount must be \(wheels.count) (the picker's components), got \(n)"))
        }
        for i in components.indices {
            if let role = newModel.role(ofComponent: i), role != components[i].role {
                problems.append(
                    OutOfRange(
                        name: "model.role(ofComponent: \(i))",
                        statement:
                            "the model's component \(i) must be \"\(components[i].role)\", got \"\(role)\""))
            }
        }
        try RangeError.throwIfAny(problems)
        model = newModel
        var events: [PickerEvent] = []
        for j in wheels.indices {
            pendingCounts[j] = nil
            let source = newModel.items(ofComponent: j, selections: newSelections)
            reload(j, source, into: &events)
            guard wheels[j].itemCount > 0 else { continue }
            let target = min(max(newSelections[j], 0), wheels[j].itemCount - 1)
            if wheels[j].committedItem != target || wheels[j].phase != .idle {
                do {
                    for e in try wheels[j].jump(toItem: target) { events.append(.component(j, e)) }
                } catch {
                    events.append(.modelError(j, error))
                }
            }
        }
        linkedSelections = selections
        reconcile(into: &events)
        return events
    }

    /// Sets component `component`'s wheel configuration (its physics, geometry, looks), as
    /// ``WheelController/setConfiguration(_:)``: reduced motion, for example, applies to every
    /// component this way.
    ///
    /// - Throws: a `RangeError` naming `component` or a configuration field outside its range;
    ///   the old configuration stays.
    public mutating func setConfiguration(_ configuration: WheelConfiguration, ofComponent component: Int)
        throws(RangeError)
    {
        if let bad = WheelLimits.item("component", component, count: wheels.count) { throw RangeError([bad]) }
        try wheels[component].setConfiguration(configuration)
        components[component].configuration = configuration
    }

    // MARK: - Links

    /// After every step: applies the shrinks whose component reached them, asks for the
    /// components' items anew when a selection changed, turns a component at rest on a disabled
    /// item to the nearest enabled one, and reports a settled change of the whole picker.
    mutating func reconcile(into events: inout [PickerEvent]) {
        for j in wheels.indices {
            guard let n = pendingCounts[j], wheels[j].phase == .idle else { continue }
            if (wheels[j].committedItem ?? 0) < n {
                pendingCounts[j] = nil
                reload(j, model.items(ofComponent: j, selections: linkedSelections), into: &events)
            } else {
                animate(j, to: n - 1, into: &events)
            }
        }
        // (Compared in place: a steady frame allocates no array.)
        if selectionsDiffer(from: linkedSelections) {
            linkedSelections = selections
            for j in wheels.indices { relink(j, selections: linkedSelections, into: &events) }
        }
        for j in wheels.indices where pendingCounts[j] == nil && wheels[j].phase == .idle {
            guard let c = wheels[j].committedItem, !wheels[j].items.item(at: c).isEnabled,
                let target = nearestEnabledItem(of: j, from: c)
            else { continue }
            animate(j, to: target, into: &events)
        }
        let atRest = wheels.allSatisfy { $0.phase == .idle } && pendingCounts.allSatisfy { $0 == nil }
        if atRest, selectionsDiffer(from: reportedSelections) {
            reportedSelections = selections
            events.append(.valueChanged(reportedSelections))
        }
    }

    /// Whether some component's committed item differs from `s`'s.
    private func selectionsDiffer(from s: [Int]) -> Bool {
        wheels.indices.contains { (wheels[$0].committedItem ?? 0) != s[$0] }
    }

    /// Gives component `j` its items for `selections`: at once, unless the count shrinks below
    /// where the component is; then the old count stays, the items past the new count dimmed,
    /// until the component has turned to the new last item.
    private mutating func relink(_ j: Int, selections: [Int], into events: inout [PickerEvent]) {
        let source = model.items(ofComponent: j, selections: selections)
        let n = source.itemCount
        let w = wheels[j]
        let beyond = (w.committedItem ?? 0) >= n || (w.centeredItem ?? 0) >= n
        guard n > 0, n < w.itemCount, beyond || w.phase != .idle else {
            pendingCounts[j] = nil
            reload(j, source, into: &events)
            return
        }
        pendingCounts[j] = n
        reload(j, ShrinkingItems(new: source, old: w.items, oldCount: w.itemCount), into: &events)
        if w.phase == .idle { animate(j, to: n - 1, into: &events) }
    }

    private mutating func reload(_ j: Int, _ source: any WheelDataSource, into events: inout [PickerEvent]) {
        // The model's counts are the wheel's to check: a count out of range keeps the old items
        // and is reported, not swallowed.
        do {
            for e in try wheels[j].reloadItems(source) { events.append(.component(j, e)) }
        } catch {
            events.append(.modelError(j, error))
        }
    }

    private mutating func animate(_ j: Int, to item: Int, into events: inout [PickerEvent]) {
        // The item is in range (the model's count or an enabled item found in it): a failure
        // here is a count the wheel refused, reported as such.
        do {
            for e in try wheels[j].animate(toItem: item, duration: Self.clampDuration, curve: .easeOut) {
                events.append(.component(j, e))
            }
        } catch {
            events.append(.modelError(j, error))
        }
    }

    /// The enabled item of component `j` nearest `item` (the earlier one on a tie), if any.
    ///
    /// - Complexity: O(distance to it), at most O(itemCount).
    func nearestEnabledItem(of j: Int, from item: Int) -> Int? {
        let w = wheels[j]
        for d in 1..<max(1, w.itemCount) {
            if item - d >= 0, w.items.item(at: item - d).isEnabled { return item - d }
            if item + d < w.itemCount, w.items.item(at: item + d).isEnabled { return item + d }
        }
        return nil
    }

    // MARK: - Drawing

    /// Lays out and draws every component (each as ``WheelController/render(into:style:measurer:)``
    /// draws its wheel) and, when `showsFocus`, a ring around the focused component's face (a
    /// drum's visible front).
    ///
    /// - Complexity: O(visible cells of all components).
    public mutating func render(
        into list: inout DisplayList, style: WheelStyle, measurer: some TextMeasurer, showsFocus: Bool = true
    ) {
        for i in wheels.indices { wheels[i].render(into: &list, style: style, measurer: measurer) }
        guard showsFocus else { return }
        let focused = wheels[focusedComponent]
        let face = focused.front
        list.append(.strokeRect(Rect(x: face.x - 3, y: face.y - 3, width: face.width + 6, height: face.height + 6), width: 2, style.selectedFill))
    }
}

/// A component's new items while it turns to the new last item: the old count, the items past
/// the new count taken from the old source and disabled (drawn dimmed, never chosen).
struct ShrinkingItems: WheelDataSource {
    let new: any WheelDataSource
    let old: any WheelDataSource
    let oldCount: Int

    var itemCount: Int { oldCount }

    func item(at index: Int) -> WheelItem {
        guard index >= new.itemCount else { return new.item(at: index) }
        var item = old.item(at: index)
        item.isEnabled = false
        return item
    }
}
