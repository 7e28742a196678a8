import WheelRendering

/// The names of the values a thrown `RangeError` lists, in order; nil when nothing was thrown.
public func rangeErrorNames(_ body: () throws(RangeError) -> Void) -> [String]? {
    do {
        try body()
        return nil
    } catch {
        return error.values.map(\.name)
    }
}
