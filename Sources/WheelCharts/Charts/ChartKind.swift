import SeriesIO
import WheelMotion
import WheelPrimitives

/// How a chart shows its values.
public enum ChartKind: String, Hashable, Sendable, CaseIterable {
    /// One vertical column per category on a value axis.
    case column
    /// One slice per category, its angle proportional to its share of the total.
    case pie

    /// The label of the kind in the chart's controls.
    public var title: String {
        switch self {
        case .column: "Columns"
        case .pie: "Pie"
        }
    }

    /// The morph progress at which this kind is fully shown (0 = columns, 1 = pie).
    public var morphProgress: Double {
        switch self {
        case .column: 0
        case .pie: 1
        }
    }
}
