import CRasterSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the bands of a frame on the calling thread and on threads of its own, which wait for
/// work on a condition variable and are kept off the calling thread's processor.
///
/// Why not `DispatchQueue.concurrentPerform`: in a virtual machine whose idle processors look
/// preempted to the guest's scheduler, a thread woken after a frame's idle time is put on the
/// waking thread's processor and runs after it instead of beside it, libdispatch's workers and
/// plain threads alike. Threads that may run anywhere but on the caller's processor start
/// beside it.
///
/// ``perform(_:_:)`` hands out iterations in order, each to whichever thread asks first (the
/// calling thread included), and returns when all have run. A call made while another one runs
/// (from a band, or from another thread) runs its iterations on its own thread, in order.
///
/// ``shared`` is the pool ``DisplayListRasterizer`` draws its bands on; a renderer built on the
/// rasteriser runs its own row-parallel work (fills, copies) on it too, so that the process
/// keeps one set of band threads.
public final class BandPool: @unchecked Sendable {
    /// The pool of this process: one thread fewer than the processors (the calling thread is
    /// the last), at most ``DisplayListRasterizer/maxBands`` − 1.
    public static let shared = BandPool(
        threads: min(max(0, processorCount() - 1), DisplayListRasterizer.maxBands - 1))

    /// Threads of the pool (the calling thread not counted).
    public let threads: Int

    private let lock: UnsafeMutablePointer<pthread_mutex_t>
    private let wake: UnsafeMutablePointer<pthread_cond_t>
    private let finished: UnsafeMutablePointer<pthread_cond_t>
    // Guarded by `lock`:
    private var job: ((Int) -> Void)?
    private var count = 0
    private var next = 0
    private var remaining = 0
    private var generation = 0
    private var started = false
    /// The pool's threads.
    private var members: [pthread_t] = []
    /// The processor the threads were last kept off (-1: none).
    private var avoided: Int32 = -1

    /// A pool of `threads` threads (0: every call runs on the calling thread), started on first
    /// use.
    package init(threads: Int) {
        self.threads = max(0, threads)
        lock = .allocate(capacity: 1)
        wake = .allocate(capacity: 1)
        finished = .allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
        pthread_cond_init(wake, nil)
        pthread_cond_init(finished, nil)
    }

    deinit {
        // Only pools that never started a thread end (the threads hold the pool).
        pthread_cond_destroy(finished)
        pthread_cond_destroy(wake)
        pthread_mutex_destroy(lock)
        finished.deallocate()
        wake.deallocate()
        lock.deallocate()
    }

    /// Runs `body(0)` ... `body(iterations − 1)`, each once, on the calling thread and the
    /// pool's threads, and returns when all have returned. Iterations start in order.
    public func perform(_ iterations: Int, _ body: (Int) -> Void) {
        guard iterations > 1, threads > 0 else {
            for i in 0..<max(0, iterations) { body(i) }
            return
        }
        withoutActuallyEscaping(body) { body in
            pthread_mutex_lock(lock)
            if job != nil {  // another call runs (this one comes from a band, or another thread)
                pthread_mutex_unlock(lock)
                for i in 0..<iterations { body(i) }
                return
            }
            if !started { startThreads() }
            keepOffCallersProcessor()
            job = body
            count = iterations
            next = 0
            remaining = iterations
            generation &+= 1
            pthread_cond_broadcast(wake)
            runIterations()
            while remaining > 0 { pthread_cond_wait(finished, lock) }
            job = nil
            pthread_mutex_unlock(lock)
        }
    }

    /// Takes and runs iterations of the current job until none is left; called and returns
    /// with `lock` held.
    private func runIterations() {
        while next < count, let body = job {
            let i = next
            next += 1
            pthread_mutex_unlock(lock)
            body(i)
            pthread_mutex_lock(lock)
            remaining -= 1
            if remaining == 0 { pthread_cond_signal(finished) }
        }
    }

    /// Keeps the threads off the processor the calling thread is on (with `lock` held), so that
    /// a woken thread runs beside it rather than after it (``wheel_band_avoid_cpu``). Costs a
    /// system call per thread when the caller has moved, nothing otherwise.
    private func keepOffCallersProcessor() {
        let cpu = wheel_band_current_cpu()
        guard cpu >= 0, cpu != avoided else { return }
        avoided = cpu
        for thread in members { _ = wheel_band_avoid_cpu(thread, cpu) }
    }

    /// A pool thread's loop: waits for a new job, helps run it, waits again.
    private func serve() {
        pthread_mutex_lock(lock)
        var seen = generation
        while true {
            while generation == seen { pthread_cond_wait(wake, lock) }
            seen = generation
            runIterations()
        }
    }

    /// Starts the threads (with `lock` held).
    private func startThreads() {
        started = true
        for _ in 0..<threads {
            let context = Unmanaged.passRetained(self).toOpaque()
            #if canImport(Darwin)
                var thread: pthread_t?
            #else
                var thread = pthread_t()
            #endif
            let made = pthread_create(
                &thread, nil,
                { raw in
                    guard let raw else { return nil }
                    let pool = Unmanaged<BandPool>.fromOpaque(raw).takeRetainedValue()
                    pool.serve()
                    return nil
                }, context)
            if made == 0 {
                #if canImport(Darwin)
                    if let thread {
                        pthread_detach(thread)
                        members.append(thread)
                    }
                #else
                    pthread_detach(thread)
                    members.append(thread)
                #endif
            } else {
                Unmanaged<BandPool>.fromOpaque(context).release()
            }
        }
    }

    /// Processors available to this process.
    private static func processorCount() -> Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }
}
