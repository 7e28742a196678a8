import SeriesIO
import WheelMotion
import WheelPrimitives

/// One named series of values, one value per category (for example a year of quarterly sales).
public struct ChartSeries: Hashable, Sendable {
    /// The series' name as shown in the controls (for example `"2013"`).
    public var name: String
    /// One value per category, in the data's units.
    public var values: [Double]

    /// Creates a series.
    public init(name: String, values: [Double]) {
        self.name = name
        self.values = values
    }
}
