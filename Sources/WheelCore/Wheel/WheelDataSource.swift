import WheelMotion
import WheelRendering

/// Supplies a wheel's items: how many there are, and the texts of each.
///
/// Only visible items are asked for, so a data source may be arbitrarily large
/// (ten million items cost no more than a hundred).
public protocol WheelDataSource: Sendable {
    /// The number of items, `0` or more.
    var itemCount: Int { get }
    /// The short text drawn on the item's sector (for example an atomic number).
    func sectorText(at index: Int) -> String
    /// The text of the item's side label (for example an element name).
    func labelText(at index: Int) -> String
}

/// A data source backed by two arrays of texts.
public struct ArrayWheelDataSource: WheelDataSource, Sendable {
    /// Sector texts, one per item.
    public var sectorTexts: [String]
    /// Label texts, one per item.
    public var labelTexts: [String]

    /// Creates a data source; the item count is the shorter array's length.
    public init(sectorTexts: [String], labelTexts: [String]) {
        self.sectorTexts = sectorTexts
        self.labelTexts = labelTexts
    }

    /// See ``WheelDataSource/itemCount``.
    public var itemCount: Int { min(sectorTexts.count, labelTexts.count) }
    /// See ``WheelDataSource/sectorText(at:)``.
    public func sectorText(at index: Int) -> String {
        sectorTexts.indices.contains(index) ? sectorTexts[index] : ""
    }
    /// See ``WheelDataSource/labelText(at:)``.
    public func labelText(at index: Int) -> String {
        labelTexts.indices.contains(index) ? labelTexts[index] : ""
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

    /// The item's number, one-based.
    public func sectorText(at index: Int) -> String { String(index + 1) }
    /// "Item N", one-based.
    public func labelText(at index: Int) -> String { "Item " + String(index + 1) }
}
