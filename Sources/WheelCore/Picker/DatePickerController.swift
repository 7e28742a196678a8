import WheelMotion
import WheelPrimitives
import WheelSemantics

/// What a date picker reports to its host, returned by the methods of
/// ``DatePickerController`` that take input, time or a change.
public enum DatePickerEvent: Hashable, Sendable {
    /// What a component's wheel reported (a tick, a commit), with the component's index.
    case component(Int, WheelEvent)
    /// The keyboard focus moved to this component.
    case focusChanged(Int)
    /// The picker came to rest on a new value: once per settled change (after any field was
    /// corrected). `adjustedFrom` is the value a host asked for (``DatePickerController/setValue(_:animated:)``,
    /// new limits or interval) when it was rounded to a minute step or moved into the range, else nil.
    case valueChanged(DatePickerValue, adjustedFrom: DatePickerValue?)
    /// The model gave a component items its wheel refused (see ``PickerEvent/modelError(_:_:)``).
    case modelError(Int, RangeError)
}

/// A date picker, as `UIDatePicker`: a ``PickerController`` over a ``DatePickerModel`` with a
/// value-level API. Read ``value``; set it, animated or not (``setValue(_:animated:)``); change
/// the limits and the minute interval at run time (``setLimits(minimum:maximum:minuteInterval:)``:
/// the selection moves inside with an animation and one change event); every settled change is
/// one ``DatePickerEvent/valueChanged(_:adjustedFrom:)`` carrying the value.
///
/// Input, time, drawing and semantics go to the picker as for any ``PickerController``.
public struct DatePickerController: Sendable {
    /// The components' picker: read each component's state (``PickerController/wheels``).
    public private(set) var picker: PickerController
    /// The model: mode, limits, interval, clock.
    public private(set) var model: DatePickerModel
    /// The value last reported (or the first one).
    public private(set) var reportedValue: DatePickerValue
    /// The value a host asked for last, when it was rounded or moved into the range: reported
    /// with the next change, and at creation with the value shown (``initialAdjustment``).
    private var pendingAdjustment: DatePickerValue?
    /// The value given at creation when it was rounded to a step or moved into the range
    /// (09:41 on 15-minute steps shows 09:45), else nil.
    public let initialAdjustment: DatePickerValue?

    /// Creates a date picker showing `value` (landed as ``DatePickerModel/landing(of:name:)``).
    ///
    /// - Throws: a `RangeError` naming a field of `value` outside its range, a value of the wrong
    ///   kind for the mode or seconds it cannot show, or a viewport value out of range.
    public init(
        model: DatePickerModel, value: DatePickerValue, viewport: Rect,
        geometry: WheelGeometryKind = .drum(DatePickerModel.drum)
    ) throws(RangeError) {
        let landed = try model.landing(of: value)
        self.model = model
        picker = try PickerController(
            components: try model.components(showing: value, geometry: geometry), model: model,
            viewport: viewport)
        reportedValue = landed.value
        initialAdjustment = landed.adjusted ? value : nil
    }

    /// The value the components show (or will rest on, while a field turns back into the range).
    public var value: DatePickerValue { model.value(for: picker.selections) }

    /// What the picker as a whole is doing.
    public var phase: PickerPhase { picker.phase }

    /// Puts the picker on `value` (landed as ``DatePickerModel/landing(of:name:)``): turning each
    /// component that moves with its settle spring when `animated`, at once otherwise. One
    /// ``DatePickerEvent/valueChanged(_:adjustedFrom:)`` follows when the value changes (at once
    /// when not animated, at rest when animated).
    ///
    /// - Throws: a `RangeError` as ``DatePickerModel/landing(of:name:)``; nothing moves.
    public mutating func setValue(_ value: DatePickerValue, animated: Bool) throws(RangeError)
        -> [DatePickerEvent]
    {
        let landed = try model.landing(of: value)
        pendingAdjustment = landed.adjusted ? value : nil
        var events: [PickerEvent] = []
        let target = model.selections(forFields: landed.value.fields)
        for i in target.indices where picker.selections[i] != target[i] || picker.wheels[i].phase != .idle {
            events += try picker.select(item: target[i], inComponent: i, animated: animated)
        }
        return translateMove(events)
    }

    /// Changes the limits and the minute interval (nil keeps one): the components take their new
    /// items at once, then the value moves inside the new range (onto the new steps) with an
    /// animation and one ``DatePickerEvent/valueChanged(_:adjustedFrom:)``; no event when it
    /// stays.
    ///
    /// - Throws: a `RangeError` as ``DatePickerModel/init(mode:minimum:maximum:minuteInterval:uses12HourClock:showsSeconds:locale:)``;
    ///   the old limits stay.
    public mutating func setLimits(
        minimum: DatePickerValue? = nil, maximum: DatePickerValue? = nil, minuteInterval: Int? = nil
    )
        throws(RangeError) -> [DatePickerEvent]
    {
        let newModel = try DatePickerModel(
            mode: model.mode, minimum: minimum ?? model.minimum, maximum: maximum ?? model.maximum,
            minuteInterval: minuteInterval ?? model.minuteInterval, uses12HourClock: model.uses12HourClock,
            showsSeconds: model.showsSeconds, locale: model.locale)
        let shown = model.value(for: picker.selections)
        // The same value on the new items (the year's index follows the new first year, the
        // minute's the new step), then the move into the new range.
        var events = try picker.setModel(newModel, selections: newModel.selections(forFields: shown.fields))
        model = newModel
        let landed = newModel.value(
            fromFields: newModel.resolve(newModel.roundToGrid(newModel.normalized(shown.fields))))
        pendingAdjustment = landed != shown ? shown : nil
        let target = newModel.selections(forFields: landed.fields)
        for i in target.indices where picker.selections[i] != target[i] {
            events += try picker.select(item: target[i], inComponent: i, animated: true)
        }
        return translateMove(events)
    }

