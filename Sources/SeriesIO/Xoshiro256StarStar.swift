/// A small, fast, seedable pseudo-random generator: xoshiro256** (Blackman & Vigna), with its
/// 256-bit state filled from the seed by SplitMix64 as its authors recommend.
/// Deterministic for a given seed on every platform.
public struct Xoshiro256StarStar: RandomNumberGenerator, Sendable {
    @usableFromInline var s0: UInt64
    @usableFromInline var s1: UInt64
    @usableFromInline var s2: UInt64
    @usableFromInline var s3: UInt64

    /// Creates a generator whose whole sequence is determined by `seed`.
    public init(seed: UInt64) {
        var sm = seed
        func splitMix() -> UInt64 {
            sm &+= 0x9E37_79B9_7F4A_7C15
            var z = sm
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        s0 = splitMix()
        s1 = splitMix()
        s2 = splitMix()
        s3 = splitMix()
    }

    /// The next 64 random bits.
    @inlinable
    public mutating func next() -> UInt64 {
        let result = rotl(s1 &* 5, 7) &* 9
        let t = s1 << 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = rotl(s3, 45)
        return result
    }

    @usableFromInline
    @inline(__always)
    func rotl(_ x: UInt64, _ k: UInt64) -> UInt64 { (x << k) | (x >> (64 - k)) }

    /// A uniform double in [0, 1) with 53 random bits.
    @inlinable
    public mutating func nextUnit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// An approximately standard normal number (mean 0, variance 1): the sum of four uniforms
    /// (Irwin–Hall, variance 4/12) centred and scaled by √3. Bounded to ±2√3; no logarithms.
    @inlinable
    public mutating func nextGaussianish() -> Double {
        let sum = nextUnit() + nextUnit() + nextUnit() + nextUnit()
        return (sum - 2) * 1.7320508075688772
    }
}
