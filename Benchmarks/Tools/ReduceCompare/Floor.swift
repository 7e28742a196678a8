/// The floor of a one-core pass over the 80 MB of samples, in the same build settings as WheelCore
/// (baseline x86-64: two-lane SSE2 vectors): what no reduction written in portable Swift can beat.
enum Floor {
    /// The sum of `ys` with four independent `SIMD2<Double>` accumulators (eight samples per
    /// iteration, one add per two samples): the cheapest loop that reads every sample.
    static func sum(_ ys: [Double]) -> Double {
        ys.withUnsafeBytes { raw in
            let n = raw.count / 8
            var a0 = SIMD2<Double>(), a1 = a0, a2 = a0, a3 = a0
            var i = 0
            while i + 8 <= n {
                a0 += raw.loadUnaligned(fromByteOffset: 8 * i, as: SIMD2<Double>.self)
                a1 += raw.loadUnaligned(fromByteOffset: 8 * i + 16, as: SIMD2<Double>.self)
                a2 += raw.loadUnaligned(fromByteOffset: 8 * i + 32, as: SIMD2<Double>.self)
                a3 += raw.loadUnaligned(fromByteOffset: 8 * i + 48, as: SIMD2<Double>.self)
                i += 8
            }
            var s = ((a0 + a1) + (a2 + a3)).sum()
            while i < n {
                s += raw.load(fromByteOffset: 8 * i, as: Double.self)
                i += 1
            }
            return s
        }
    }

    /// One load per 64-byte cache line of `ys` (the bit patterns are and-ed so the loads stay):
    /// how fast this core streams the array from memory with next to no compute.
    static func touch(_ ys: [Double]) -> Double {
        ys.withUnsafeBufferPointer { p in
            var all = UInt64.max
            var i = 0
            while i < p.count {
                all &= p[i].bitPattern
                i += 8
            }
            return Double(all & 1)
        }
    }
}
