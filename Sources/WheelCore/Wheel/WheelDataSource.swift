import WheelMotion
import WheelRendering

/// Supplies a wheel's items: how many there are, and the content of each.
///
/// Only visible items are asked for, so a data source may be arbitrarily large
/// (ten million items cost no more than a hundred). A data source is a value the wheel trusts:
/// it reads ``itemCount`` when it is given the source (at creation and at each item change)
/// and asks only for indices below that count. When the content behind a source changes, give
/// the wheel the new source with ``WheelController/reloadItems(_:)``,
/// ``WheelController/insertItems(at:count:items:)`` or
/// ``WheelController/removeItems(at:count:items:)`` before the next render; a source backed by
/// shared mutable state that shrinks without telling the wheel is asked at each render only for
/// the indices below its count then (the others draw empty until the change is reported), so a
/// source that traps on an index it no longer has does not trap the wheel.
public protocol WheelDataSource: Sendable {
    /// The number of items, `0` or more.
    var itemCount: Int { get }
    /// The short text drawn on the item's sector (for example an atomic number).
    func sectorText(at index: Int) -> String
    /// The text of the item's side label (for example an element name).
    func labelText(at index: Int) -> String
    /// The item's accent colour (for example its element category), or nil: it fills the item's
    /// sector (the selected one too, inside a rim of ``WheelStyle/selectedFill``).
    func accentColor(at index: Int) -> Color?
    /// A second, smaller line under the item's label (for example the atomic mass), or nil;
    /// shown when ``WheelConfiguration/showsDetailText`` is on.
    func detailText(at index: Int) -> String?
    /// The key of an image drawn before the item's label (a `DisplayCommand/image(_:in:opacity:)`
    /// command that the renderer resolves, for example a file name in its assets), or nil.
    func imageKey(at index: Int) -> String?
}

extension WheelDataSource {
    /// No accent: the alternating ``WheelStyle`` fills.
    public func accentColor(at index: Int) -> Color? { nil }
    /// No detail line.
    public func detailText(at index: Int) -> String? { nil }
    /// No image.
    public func imageKey(at index: Int) -> String? { nil }
}

/// One item of an ``ArrayWheelDataSource``: its texts and optional content.
public struct WheelItem: Hashable, Sendable {
    /// The short text drawn on the sector.
    public var sectorText: String
    /// The side label.
    public var labelText: String
    /// The accent colour, if any (see ``WheelDataSource/accentColor(at:)``).
    public var accentColor: Color?
    /// The detail line, if any (see ``WheelDataSource/detailText(at:)``).
    public var detailText: String?
    /// The image key, if any (see ``WheelDataSource/imageKey(at:)``).
    public var imageKey: String?

    /// Creates an item.
    public init(
        sectorText: String, labelText: String, accentColor: Color? = nil, detailText: String? = nil,
        imageKey: String? = nil
    ) {
        self.sectorText = sectorText
        self.labelText = labelText
        self.accentColor = accentColor
        self.detailText = detailText
        self.imageKey = imageKey
    }
}

/// A data source backed by an array of items (a value: copy it, change the copy, and hand it to
/// the wheel with one of the item-change methods).
public struct ArrayWheelDataSource: WheelDataSource, Sendable {
    /// The items, in wheel order.
    public var items: [WheelItem]

    /// Creates a data source of `items`.
    public init(items: [WheelItem]) {
        self.items = items
    }

    /// Creates a data source from parallel arrays of sector and label texts.
    ///
    /// - Throws: a `RangeError` naming `labelTexts.count` when the two arrays differ in length.
    public init(sectorTexts: [String], labelTexts: [String]) throws(RangeError) {
        let n = Double(sectorTexts.count)
        try Limit("labelTexts.count", n...n).check(Double(labelTexts.count))
        self.items = zip(sectorTexts, labelTexts).map { WheelItem(sectorText: $0, labelText: $1) }
    }

    /// See ``WheelDataSource/itemCount``.
    public var itemCount: Int { items.count }
    /// See ``WheelDataSource/sectorText(at:)``.
    public func sectorText(at index: Int) -> String { items.indices.contains(index) ? items[index].sectorText : "" }
    /// See ``WheelDataSource/labelText(at:)``.
    public func labelText(at index: Int) -> String { items.indices.contains(index) ? items[index].labelText : "" }
    /// See ``WheelDataSource/accentColor(at:)``.
    public func accentColor(at index: Int) -> Color? { items.indices.contains(index) ? items[index].accentColor : nil }
    /// See ``WheelDataSource/detailText(at:)``.
    public func detailText(at index: Int) -> String? { items.indices.contains(index) ? items[index].detailText : nil }
    /// See ``WheelDataSource/imageKey(at:)``.
    public func imageKey(at index: Int) -> String? { items.indices.contains(index) ? items[index].imageKey : nil }
}

/// A data source of `count` numbered items ("1", "Item 1", ...), generated on demand.
package struct NumberedWheelDataSource: WheelDataSource, Sendable {
    /// The number of items.
    package var itemCount: Int

    /// Creates a numbered data source (negative counts are treated as 0).
    package init(count: Int) {
        self.itemCount = max(0, count)
    }

    /// The item's number, one-based.
    package func sectorText(at index: Int) -> String { String(index + 1) }
    /// "Item N", one-based.
    package func labelText(at index: Int) -> String { "Item " + String(index + 1) }
}

/// A data source seen through the count it has now: indices at or past `count` answer empty
/// content instead of reaching `base` (which may trap on them).
struct ShrinkGuard: WheelDataSource {
    let base: any WheelDataSource
    let count: Int

    var itemCount: Int { count }
    func sectorText(at index: Int) -> String { index < count ? base.sectorText(at: index) : "" }
    func labelText(at index: Int) -> String { index < count ? base.labelText(at: index) : "" }
    func accentColor(at index: Int) -> Color? { index < count ? base.accentColor(at: index) : nil }
    func detailText(at index: Int) -> String? { index < count ? base.detailText(at: index) : nil }
    func imageKey(at index: Int) -> String? { index < count ? base.imageKey(at: index) : nil }
}
