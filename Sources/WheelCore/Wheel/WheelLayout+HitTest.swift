import RealModule
import WheelMotion
import WheelPrimitives

/// What lies under a point of a wheel (``WheelController/hit(at:)``).
public enum WheelHit: Hashable, Sendable {
    /// The sector of this item (unwrapped position and item index).
    case sector(position: Int, item: Int)
    /// The side label of this item (unwrapped position and item index).
    case label(position: Int, item: Int)

    /// The item hit, in `0 ..< itemCount`.
    public var item: Int {
        switch self {
        case .sector(_, let item), .label(_, let item): item
        }
    }

    /// The unwrapped position of the item's sector: the item's index plus a whole number of
    /// turns on a looping wheel, the index itself on a bounded one.
    public var position: Int {
        switch self {
        case .sector(let position, _), .label(let position, _): position
        }
    }
}

extension WheelLayout {
    /// The least opacity at which a label answers hit tests.
    static let labelHitOpacity = 0.25
    /// The least opacity at which a sector answers hit tests (the seam's fade; see
    /// ``seamOpacity(sectorsFromSelection:halfTurn:)``).
    static let sectorHitOpacity = 0.25

    /// What is under `point` (view space): the sector drawn under it (none in the centre hole,
    /// outside the wheel, or in the gap opposite the selection where sectors blend into the
    /// background: a sector answers only where it is drawn at ``sectorHitOpacity`` or more),
    /// else a shown label whose box contains it, else nil.
    ///
    /// - Complexity: O(visible sectors + shown labels).
    package func hitTest(_ point: Point) -> WheelHit? {
        guard point.isFinite, itemCount > 0 else { return nil }
        if configuration.geometry.drumParameters != nil { return drumHitTest(point) }
        let g = geometry
        let dx = point.x - g.center.x
        let dy = point.y - g.center.y
        let r = (dx * dx + dy * dy).squareRoot()
        if r >= g.innerRadius && r <= g.outerRadius && r > 0 {
            let a = configuration.sectorAngle
            let sel = configuration.selectionAngle
            let psi = Double.atan2(y: dy, x: dx)
            let delta = (psi - sel).remainder(dividingBy: 2 * .pi)
            let k = position.index + Int((position.fraction + delta / a).rounded())
            let halfTurn = Double.pi / a
            if let item = Self.item(atPosition: k, itemCount: itemCount, looping: configuration.looping),
                let cell = sectors.first(where: { $0.position == k }),
                Self.seamOpacity(sectorsFromSelection: abs(position.offset(of: k)), halfTurn: halfTurn)
                    >= Self.sectorHitOpacity,
                sel + delta >= cell.startAngle - 1e-9, sel + delta <= cell.endAngle + 1e-9
            {
                return .sector(position: k, item: item)
            }
            return nil
        }
        return labelHit(at: point)
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
    /// The item under `point` (view space): the item of the sector under it (none in the centre
    /// hole or outside the wheel), else of a shown label whose box contains it; nil when there is
    /// none (``hit(at:)`` says which of the two it is). It answers for the wheel as the last
    /// layout placed it: the last ``render(into:style:measurer:)``, ``updateLayout(measurer:)``
    /// or item change, so it names only items that exist now. Works from creation: before the
    /// first render the labels are laid out with a monospace measurer.
    ///
    /// - Complexity: O(visible sectors + shown labels).
    public func hitTest(_ point: Point) -> Int? {
        hit(at: point)?.item
    }

    /// What is under `point` (view space): a sector, else a shown label, with its item and
    /// position (as ``hitTest(_:)``, which answers only the item); nil for nothing.
    ///
    /// - Complexity: O(visible sectors + shown labels).
    public func hit(at point: Point) -> WheelHit? {
        layout.hitTest(point)
    }
}
