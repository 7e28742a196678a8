import SeriesIO
import WheelMotion
import WheelPrimitives

/// A calendar step between time-axis ticks (UTC, proleptic Gregorian).
package enum TimeStep: Hashable, Sendable {
    /// Every `n` seconds (n divides 60), aligned to whole minutes.
    case seconds(Int)
    /// Every `n` minutes (n divides 60), aligned to whole hours.
    case minutes(Int)
    /// Every `n` hours (n divides 24), aligned to midnight.
    case hours(Int)
    /// Every `n` days counted from the 1st of each month (1st, 3rd, 5th… for n = 2; the 1st
    /// and 16th for n = 15, February too); a day at most `n/2` days before the next month's
    /// 1st is skipped so labels never crowd.
    case days(Int)
    /// Every Monday (ISO weeks).
    case weeks
    /// Every `n` months (n divides 12), aligned to January.
    case months(Int)
    /// Every `n` years, at years that are multiples of `n`.
    case years(Int)

    /// The candidate steps below one year, finest first.
    package static let subYear: [TimeStep] = [
        .seconds(1), .seconds(2), .seconds(5), .seconds(10), .seconds(15), .seconds(30),
        .minutes(1), .minutes(2), .minutes(5), .minutes(10), .minutes(15), .minutes(30),
        .hours(1), .hours(2), .hours(3), .hours(6), .hours(12),
        .days(1), .days(2), .weeks, .days(15),
        .months(1), .months(2), .months(3), .months(6),
    ]

    /// Mean Gregorian year, in seconds (365.2425 days).
    package static let meanYear = 365.2425 * 86_400

    /// The typical length of the step, in seconds (months and years use mean lengths).
    public var approximateSeconds: Double {
        switch self {
        case .seconds(let n): Double(n)
        case .minutes(let n): Double(n) * 60
        case .hours(let n): Double(n) * 3600
        case .days(let n): Double(n) * 86_400
        case .weeks: 7 * 86_400
        case .months(let n): Double(n) * Self.meanYear / 12
        case .years(let n): Double(n) * Self.meanYear
        }
    }

    /// The finest step whose typical spacing is at least `minSpacing` points when `span`
    /// seconds fill `width` points; nil when the inputs are not positive and finite.
    /// Year steps go 1, 2, 5, 10, 20, 50, … years.
    public static func choose(span: Double, width: Double, minSpacing: Double) -> TimeStep? {
        guard span.isFinite, span > 0, width.isFinite, width > 0, minSpacing.isFinite else { return nil }
        let minSeconds = max(minSpacing, 0) / width * span
        if let s = subYear.first(where: { $0.approximateSeconds >= minSeconds }) { return s }
        var years = 1
        let mantissas = [1, 2, 5]
        var m = 0
        while Double(years) * meanYear < minSeconds && years < Int.max / 100 {
            m = (m + 1) % 3
            if m == 0 { years = years / 5 * 10 } else { years = years / mantissas[m - 1] * mantissas[m] }
        }
        return .years(years)
    }
}
