import SeriesIO

/// Deterministic random series for property tests: integer-ish timestamps with repeats, small
/// integer values (many ties) and about `gapPercent` % gaps.
public func randomSeries(seed: UInt64, count: Int, gapPercent: Int = 10) -> TimeSeries {
    var rng = Xoshiro256StarStar(seed: seed)
    var xs = [Double]()
    var ys = [Double]()
    var x = Double(rng.next() % 1000)
    for _ in 0..<count {
        x += Double(rng.next() % 3)  // 0 repeats a timestamp
        xs.append(x)
        let gap = Int(rng.next() % 100) < gapPercent
        ys.append(gap ? (rng.next() % 2 == 0 ? .nan : .infinity) : Double(Int(rng.next() % 21) - 10))
    }
    return try! TimeSeries(xs: xs, ys: ys)
}

/// The bytes of a string.
public func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }
