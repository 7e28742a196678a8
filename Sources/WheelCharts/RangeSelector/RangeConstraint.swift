import SeriesIO
import WheelMotion
import WheelPrimitives

/// The one rule every change of a range selector's visible range goes through: stay inside
/// the domain and never be shorter than the minimum span.
///
/// Values are data x (seconds since the Unix epoch). Every input path of
/// ``RangeSelectorController`` (handles, body drag, pan, zoom, pinch, scroll, keys, momentum
/// and the code API) proposes a range and an ``Anchor`` saying which part of it the gesture
/// holds still, and takes what ``constrain(lower:upper:anchor:fallback:)`` returns, so no path can
/// bypass the minimum span.
///
/// The model:
/// - The effective minimum span is `min(minimumSpan, domain span)`: when the domain is shorter
///   than the minimum span the visible range is the whole domain.
/// - The span is clamped to `effectiveMinimumSpan ... domain span`.
/// - The anchor decides where the clamped span goes: a fixed lower end (dragging the upper
///   handle), a fixed upper end (dragging the lower handle), a fixed data point at a fixed
///   fraction of the range (zoom), or the same centre (translation).
/// - Then the range is shifted (never resized) back inside the domain.
/// NaN or infinite proposals are ignored (the previous range is kept by the caller, see
/// ``constrain(lower:upper:anchor:fallback:)``).
package struct RangeConstraint: Hashable, Sendable {
    /// Which part of a proposed range a gesture holds still.
    public enum Anchor: Hashable, Sendable {
        /// Keep the span and move the whole range (body drag, pan, momentum, keys).
        case translate
        /// The lower end stays where proposed (the upper handle moves).
        case keepLower
        /// The upper end stays where proposed (the lower handle moves).
        case keepUpper
        /// The data x stays at its fraction of the range (zoom around a point).
        case around(Double)
    }

    /// The data domain (epoch seconds), non-empty and finite.
    public let domain: ClosedRange<Double>
    /// The requested minimum span, seconds (> 0).
    public let minimumSpan: Double

    /// The largest magnitude a domain bound may have: half the largest finite double, so that
    /// the domain's span (and every difference of two points in it) stays finite.
    package static let maximumMagnitude = Double.greatestFiniteMagnitude / 2

    /// Creates a constraint. A non-finite domain becomes `0...1`; finite bounds are clamped to
    /// ±``maximumMagnitude`` (so the span is finite); a non-finite or non-positive minimum span
    /// becomes 0 (no minimum).
    public init(domain: ClosedRange<Double>, minimumSpan: Double) {
        if domain.lowerBound.isFinite && domain.upperBound.isFinite {
            let m = Self.maximumMagnitude
            self.domain = min(max(domain.lowerBound, -m), m)...min(max(domain.upperBound, -m), m)
        } else {
            self.domain = 0...1
        }
        self.minimumSpan = minimumSpan.isFinite && minimumSpan > 0 ? minimumSpan : 0
    }

    /// The domain's span, seconds.
    @inlinable public var domainSpan: Double { domain.upperBound - domain.lowerBound }

    /// The minimum span actually enforced: `min(minimumSpan, domainSpan)`.
    @inlinable public var effectiveMinimumSpan: Double { min(minimumSpan, domainSpan) }

    /// The constrained version of the proposal `lower...upper` (which may be reversed or too
    /// short), placed according to `anchor`. Non-finite input yields `fallback`.
    public func constrain(
        lower: Double, upper: Double, anchor: Anchor, fallback: ClosedRange<Double>? = nil
    ) -> ClosedRange<Double> {
        let d0 = domain.lowerBound
        let d1 = domain.upperBound
        let safeFallback = fallback.map {
            constrain(lower: $0.lowerBound, upper: $0.upperBound, anchor: .translate)
        }
        guard lower.isFinite, upper.isFinite else { return safeFallback ?? domain }
        let total = domainSpan
        let m = effectiveMinimumSpan
        var lo = lower
        var hi = upper
        // The moving ends of a resize never leave the domain (a handle stops at the edge).
        switch anchor {
        case .translate: break
        case .keepLower: hi = min(max(hi, d0), d1)
        case .keepUpper: lo = min(max(lo, d0), d1)
        case .around: break
        }
        let proposed = hi - lo
        let span = proposed.isFinite ? min(max(proposed, m), total) : total
        switch anchor {
        case .translate:
            let centre = lo / 2 + hi / 2
            lo = centre - span / 2
        case .keepLower:
            break
        case .keepUpper:
            lo = hi - span
        case .around(let x):
            if proposed > 0 && x.isFinite {
                let f = min(max((x - lo) / proposed, 0), 1)
                lo = x - f * span
            } else {
                lo = lo / 2 + hi / 2 - span / 2
            }
        }
        guard lo.isFinite else { return safeFallback ?? domain }
        // Shift into the domain; the span fits, so one shift suffices.
        if lo < d0 { lo = d0 }
        if lo + span > d1 { lo = d1 - span }
        if lo < d0 { lo = d0 }
        hi = min(lo + span, d1)
        return lo...hi
    }
}
