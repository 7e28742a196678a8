import SeriesIO
import WheelMotion
import WheelPrimitives

/// What a pointer lands on in a range selector.
public enum RangeHitTarget: Hashable, Sendable {
    /// The overview selection's lower (left) handle.
    case lowerHandle
    /// The overview selection's upper (right) handle.
    case upperHandle
    /// The overview selection's body (between the handles).
    case body
    /// The overview outside the selection.
    case overviewOutside
    /// The main chart.
    case mainChart
    /// Nothing interactive.
    case none

    /// The hit targets along the overview's x axis (view space) for a selection from `left`
    /// to `right`: every target is at least `touch` points wide, whatever is drawn.
    ///
    /// Each handle's zone reaches `touch/2` outside its edge and up to `touch/2` inside,
    /// leaving the body at least `touch` wide; a selection narrower than `touch` keeps a body
    /// zone `touch` wide about its centre and pushes the handle zones outwards (each stays
    /// `touch` wide), so the body of a very narrow selection can always be grabbed. When the
    /// three zones would leave `bounds` (a narrow selection at an end of the overview), they
    /// move inwards together until they fit.
    ///
    /// The renderer draws each handle at the centre of its zone (outside a narrow selection)
    /// and, for a selection narrower than `touch`, the body's grip over the body zone, so what
    /// is drawn is what is grabbed.
    ///
    /// Total: reversed edges are swapped, and non-finite edges or width (which a valid
    /// selector never produces) give empty zones far off screen rather than a trap.
    package static func overviewZones(
        left leftEdge: Double, right rightEdge: Double, touch touchWidth: Double = RangeSelectorGeometry.touchTarget,
        bounds: ClosedRange<Double>? = nil
    )
        -> (lower: ClosedRange<Double>, body: ClosedRange<Double>, upper: ClosedRange<Double>)
    {
        let touch = touchWidth.isFinite && touchWidth > 0 ? touchWidth : RangeSelectorGeometry.touchTarget
        let left = min(leftEdge, rightEdge)
        let right = max(leftEdge, rightEdge)
        guard left.isFinite, right.isFinite, (right - left).isFinite, (left / 2 + right / 2 + touch * 2).isFinite else {
            let nowhere = -Double.greatestFiniteMagnitude
            return (nowhere...nowhere, nowhere...nowhere, nowhere...nowhere)
        }
        let w = max(0, right - left)
        let inner = min(max((w - touch) / 2, 0), touch / 2)
        var bodyLo = left + inner
        var bodyHi = right - inner
        if bodyHi - bodyLo < touch {
            let mid = left / 2 + right / 2
            bodyLo = mid - touch / 2
            bodyHi = mid + touch / 2
        }
        var lowerLo = min(left - touch / 2, bodyLo - touch)
        var upperHi = max(right + touch / 2, bodyHi + touch)
        if let b = bounds, upperHi - lowerLo <= b.upperBound - b.lowerBound {
            let shift = upperHi > b.upperBound ? b.upperBound - upperHi : lowerLo < b.lowerBound ? b.lowerBound - lowerLo : 0
            lowerLo += shift
            bodyLo += shift
            bodyHi += shift
            upperHi += shift
        }
        return (lowerLo...bodyLo, bodyLo...bodyHi, bodyHi...upperHi)
    }
}
