import Foundation

@testable import SeriesIO

/// Seeded byte-level mutations for the fuzz targets: flips, insertions of interesting tokens,
/// deletions, duplications and truncations of a seed input, or plain random bytes.
///
/// The number of inputs per target is `FUZZ_ITERATIONS` from the environment (default
/// ``defaultIterations``), so `scripts/fuzz.sh` can run millions.
struct Mutator {
    static let defaultIterations = 3_000

    static var iterations: Int {
        ProcessInfo.processInfo.environment["FUZZ_ITERATIONS"].flatMap(Int.init).map { max(1, $0) } ?? defaultIterations
    }

    var rng: Xoshiro256StarStar
    /// Tokens that tend to break parsers.
    let tokens: [[UInt8]]

    init(seed: UInt64, tokens: [String]) {
        rng = Xoshiro256StarStar(seed: seed)
        self.tokens = tokens.map { Array($0.utf8) }
    }

    mutating func int(_ n: Int) -> Int { Int(rng.next() % UInt64(max(1, n))) }

    /// Random bytes, biased towards printable text and separators.
    mutating func randomBytes(maxLength: Int) -> [UInt8] {
        (0..<int(maxLength + 1)).map { _ in
            switch int(10) {
            case 0: return UInt8(truncatingIfNeeded: rng.next())
            case 1: return [0x0A, 0x0D, 0x2C, 0x22, 0x7B, 0x7D, 0x3A][int(7)]
            default: return UInt8(0x20 + int(95))
            }
        }
    }

    /// `seed` with 1-4 mutations.
    mutating func mutate(_ seed: [UInt8]) -> [UInt8] {
        var b = seed
        for _ in 0...int(4) {
            let at = int(b.count + 1)
            switch int(7) {
            case 0 where !b.isEmpty: b[min(at, b.count - 1)] ^= UInt8(1 << int(8))
            case 1: b.insert(contentsOf: tokens[int(tokens.count)], at: at)
            case 2 where !b.isEmpty: b.removeSubrange(at..<min(b.count, at + 1 + int(8)))
            case 3 where !b.isEmpty:
                let end = min(b.count, at + 1 + int(40))
                if at < end { b.insert(contentsOf: Array(b[at..<end]), at: end) }
            case 4: b = Array(b.prefix(at))
            case 5: b.insert(UInt8(truncatingIfNeeded: rng.next()), at: at)
            default: b.insert(contentsOf: randomBytes(maxLength: 6), at: at)
            }
        }
        return b
    }
}
