import Foundation

/// Loads the range scene's data (``RangeData/load(options:assets:progress:)``) on a thread of
/// its own, so that a window can show the progress of a long load and stay responsive.
final class RangeDataLoader: @unchecked Sendable {
    private let condition = NSCondition()
    private var fractionRead = 0.0
    private var outcome: Result<RangeData, Error>?

    /// Starts loading what `options` ask for.
    init(options: Options, assets: String) {
        let thread = Thread { [self] in
            let result = Result { try RangeData.load(options: options, assets: assets) { self.report($0) } }
            condition.lock()
            outcome = result
            condition.broadcast()
            condition.unlock()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    private func report(_ fraction: Double) {
        condition.lock()
        fractionRead = fraction
        condition.unlock()
    }

    /// The share of the input read so far, 0...1.
    var fraction: Double {
        condition.lock()
        defer { condition.unlock() }
        return fractionRead
    }

    /// The data, or the error that stopped the load, once it is done: waits at most `seconds`.
    func result(waitingAtMost seconds: Double) -> Result<RangeData, Error>? {
        condition.lock()
        defer { condition.unlock() }
        guard seconds.isFinite else {
            while outcome == nil { condition.wait() }
            return outcome
        }
        let deadline = Date(timeIntervalSinceNow: max(0, seconds))
        while outcome == nil && condition.wait(until: deadline) {}
        return outcome
    }

    /// The data, or the error that stopped the load, once it is done.
    func waitForResult() -> Result<RangeData, Error> {
        result(waitingAtMost: .infinity)!
    }
}
