import CRasterSupport
import Testing

@testable import WheelRaster

/// ``BandPool`` runs every iteration exactly once and returns only when all have run, whatever
/// the number of threads, and a call made from inside an iteration or from another thread at
/// the same time does the same on its own thread.
struct BandPoolTests {
    /// Counts how often each iteration ran: a slot per iteration, written only by the thread
    /// that runs it (two threads running one iteration would be a race that ThreadSanitizer
    /// reports, and a count of 2 here), read once `perform` has returned.
    final class Tally: @unchecked Sendable {
        let runs: UnsafeMutableBufferPointer<Int>
        init(_ n: Int) { runs = .allocate(capacity: n); runs.initialize(repeating: 0) }
        deinit { runs.deallocate() }
        func mark(_ i: Int) { runs[i] += 1 }
        var counts: [Int] { Array(runs) }
    }

    @Test(arguments: [0, 1, 3])
    func everyIterationRunsOnceAndAllHaveRunOnReturn(threads: Int) {
        let pool = BandPool(threads: threads)
        for n in [0, 1, 2, 5, 16, 64] {
            for _ in 0..<20 {
                let tally = Tally(n)
                pool.perform(n) { i in tally.mark(i) }
                #expect(tally.counts == [Int](repeating: 1, count: n), "\(n) iterations on \(threads) threads")
            }
        }
    }

    @Test func negativeIterationCountRunsNothing() {
        let pool = BandPool(threads: 2)
        let tally = Tally(1)
        pool.perform(-3) { _ in tally.mark(0) }
        #expect(tally.counts == [0])
    }

    @Test func aCallFromInsideAnIterationRunsItsIterationsToo() {
        let pool = BandPool(threads: 2)
        let outer = Tally(4)
        let inner = Tally(4 * 3)
        pool.perform(4) { i in
            outer.mark(i)
            pool.perform(3) { j in inner.mark(i * 3 + j) }
        }
        #expect(outer.counts == [1, 1, 1, 1])
        #expect(inner.counts == [Int](repeating: 1, count: 12))
    }

    @Test func callsFromSeveralThreadsAtOnceEachRunTheirOwnIterations() async {
        let pool = BandPool(threads: 2)
        await withTaskGroup(of: [Int].self) { group in
            for _ in 0..<6 {
                group.addTask {
                    let tally = Tally(9)
                    for _ in 0..<50 { pool.perform(9) { i in tally.mark(i) } }
                    return tally.counts
                }
            }
            for await counts in group {
                #expect(counts == [Int](repeating: 50, count: 9))
            }
        }
    }

    /// The iterations' writes are all seen by the caller once `perform` returns (the bands of
    /// a frame write disjoint rows of one buffer).
    @Test func writesOfEveryIterationAreSeenAfterReturn() {
        let pool = BandPool(threads: 1)
        let count = 100_000
        let buffer = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: count)
        defer { buffer.deallocate() }
        nonisolated(unsafe) let base = buffer.baseAddress!
        for round in 0..<10 {
            let parts = 2 + round % 3
            pool.perform(parts) { k in
                for i in (count * k / parts)..<(count * (k + 1) / parts) { base[i] = UInt32(i &+ round) }
            }
            #expect(buffer.enumerated().allSatisfy { $0.element == UInt32($0.offset &+ round) })
        }
    }
}

/// The streaming copy (`wheel_pixel_copy_streaming`) copies exactly the pixels asked for,
/// whatever the alignment of either end and the length, and nothing beside them.
struct StreamingCopyTests {
    @Test func copiesExactlyAtEveryAlignmentAndLength() {
        let size = 1200
        var source = [UInt32](repeating: 0, count: size)
        for i in 0..<size { source[i] = UInt32(truncatingIfNeeded: i &* 2_654_435_761) }
        for count in [0, 1, 3, 4, 15, 16, 17, 63, 64, 65, 100, 257, 1000] {
            for dstOffset in 0..<9 {
                for srcOffset in [0, 1, 5] {
                    var target = [UInt32](repeating: 0xDEAD_BEEF, count: size + 16)
                    source.withUnsafeBufferPointer { src in
                        target.withUnsafeMutableBufferPointer { dst in
                            wheel_pixel_copy_streaming(dst.baseAddress! + dstOffset, src.baseAddress! + srcOffset, count)
                        }
                    }
                    wheel_pixel_copy_fence()
                    var expected = [UInt32](repeating: 0xDEAD_BEEF, count: size + 16)
                    expected.replaceSubrange(dstOffset..<(dstOffset + count), with: source[srcOffset..<(srcOffset + count)])
                    #expect(target == expected, "\(count) pixels, destination +\(dstOffset), source +\(srcOffset)")
                }
            }
        }
    }
}
