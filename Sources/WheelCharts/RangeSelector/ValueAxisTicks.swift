import RealModule
import SeriesIO
import WheelMotion
import WheelPrimitives

/// Round-number ticks for a value axis: multiples of a step `1`, `2`, `2.5` or `5 × 10^k`,
/// the one nearest (on a log scale) to `span / targetCount`, so that about `targetCount`
/// intervals cover the requested range.
///
/// Values are in data units (not view space). The ticks run from ``lower`` (a multiple of the
/// step at or below the range's start) to ``upper`` (at or above its end), so a chart may use
/// `lower...upper` as a "nice" domain. Each tick is computed as an integer times a power of
/// ten (`k·s × 10^e`, or `/ 10^-e`), so `0.1 × 3` comes out as `0.3`, not `0.30000000000000004`.
package struct ValueAxisTicks: Hashable, Sendable {
    /// The nice step multipliers, in tenths (`1, 2, 2.5, 5` × 10).
    package static let stepMultipliers: [Int] = [10, 20, 25, 50]
    /// Upper limits of `raw step / 10^e` for each multiplier: geometric means of neighbours.
    static let stepThresholds: [Double] = [
        Double(2).squareRoot(), Double(5).squareRoot(), Double(12.5).squareRoot(), Double(50).squareRoot(),
    ]
    /// Relative padding added around a degenerate (zero-width) range; 1 unit around zero.
    package static let degeneratePadding = 0.1
    /// The largest magnitude handled (the largest finite double); infinite bounds are clamped
    /// to it, and no tick goes past it.
    package static let maxMagnitude = Double.greatestFiniteMagnitude
    /// Bounds beyond this magnitude are laid out in units of ``largeUnit``, so that their span
    /// and the ticks past them cannot overflow.
    static let largeMagnitude = 1e300
    /// The unit of ``largeMagnitude`` axes.
    static let largeUnit = 1e300

    /// The tick values, increasing.
    public var values: [Double]
    /// The distance between ticks.
    public var step: Double
    /// Decimals needed to print every tick exactly (see ``labels``).
    public var decimals: Int

    /// The first tick (≤ the requested lower bound).
    public var lower: Double { values.first ?? 0 }
    /// The last tick (≥ the requested upper bound).
    public var upper: Double { values.last ?? 0 }

    /// The tick labels (see ``label(_:minimumDecimals:)``).
    public var labels: [String] { values.map { label($0) } }

    /// Magnitudes from which labels use scientific notation (`1.5e300`): beyond these, plain
    /// decimals would run to hundreds of digits.
    package static let scientificAbove = 1e15
    /// Magnitudes below which (non-zero) labels use scientific notation.
    package static let scientificBelow = 1e-6

    /// The power of ten that labels are written with (`m e k`), or nil for plain decimals:
    /// set when the largest tick is ≥ ``scientificAbove`` or the step < ``scientificBelow``.
    public var labelExponent: Int? {
        let magnitude = values.reduce(0) { max($0, abs($1)) }
        guard magnitude.isFinite, magnitude > 0, step > 0, step.isFinite else { return nil }
        guard magnitude >= Self.scientificAbove || step < Self.scientificBelow else { return nil }
        return Int(Double.log10(magnitude).rounded(.down))
    }

    /// The label of `value` on this axis: ``decimals`` decimals (at least `minimumDecimals`),
    /// or, at extreme magnitudes (``labelExponent``), the value in short scientific notation with
    /// just the significant digits that tell the ticks apart (`1.25e308`, `-5e307`, `0`): at
    /// most 10 characters.
    public func label(_ value: Double, minimumDecimals: Int = 0) -> String {
        guard labelExponent != nil else {
            return NumberFormatting.format(value, decimals: max(decimals, minimumDecimals))
        }
        return Self.scientific(value, significantDigits: tickSignificantDigits)
    }

    /// The text of a single value read off this axis (a value tag or a readout): as the tick
    /// labels when they are plain decimals; else the value itself, in plain decimals when its own
    /// magnitude allows (a value of 1 on an axis of ±1e308 reads "1.0"), or in scientific
    /// notation with four significant digits.
    public func readout(_ value: Double, minimumDecimals: Int = 1) -> String {
        guard labelExponent != nil else { return label(value, minimumDecimals: minimumDecimals) }
        let m = abs(value)
        if value == 0 || (m >= 1e-3 && m < 1e9) {
            return NumberFormatting.format(value, decimals: max(minimumDecimals, min(4, NumberFormatting.decimals(forStep: m))))
        }
        return Self.scientific(value, significantDigits: 4)
    }

    /// How many significant digits the scientific labels need to tell the ticks apart.
    var tickSignificantDigits: Int {
        let magnitude = values.reduce(0) { max($0, abs($1)) }
        guard magnitude > 0, step > 0, magnitude.isFinite, step.isFinite else { return 1 }
        let stepDigits = Self.scientific(step, significantDigits: 3).prefix { $0 != "e" }.filter(\.isNumber).count
        let span = Int(Double.log10(magnitude).rounded(.down)) - Int(Double.log10(step).rounded(.down))
        return min(max(1, span + stepDigits), 6)
    }

    /// `value` in short scientific notation: a mantissa of at most `significantDigits`
    /// significant digits without trailing zeros, `e` and the exponent (`-1.25e308`); "0" for
    /// zero, "–" for NaN and infinities.
    static func scientific(_ value: Double, significantDigits: Int) -> String {
        guard value.isFinite else { return "\u{2013}" }
        guard value != 0 else { return "0" }
        let digits = min(max(significantDigits, 1), 15)
        var e = Int(Double.log10(abs(value)).rounded(.down))
        var mantissa = value / power(e)
        if abs(mantissa) >= 10 { mantissa /= 10; e += 1 }
        if abs(mantissa) < 1 { mantissa *= 10; e -= 1 }
        var text = NumberFormatting.format(mantissa, decimals: digits - 1)
        if text.hasPrefix("10") || text.hasPrefix("-10") {  // 9.995 rounded up to 10.0
            e += 1
            text = NumberFormatting.format(mantissa / 10, decimals: digits - 1)
        }
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text + "e" + String(e)
    }

    /// Ticks covering `y0...y1` (in either order) with about `targetCount` ticks (at least 2).
    /// A zero-width range is padded by 10 % of its magnitude (±1 around zero); NaN bounds are
    /// replaced by the other bound, or 0...1 when both are NaN.
    public init(covering y0: Double, _ y1: Double, targetCount: Int = 5) {
        var lo = y0.isNaN ? y1 : y0
        var hi = y1.isNaN ? y0 : y1
        if lo.isNaN { (lo, hi) = (0, 1) }
        lo = min(max(lo, -Self.maxMagnitude), Self.maxMagnitude)
        hi = min(max(hi, -Self.maxMagnitude), Self.maxMagnitude)
        if lo > hi { swap(&lo, &hi) }
        // Past 1e300 the span may overflow: the ticks are laid out in units of 1e300.
        let unit = max(abs(lo), abs(hi)) > Self.largeMagnitude ? Self.largeUnit : 1
        lo /= unit
        hi /= unit
        let magnitude = max(abs(lo), abs(hi))
        if hi - lo <= magnitude * 1e-12 {
            let pad = magnitude == 0 ? 1 : magnitude * Self.degeneratePadding
            lo -= pad
            hi += pad
        }
        let raw = (hi - lo) / Double(max(2, targetCount))
        // raw = r × 10^e with 1 <= r < 10.
        var e = Int(Double.log10(raw).rounded(.down))
        if raw / Self.power(e) >= 10 { e += 1 }
        if raw / Self.power(e) < 1 { e -= 1 }
        let r = raw / Self.power(e)
        // The multiplier nearest to r on a log scale: the thresholds are the geometric means
        // of neighbouring multipliers (√2, √5, √12.5, √50).
        var multiplier = 100  // 10 × 10 (next decade)
        for (m, threshold) in zip(Self.stepMultipliers, Self.stepThresholds) where r < threshold {
            multiplier = m
            break
        }
        // step = multiplier × 10^(e-1).
        var sig = multiplier
        var exp = e - 1
        while sig % 10 == 0 {
            sig /= 10
            exp += 1
        }
        let step = Self.scaled(Double(sig), exp)
        self.step = step * unit
        self.decimals = unit == 1 ? max(0, -exp) : 0
        let kLo = (lo / step).rounded(.down)
        let kHi = (hi / step).rounded(.up)
        guard abs(kLo) < 0x1p52, abs(kHi) < 0x1p52, kHi - kLo < 10_000 else {
            values = [lo * unit, hi * unit]
            return
        }
        var values = [Double]()
        values.reserveCapacity(Int(kHi - kLo) + 1)
        var k = kLo
        while k <= kHi {
            // + 0 turns -0 into 0; a tick past the largest double stands at it.
            let v = Self.scaled(k * Double(sig), exp) * unit + 0
            values.append(min(max(v, -Self.maxMagnitude), Self.maxMagnitude))
            k += 1
        }
        self.values = values
    }

    /// 10^e (exact for |e| <= 22).
    static func power(_ e: Int) -> Double {
        if e >= 0 && e <= 22 { return DecimalParser.powersOfTen[e] }
        if e < 0 && e >= -22 { return 1 / DecimalParser.powersOfTen[-e] }
        return Double.pow(10, Double(e))
    }

    /// `x × 10^e`, dividing by an exact power of ten for negative `e` so results like 0.3 are
    /// the closest doubles.
    static func scaled(_ x: Double, _ e: Int) -> Double {
        if e >= 0 { return x * power(e) }
        if e >= -22 { return x / DecimalParser.powersOfTen[-e] }
        return x * power(e)
    }
}
