import WheelPrimitives

/// One node of a semantics tree: what a control *means*, for an assistive client (a screen
/// reader, a switch device, a test), as the display list says what it looks like.
///
/// Modelled on AccessKit's `Node` and Flutter's `SemanticsNode`: a stable id, a role, a name, a
/// value (text and, where one fits, a number in a range), bounds, states, the actions the node
/// supports and the ids of its children. A node is a plain value: producers make a new tree per
/// frame, hosts compare it with the last one (``SemanticsTree/changes(from:)``).
public struct SemanticsNode: Hashable, Sendable, Identifiable {
    /// A node's identity: stable across frames for the same control (a host keeps its platform
    /// object for an id, and sends actions back by id).
    public struct ID: Hashable, Sendable, Comparable, CustomStringConvertible {
        /// The raw value.
        public var rawValue: UInt64
        /// Creates an id.
        public init(_ rawValue: UInt64) { self.rawValue = rawValue }
        /// Ordered by raw value.
        public static func < (a: ID, b: ID) -> Bool { a.rawValue < b.rawValue }
        /// The raw value in decimal.
        public var description: String { String(rawValue) }
    }

    /// A number in a range, for sliders, scroll bars and adjustable controls.
    public struct NumericValue: Hashable, Sendable {
        /// The current value.
        public var value: Double
        /// The smallest value.
        public var minimum: Double
        /// The largest value.
        public var maximum: Double
        /// What one increment or decrement changes (0 when it is not a fixed amount).
        public var step: Double

        /// Creates a numeric value.
        public init(_ value: Double, in range: ClosedRange<Double>, step: Double) {
            self.value = value
            minimum = range.lowerBound
            maximum = range.upperBound
            self.step = step
        }
    }

    /// The id.
    public var id: ID
    /// What kind of control this is.
    public var role: SemanticsRole
    /// The label a screen reader speaks first ("Start", "Bounciness", "Element").
    public var name: String
    /// The value as it should be spoken ("Carbon, 6 of 118", "2010-01-03 14:00"), if any.
    public var value: String?
    /// The value as a number in a range, where one fits.
    public var numericValue: NumericValue?
    /// A longer description (a chart's summary), if any.
    public var description: String?
    /// The node's bounds, view space (points, origin top-left, y down).
    public var bounds: Rect
    /// States: focused, selected, disabled, busy, focusable.
    public var states: SemanticsStates
    /// The actions the node supports (`SemanticsTree.perform` hosts send only these).
    public var actions: SemanticsActions
    /// The children, in reading order.
    public var children: [ID]

    /// Creates a node.
    public init(
        id: ID, role: SemanticsRole, name: String, value: String? = nil, numericValue: NumericValue? = nil,
        description: String? = nil, bounds: Rect, states: SemanticsStates = [], actions: SemanticsActions = [],
        children: [ID] = []
    ) {
        self.id = id
        self.role = role
        self.name = name
        self.value = value
        self.numericValue = numericValue
        self.description = description
        self.bounds = bounds
        self.states = states
        self.actions = actions
        self.children = children
    }
}

/// What kind of control a ``SemanticsNode`` is (AccessKit's `Role`, UIAccessibility's traits).
public enum SemanticsRole: String, Hashable, Sendable, CaseIterable {
    /// A container with a name.
    case group
    /// A value that increments and decrements by whole steps, like UIAccessibility's adjustable
    /// trait (a wheel picker: a spin button on AT-SPI).
    case adjustable
    /// A value in a continuous range.
    case slider
    /// The thumb of a scrollable range (a range selector's selection body).
    case scrollBar
    /// A set of mutually exclusive choices.
    case radioGroup
    /// One of them.
    case radioButton
    /// A row of tabs that switches what is shown.
    case tabList
    /// One tab.
    case tab
    /// A picture with a description (a chart).
    case image
    /// A table of data; its children are ``row`` nodes.
    case table
    /// A row of a table; its children are ``cell`` or ``columnHeader`` nodes.
    case row
    /// A column's title.
    case columnHeader
    /// A data cell.
    case cell
}

/// States of a ``SemanticsNode``.
public struct SemanticsStates: OptionSet, Hashable, Sendable {
    /// The bits.
    public var rawValue: UInt32
    /// Creates a set from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Can take keyboard focus.
    public static let focusable = SemanticsStates(rawValue: 1 << 0)
    /// Has keyboard focus.
    public static let focused = SemanticsStates(rawValue: 1 << 1)
    /// Chosen (a radio button, a tab).
    public static let selected = SemanticsStates(rawValue: 1 << 2)
    /// Shown but not usable.
    public static let disabled = SemanticsStates(rawValue: 1 << 3)
    /// Moving on its own (a fling, a coast, a morph): its value is not final; hosts wait for
    /// it to clear before announcing the value.
    public static let busy = SemanticsStates(rawValue: 1 << 4)
}

/// The actions a ``SemanticsNode`` supports.
public struct SemanticsActions: OptionSet, Hashable, Sendable {
    /// The bits.
    public var rawValue: UInt32
    /// Creates a set from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// ``SemanticsAction/increment``.
    public static let increment = SemanticsActions(rawValue: 1 << 0)
    /// ``SemanticsAction/decrement``.
    public static let decrement = SemanticsActions(rawValue: 1 << 1)
    /// ``SemanticsAction/setValue(_:)``.
    public static let setValue = SemanticsActions(rawValue: 1 << 2)
    /// ``SemanticsAction/activate``.
    public static let activate = SemanticsActions(rawValue: 1 << 3)
    /// ``SemanticsAction/focus``.
    public static let focus = SemanticsActions(rawValue: 1 << 4)

    /// What an adjustable value supports.
    public static let adjustable: SemanticsActions = [.increment, .decrement, .setValue, .focus]
}

/// An action an assistive client (or the keyboard) asks a node to do. Controllers perform it
/// through the same path as the keys that do the same.
public enum SemanticsAction: Hashable, Sendable {
    /// Raise the value by one step (the next item, a later date, a larger value), as a spin
    /// button's increment does.
    case increment
    /// Lower the value by one step (the previous item, an earlier date, a smaller value).
    case decrement
    /// Set the numeric value (in the node's ``SemanticsNode/NumericValue`` range).
    case setValue(Double)
    /// Press it (a radio button, a tab).
    case activate
    /// Take keyboard focus.
    case focus

    /// The flag of ``SemanticsActions`` that allows this action.
    public var flag: SemanticsActions {
        switch self {
        case .increment: .increment
        case .decrement: .decrement
        case .setValue: .setValue
        case .activate: .activate
        case .focus: .focus
        }
    }
}
