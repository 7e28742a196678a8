import RealModule
import WheelMotion
import WheelRendering

/// What lies under a point of a wheel.
package enum WheelHit: Hashable, Sendable {
    /// The sector of this item (unwrapped position and item index).
    case sector(position: Int, item: Int)
    /// The side label of this item (unwrapped position and item index).
    case label(position: Int, item: Int)
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
        for label in labels where label.opacity >= Self.labelHitOpacity && label.frame.contains(point) {
            return .label(position: label.position, item: label.item)
        }
        return nil
    }
}

extension WheelController {
    /// The item under `point` (view space): the item of the sector under it (none in the centre
    /// hole or outside the wheel), else of a shown label whose box contains it; nil when there is
    /// none. Works from creation: before the first ``render(into:style:measurer:)`` the labels are
    /// laid out with a monospace measurer.
    ///
    /// - Complexity: O(visible sectors + shown labels).
    public func hitTest(_ point: Point) -> Int? {
        switch layout.hitTest(point) {
        case .sector(_, let item), .label(_, let item): item
        case nil: nil
        }
    }
}
