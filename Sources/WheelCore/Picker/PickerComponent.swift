import WheelMotion

/// One wheel of a ``PickerController`` (a component, as `UIPickerView` calls it): its role, its
/// width and its configuration. Its items come from the picker's ``PickerModel``.
public struct PickerComponent: Hashable, Sendable {
    /// What the component picks, as a screen reader names it ("Day", "Month", "Year").
    public var role: String
    /// The component's column width, points, 1...10,000 (narrowed in proportion with the others
    /// when the viewport is too narrow for them all).
    public var width: Double
    /// How the component's wheel looks and behaves (rotary or drum, looping, physics).
    public var configuration: WheelConfiguration
    /// The item the component starts on, index in `0 ..< itemCount` of its first items.
    public var initialItem: Int

    /// Creates a component; each parameter sets the field of the same name.
    public init(role: String, width: Double, configuration: WheelConfiguration, initialItem: Int = 0) {
        self.role = role
        self.width = width
        self.configuration = configuration
        self.initialItem = initialItem
    }

    /// The range of ``width``.
    public static let widthLimit = Limit("width", 1...10_000)
}

/// The items of a picker's components, which may depend on the other components' selections
/// (the days of a month follow the month and the year), like the data source of a
/// `UIPickerView` whose host calls `reloadComponent(_:)`.
///
/// The picker asks for every component's items when it is created and again each time a
/// component comes to rest on a new item, with the selections then; a source whose count
/// shrank below a component's selection is applied after a short animation to its last item.
public protocol PickerModel: Sendable {
    /// The items of `component` (index in `0 ..< components.count`) when the components'
    /// selections are `selections` (one item index per component).
    func items(ofComponent component: Int, selections: [Int]) -> any WheelDataSource

    /// The number of components the model serves, when it knows it: a ``PickerController``
    /// made with another number of components throws. Nil (the default) checks nothing.
    var componentCount: Int? { get }

    /// What component `component` picks ("Year"), when the model knows it: a
    /// ``PickerController`` whose component has another role throws. Nil (the default) checks
    /// nothing.
    func role(ofComponent component: Int) -> String?
}

extension PickerModel {
    /// Nil: the model does not say how many components it serves.
    public var componentCount: Int? { nil }

    /// Nil: the model does not name its components.
    public func role(ofComponent component: Int) -> String? { nil }
}

/// What a picker is doing, as a whole.
public enum PickerPhase: Hashable, Sendable {
    /// Every component is at rest on an enabled item: the value is settled.
    case idle
    /// Some component follows a pointer.
    case dragging
    /// Some component coasts after a fling (none is dragged).
    case flinging
    /// Some component moves on its own (a settle, a key, an animation, a turn back to a valid
    /// item) and none is dragged or flinging.
    case settling
}

/// What a picker reports to its host, returned by ``PickerController/handle(_:)``,
/// ``PickerController/advance(to:)`` and the methods that move it.
public enum PickerEvent: Hashable, Sendable {
    /// What a component's wheel reported (a tick as its centred item changes, a commit, a
    /// release), with the component's index.
    case component(Int, WheelEvent)
    /// The keyboard focus moved to this component.
    case focusChanged(Int)
    /// The whole picker came to rest on new selections (one item index per component): once per
    /// settled change, after any linked component was corrected (a day clamped to its month).
    case valueChanged([Int])
    /// The model gave component `Int` items its wheel refused (an item count outside
    /// ``WheelLimits``): the component keeps its old items. A model's mistake, reported rather
    /// than swallowed.
    case modelError(Int, RangeError)
}
