import WheelMotion
import WheelPrimitives

/// The rotation of a wheel, kept as a whole number of sectors plus a fraction so that
/// item indices never drift, however long the wheel spins.
///
/// Position `p` means that the item at unwrapped position `p` (in sectors) is exactly at
/// the selection angle. Increasing the position turns the wheel **counter-clockwise on
/// screen**, bringing later items to the selection. The rotation angle in radians is
/// `sectors × sectorAngle`.
struct WheelPosition: Hashable, Sendable, Comparable {
    /// The nearest whole sector.
    private(set) var index: Int
    /// The offset from `index`, in sectors, in `-0.5 ..< 0.5`.
    private(set) var fraction: Double

    /// The largest magnitude, in sectors, that a position can take (±2⁵⁰), so that
    /// conversions to `Int` never trap.
    static let limit: Double = 1_125_899_906_842_624

    /// Creates a position from a whole sector and an offset in sectors (normalised).
    init(index: Int = 0, fraction: Double = 0) {
        self.index = index
        self.fraction = 0
        self = advanced(bySectors: fraction)
    }

    /// Creates a position from a number of sectors (non-finite values give 0).
    init(sectors: Double) {
        self.init(index: 0, fraction: sectors)
    }

    /// The position as a single `Double`, in sectors.
    @inlinable
    var sectors: Double { Double(index) + fraction }

    /// The position moved by `delta` sectors. Non-finite deltas are ignored; the result is
    /// clamped to ±``limit``.
    func advanced(bySectors delta: Double) -> WheelPosition {
        guard delta.isFinite else { return self }
        var f = fraction + max(-Self.limit, min(Self.limit, delta))
        let whole = f.rounded(.toNearestOrAwayFromZero)
        f -= whole
        var i = index.addingReportingOverflow(Int(whole)).partialValue
        if f >= 0.5 {
            f -= 1
            i += 1
        } else if f < -0.5 {
            f += 1
            i -= 1
        }
        var result = WheelPosition(raw: i, f)
        if Double(i) > Self.limit { result = WheelPosition(raw: Int(Self.limit), 0) }
        if Double(i) < -Self.limit { result = WheelPosition(raw: -Int(Self.limit), 0) }
        return result
    }

    /// The signed distance from `self` to `other`, in sectors.
    @inlinable
    func distance(to other: WheelPosition) -> Double {
        Double(other.index &- index) + (other.fraction - fraction)
    }

    /// The offset of unwrapped item position `k` from this position, in sectors (`k − self`),
    /// computed without losing precision for large `k`.
    @inlinable
    func offset(of k: Int) -> Double {
        Double(k &- index) - fraction
    }

    /// Orders positions along the wheel.
    static func < (lhs: WheelPosition, rhs: WheelPosition) -> Bool {
        lhs.index < rhs.index || (lhs.index == rhs.index && lhs.fraction < rhs.fraction)
    }

    private init(raw index: Int, _ fraction: Double) {
        self.index = index
        self.fraction = fraction
    }
}
