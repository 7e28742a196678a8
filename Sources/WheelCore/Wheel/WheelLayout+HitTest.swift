import RealModule
import WheelMotion
import WheelPrimitives

/// What lies under a point of a wheel (``WheelController/hit(at:)``).
public enum WheelHit: Hashable, Sendable {
    /// The cell of this item (a rotary wheel's sector, a drum's row): its unwrapped position
    /// and item index.
    case cell(position: Int, item: Int)
    /// The side label of this item (unwrapped position and item index).
    case label(position: Int, item: Int)

    /// The item hit, in `0 ..< itemCount`.
    public var item: Int {
        switch self {
        case .cell(_, let item), .label(_, let item): item
        }
    }

    /// The unwrapped position of the item's cell: the item's index plus a whole number of
    /// turns on a looping wheel, the index itself on a bounded one.
    public var position: Int {
        switch self {
        case .cell(let position, _), .label(let position, _): position
        }
    }
}

extension WheelLayout {
    /// The least opacity at which a label answers hit tests.
    static let labelHitOpacity = 0.25

    /// What is under `point` (view space): the cell drawn under it, as the projection finds it
    /// (``WheelProjection/hitCell(at:in:)``: none in a rotary wheel's hole or seam, say), else,
    /// off the cells, a shown label whose box contains it, else nil.
    ///
    /// - Complexity: O(visible cells + shown labels).
    package func hitTest(_ point: Point) -> WheelHit? {
        guard point.isFinite, itemCount > 0, let projection else { return nil }
        switch projection.hitCell(at: point, in: self) {
        case .cell(let cell): return .cell(position: cell.position, item: cell.item)
        case .none: return nil
        case .outside: return labelHit(at: point)
        }
    }

    /// The shown label (at ``labelHitOpacity`` or more) whose box contains `point`, if any.
    func labelHit(at point: Point) -> WheelHit? {
        for label in labels where label.opacity >= Self.labelHitOpacity && label.frame.contains(point) {
            return .label(position: label.position, item: label.item)
        }
        return nil
    }
}

extension WheelController {
    /// The item under `point` (view space): the item of the cell under it (none in a rotary
    /// wheel's centre hole or outside the wheel), else of a shown label whose box contains it; nil when there is
    /// none (``hit(at:)`` says which of the two it is). It answers for the wheel as the last
    /// layout placed it: the last ``render(into:style:measurer:)``, ``updateLayout(measurer:)``
    /// or item change, so it names only items that exist now. Works from creation: before the
    /// first render the labels are laid out with a monospace measurer.
    ///
    /// - Complexity: O(visible cells + shown labels).
    public func hitTest(_ point: Point) -> Int? {
        hit(at: point)?.item
    }

    /// What is under `point` (view space): a cell, else a shown label, with its item and
    /// position (as ``hitTest(_:)``, which answers only the item); nil for nothing.
    ///
    /// - Complexity: O(visible cells + shown labels).
    public func hit(at point: Point) -> WheelHit? {
        layout.hitTest(point)
    }
}
