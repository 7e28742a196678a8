import RealModule
import WheelMotion
import WheelPrimitives

extension WheelController {
    /// Whether `point` (view space) is on the wheel's cells (``WheelProjection/isOnCells(_:)``):
    /// a rotary wheel's disc, a drum's face.
    func isOnWheel(_ point: Point) -> Bool {
        point.isFinite && projection.isOnCells(point)
    }

    /// The screen angle of `point` around the wheel's centre, or nil inside the dead zone.
    func pointerAngle(_ point: Point) -> Double? {
        let dx = point.x - geometry.center.x
        let dy = point.y - geometry.center.y
        let r2 = dx * dx + dy * dy
        let dead = max(configuration.dragDeadZoneRadius, 1e-9)
        guard r2.isFinite, r2 > dead * dead else { return nil }
        return Double.atan2(y: dy, x: dx)
    }

    /// Turns the wheel so that the sector under the pointer follows it: by the signed angle the
    /// pointer swept around the centre since the last sample (unwrapped to (−π, π]).
    mutating func dragMove(to point: Point) {
        guard var d = drag else { return }
        if point.distance(to: d.downLocation) > configuration.tapSlop { d.movedBeyondSlop = true }
        guard let psi = pointerAngle(point) else {
            // Inside the dead zone: ignore the motion and re-anchor when the pointer leaves it.
            d.lastAngle = nil
            drag = d
            return
        }
        if let last = d.lastAngle {
            let sweep = (psi - last).remainder(dividingBy: 2 * .pi)
            // A clockwise sweep (positive screen angle) moves items clockwise: position decreases.
            d.rawSectors -= sweep / configuration.sectorAngle
            d.rawSectors = max(-WheelPosition.limit, min(WheelPosition.limit, d.rawSectors))
        }
        d.lastAngle = psi
        drag = d
        position = constrainedDragPosition(rawSectors: d.rawSectors)
    }

    /// On a bounded wheel, a drag beyond the first or last item meets a rubber-band resistance.
    func constrainedDragPosition(rawSectors: Double) -> WheelPosition {
        guard !configuration.looping, itemCount > 0 else { return WheelPosition(sectors: rawSectors) }
        let lo = 0.0
        let hi = Double(itemCount - 1)
        let dimension = max(1, overscrollDimension)
        if rawSectors < lo {
            return WheelPosition(
                sectors: lo - RubberBand.offset(overscroll: lo - rawSectors, dimension: dimension))
        }
        if rawSectors > hi {
            return WheelPosition(index: itemCount - 1).advanced(
                bySectors: RubberBand.offset(overscroll: rawSectors - hi, dimension: dimension))
        }
        return WheelPosition(sectors: rawSectors)
    }

    // MARK: - Dragging the labels

    /// Whether `point` (view space) lies in the label column, where a vertical drag turns the
    /// wheel as a list would scroll.
    func isOnLabelColumn(_ point: Point) -> Bool {
        point.isFinite && geometry.labelColumn.contains(point) && !isOnWheel(point)
    }

    /// Turns the wheel by the vertical distance the pointer moved over the label column since
    /// the last sample.
    mutating func labelDragMove(to point: Point) {
        guard var d = drag else { return }
        if point.distance(to: d.downLocation) > configuration.tapSlop { d.movedBeyondSlop = true }
        d.rawSectors += (point.y - d.lastLabelY) * labelSectorsPerPoint
        d.rawSectors = max(-WheelPosition.limit, min(WheelPosition.limit, d.rawSectors))
        d.lastLabelY = point.y
        drag = d
        position = constrainedDragPosition(rawSectors: d.rawSectors)
    }

    /// The angular velocity of the rotation angle (rad/s) for the dragging pointer's velocity
    /// (points/s) at `location`: around the centre on a rotary wheel, by its vertical part over
    /// the labels and on a drum.
    func angularVelocityOfDrag(for v: Point, at location: Point) -> Double {
        guard !draggingOnWheel else { return angularVelocityOfRotation(for: v, at: location) }
        let omega = v.y * labelSectorsPerPoint * itemAngle
        return omega.isFinite ? omega : 0
    }
}
