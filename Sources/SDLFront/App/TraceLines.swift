import Foundation

/// The trace's lines (Docs/trace-and-replay.md), written by ``JSONOutput``. Each scene supplies
/// its own member, named after the scene (`"wheel": {...}`), and its events.

/// The first line, and a new one after each resize or scene switch: the window size and the
/// scene's geometry.
struct LayoutTraceLine: Encodable {
    /// The window size, points.
    var width: Double
    var height: Double
    var scene: SceneKind
    /// The scene's member (``Scene/traceLayout()``).
    var part: any Encodable

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: JSONKey.self)
        try c.encode("layout", forKey: "type")
        try c.encode(OrNull(wrappedValue: width), forKey: "width")
        try c.encode(OrNull(wrappedValue: height), forKey: "height")
        try c.encode(scene.rawValue, forKey: "scene")
        try c.encode(part, forKey: JSONKey(scene.rawValue))
    }
}

/// One line per frame: its index and time, the scene's state and the events of the frame.
struct FrameTraceLine: Encodable {
    var frame: Int
    /// The frame's time, milliseconds.
    var tMs: Double
    var scene: SceneKind
    /// The scene's member (``Scene/traceFrame()``).
    var part: any Encodable
    var events: [TraceEvent]

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: JSONKey.self)
        try c.encode("frame", forKey: "type")
        try c.encode(frame, forKey: "frame")
        try c.encode(OrNull(wrappedValue: tMs), forKey: "t_ms")
        try c.encode(scene.rawValue, forKey: "scene")
        try c.encode(part, forKey: JSONKey(scene.rawValue))
        try c.encode(events, forKey: "events")
    }
}

/// Something that happened in a frame, listed in its line's `events`.
enum TraceEvent: Encodable {
    /// The wheel's centred item changed.
    case centered(index: Int)
    /// The wheel committed a selection.
    case committed(index: Int)
    /// The range selector's visible range changed (seconds since the Unix epoch).
    case rangeChanged(visible: ClosedRange<Double>)
    /// The spring chart shows another series (its name, a year).
    case year(SeriesName)
    /// The spring chart switched between columns and pie.
    case kind(String)
    /// A spring chart slider moved.
    case bounciness(Double)
    case speed(Double)
    /// The spring chart came to rest.
    case settled
    /// An assistive client acted on node `id` (`value` for `set_value`).
    case a11yAction(id: UInt64, action: String, value: Double?)
    /// The keyboard focus moved to node `id`.
    case focus(id: UInt64, name: String)
    /// The date picker came to rest on a new value (ISO text of the mode's fields), with the
    /// value asked for when it was rounded to a minute step or moved into the range.
    case dateChanged(value: String, adjustedFrom: String?)

    private enum Key: String, CodingKey {
        case type, index, visible, year, kind, value, id, action, name
        case adjustedFrom = "adjusted_from"
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        switch self {
        case .centered(let index):
            try c.encode("centered", forKey: .type)
            try c.encode(index, forKey: .index)
        case .committed(let index):
            try c.encode("committed", forKey: .type)
            try c.encode(index, forKey: .index)
        case .rangeChanged(let visible):
            try c.encode("range_changed", forKey: .type)
            try c.encode(OrNull(wrappedValue: [visible.lowerBound, visible.upperBound]), forKey: .visible)
        case .year(let name):
            try c.encode("year", forKey: .type)
            try c.encode(name, forKey: .year)
        case .kind(let kind):
            try c.encode("kind", forKey: .type)
            try c.encode(kind, forKey: .kind)
        case .bounciness(let value):
            try c.encode("bounciness", forKey: .type)
            try c.encode(OrNull(wrappedValue: value), forKey: .value)
        case .speed(let value):
            try c.encode("speed", forKey: .type)
            try c.encode(OrNull(wrappedValue: value), forKey: .value)
        case .settled:
            try c.encode("settled", forKey: .type)
        case .a11yAction(let id, let action, let value):
            try c.encode("a11y_action", forKey: .type)
            try c.encode(id, forKey: .id)
            try c.encode(action, forKey: .action)
            if let value { try c.encode(OrNull(wrappedValue: value), forKey: .value) }
        case .focus(let id, let name):
            try c.encode("focus", forKey: .type)
            try c.encode(id, forKey: .id)
            try c.encode(name, forKey: .name)
        case .dateChanged(let value, let adjustedFrom):
            try c.encode("date_changed", forKey: .type)
            try c.encode(value, forKey: .value)
            if let adjustedFrom { try c.encode(adjustedFrom, forKey: .adjustedFrom) }
        }
    }
}

/// A chart series' name in the trace: a number when it reads as a whole number (the spring
/// scene's years), else the text.
struct SeriesName: Encodable {
    var name: String

    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        if let number = Int(name) { try c.encode(number) } else { try c.encode(name) }
    }
}
