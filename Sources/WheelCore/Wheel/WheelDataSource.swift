import WheelMotion
import WheelPrimitives

/// Supplies a wheel's items: how many there are, and the content of each.
///
/// Only visible items are asked for, so a data source may be very large: ten million items cost no
/// more than a hundred, and a wheel holds up to 2⁵⁰ (about 1.1 × 10¹⁵). A data source is a value
/// the wheel trusts: it reads ``itemCount`` when it is given the source (at creation and at each
/// item change) and asks only for indices below that count. When the content behind a source
/// changes, give the wheel the new source with ``WheelController/reloadItems(_:)``,
/// ``WheelController/insertItems(at:count:items:)`` or
/// ``WheelController/removeItems(at:count:items:)`` before the next render; a source backed by
/// shared mutable state that shrinks without telling the wheel is asked at each render only for the
/// indices below its count then (the others draw empty until the change is reported), so a source
/// that traps on an index it no longer has does not trap the wheel.
public protocol WheelDataSource: Sendable {
    /// The number of items, 0 to 2⁵⁰.
    var itemCount: Int { get }
    /// The item at `index` (`0..<itemCount`): its sector text, label, and optional accent
    /// colour, detail line and image key (see ``WheelItem``).
    func item(at index: Int) -> WheelItem
}

/// One item of a wheel: its texts and optional content.
///
/// An item is a plain value whose every field is readable and writable; the wheel reads the
/// items it shows from its data source (``WheelController/item(at:)`` answers them back).
public struct WheelItem: Hashable, Sendable {
    /// The short text drawn on the item's sector (for example an atomic number).
    public var sectorText: String
    /// The text of the item's side label (for example an element name).
    public var labelText: String
    /// The item's accent colour (for example its element category), or nil for the alternating
    /// ``WheelStyle`` fills: it fills the item's sector (the selected one too, inside a rim of
    /// ``WheelStyle/selectedFill``).
    public var accentColor: Color?
    /// A second, smaller line under the item's label (for example the atomic mass), or nil;
    /// shown when ``WheelConfiguration/showsDetailText`` is on.
    public var detailText: String?
    /// The key of an image drawn before the item's label (a `DisplayCommand/image(_:in:opacity:)`
    /// command that the renderer resolves, for example a file name in its assets), or nil.
    public var imageKey: String?
    /// Whether the item may be chosen: a disabled item is drawn dimmed (its texts at
    /// ``disabledOpacity``), and a ``PickerController`` component that comes to rest on it moves
    /// on to the nearest enabled item (a date outside the picker's range, a day the month lacks).
    public var isEnabled: Bool

    /// The opacity a disabled item's texts are drawn with, 0...1.
    public static let disabledOpacity = 0.35

    /// Creates an item; each parameter sets the field of the same name.
    public init(
        sectorText: String, labelText: String, accentColor: Color? = nil, detailText: String? = nil,
        imageKey: String? = nil, isEnabled: Bool = true
    ) {
        self.sectorText = sectorText
        self.labelText = labelText
        self.accentColor = accentColor
        self.detailText = detailText
        self.imageKey = imageKey
        self.isEnabled = isEnabled
    }
}

/// An array of items is a data source (a value: copy it, change the copy, for example insert
/// or replace items, and hand it to the wheel with one of the item-change methods).
extension Array: WheelDataSource where Element == WheelItem {
    /// The number of items (`count`).
    public var itemCount: Int { count }
    /// The item at `index`; an empty item outside the array.
    public func item(at index: Int) -> WheelItem {
        indices.contains(index) ? self[index] : WheelItem(sectorText: "", labelText: "")
    }
}

/// A data source of `count` numbered items ("1", "Item 1", ...), generated on demand.
public struct NumberedWheelDataSource: WheelDataSource, Sendable {
    /// The number of items.
    public var itemCount: Int

    /// Creates a numbered data source (negative counts are treated as 0).
    public init(count: Int) {
        self.itemCount = max(0, count)
    }

    /// The item's number, one-based, and its label "Item N".
    public func item(at index: Int) -> WheelItem {
        let number = String(index + 1)
        return WheelItem(sectorText: number, labelText: "Item " + number)
    }
}

/// A data source seen through the count it has now: indices at or past `count` answer empty
/// content instead of reaching `base` (which may trap on them).
struct ShrinkGuard: WheelDataSource {
    let base: any WheelDataSource
    let count: Int

    var itemCount: Int { count }
    func item(at index: Int) -> WheelItem { index < count ? base.item(at: index) : WheelItem(sectorText: "", labelText: "") }
}