    /// The events of a move made of several component moves: the picker's settled changes on
    /// the way are not the host's (one component of several moved); the value is reported once,
    /// now when everything is at rest, else when the picker settles.
    private mutating func translateMove(_ events: [PickerEvent]) -> [DatePickerEvent] {
        var out = translate(events.filter { if case .valueChanged = $0 { false } else { true } })
        let v = value
        if phase == .idle {
            if v != reportedValue {
                reportedValue = v
                out.append(.valueChanged(v, adjustedFrom: pendingAdjustment))
            }
            pendingAdjustment = nil
        }
        return out
    }

    /// Sets every component's wheel configuration to what `change` makes of it (reduced motion,
    /// for example: no flings, short settles).
    ///
    /// - Throws: a `RangeError` naming a configuration field out of range; the components
    ///   changed before it keep their new configuration.
    public mutating func updateConfigurations(_ change: (inout WheelConfiguration) -> Void) throws(RangeError)
    {
        for i in picker.components.indices {
            var c = picker.components[i].configuration
            change(&c)
            try picker.setConfiguration(c, ofComponent: i)
        }
    }

    // MARK: - Input, time, drawing

    /// Handles one input event, as ``PickerController/handle(_:)``.
    public mutating func handle(_ event: InputEvent) -> [DatePickerEvent] { translate(picker.handle(event)) }

    /// Moves every component to `time` (seconds), as ``PickerController/advance(to:)``.
    public mutating func advance(to time: Double) -> [DatePickerEvent] { translate(picker.advance(to: time)) }

    /// Moves the keyboard focus, as ``PickerController/moveFocus(forward:)``.
    public mutating func moveFocus(forward: Bool) -> [DatePickerEvent] {
        translate(picker.moveFocus(forward: forward))
    }

    /// Puts the keyboard focus on `component`.
    ///
    /// - Throws: a `RangeError` when `component` is not in `0 ..< model.fields.count`.
    public mutating func focus(component: Int) throws(RangeError) -> [DatePickerEvent] {
        translate(try picker.focus(component: component))
    }

    /// Moves the viewport, as ``PickerController/setViewport(_:)``.
    ///
    /// - Throws: a `RangeError` naming a viewport value out of range.
    public mutating func setViewport(_ rect: Rect) throws(RangeError) { try picker.setViewport(rect) }

    /// Draws every component, as ``PickerController/render(into:style:measurer:showsFocus:)``.
    public mutating func render(
        into list: inout DisplayList, style: WheelStyle, measurer: some TextMeasurer, showsFocus: Bool = true
    ) {
        picker.render(into: &list, style: style, measurer: measurer, showsFocus: showsFocus)
    }

    /// The picker's meaning: a group named `name` (by default the mode's
    /// ``DatePickerMode/title``, "Date and time") whose value is the picker's value as text
    /// (``DatePickerModel/text(of:mode:)``), its components spin buttons, as
    /// ``PickerController/semantics(id:name:value:focused:)``.
    public func semantics(
        id: SemanticsNode.ID = SemanticsNode.ID(1), name: String? = nil, focused: Bool = false
    ) -> SemanticsTree {
        picker.semantics(
            id: id, name: name ?? model.mode.title, value: DatePickerModel.text(of: value, mode: model.mode),
            focused: focused)
    }

    /// Performs an assistive client's action, as ``PickerController/perform(_:on:root:at:)``.
    public mutating func perform(
        _ action: SemanticsAction, on id: SemanticsNode.ID, root: SemanticsNode.ID = SemanticsNode.ID(1),
        at time: Double
    ) -> [DatePickerEvent] {
        translate(picker.perform(action, on: id, root: root, at: time))
    }

    /// The picker's events as the date picker's: a settled change of selections becomes a change
    /// of value, reported only when the value differs from the one reported last.
    private mutating func translate(_ events: [PickerEvent]) -> [DatePickerEvent] {
        var out: [DatePickerEvent] = []
        out.reserveCapacity(events.count)
        for e in events {
            switch e {
            case .component(let i, let w): out.append(.component(i, w))
            case .focusChanged(let i): out.append(.focusChanged(i))
            case .modelError(let i, let error): out.append(.modelError(i, error))
            case .valueChanged(let selections):
                let v = model.value(for: selections)
                guard v != reportedValue else {
                    pendingAdjustment = nil
                    continue
                }
                reportedValue = v
                out.append(.valueChanged(v, adjustedFrom: pendingAdjustment))
                pendingAdjustment = nil
            }
        }
        return out
    }
}
