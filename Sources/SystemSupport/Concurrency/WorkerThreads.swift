#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The package's one way to run work on other threads: POSIX threads started for one piece
/// of work and joined when it is done, with the calling thread always doing its share.
///
/// A thread may fail to start (a container's pids limit, `ulimit -u`, an address-space limit);
/// libdispatch then retries forever and Foundation's `Thread` fails silently, so that work
/// handed to them is never done. Here a thread that cannot start is simply not there: the
/// threads that did start, and in the end the calling thread, do the work, more slowly.
package enum WorkerThreads {
    /// How many threads may usefully compute at once: the cores online.
    package static let coreCount = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))

    /// Runs `work` on the calling thread and on up to `extraThreads` threads started for it,
    /// and returns when every one of them has returned. `work` is one loop that takes its
    /// share of a common job until none is left, so it does not matter how many threads run it.
    package static func run(extraThreads: Int, _ work: @escaping @Sendable () -> Void) {
        run(threads: extraThreads, work, beside: work)
    }

    /// Runs `work` on up to `threads` threads started for it while the calling thread runs
    /// `caller`, and returns when all of them have returned. `caller` must be able to finish
    /// the job alone, since no thread may have started.
    package static func run(threads: Int, _ work: @escaping @Sendable () -> Void, beside caller: () -> Void) {
        var started: [Started] = []
        for _ in 0..<max(0, threads) {
            guard let thread = start(work) else { break }
            started.append(thread)
        }
        caller()
        for thread in started { pthread_join(thread, nil) }
    }

    /// Runs `work` on a thread of its own that nobody waits for; `false` when no thread could
    /// be started (the work is then not run, and what it captured is freed by the caller).
    package static func detach(_ work: @escaping @Sendable () -> Void) -> Bool {
        guard let thread = start(work) else { return false }
        pthread_detach(thread)
        return true
    }

    private typealias Started = pthread_t

    /// The closure a new thread runs, passed to it through `pthread_create`'s argument.
    private final class Body {
        let work: @Sendable () -> Void
        init(_ work: @escaping @Sendable () -> Void) { self.work = work }
    }

    /// Starts a thread running `work`, or `nil` when the system refuses one.
    private static func start(_ work: @escaping @Sendable () -> Void) -> Started? {
        let body = Unmanaged.passRetained(Body(work)).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        let code = pthread_create(&thread, nil, { argument in
            Unmanaged<Body>.fromOpaque(argument).takeRetainedValue().work()
            return nil
        }, body)
        guard code == 0, let thread else {
            Unmanaged<Body>.fromOpaque(body).release()
            return nil
        }
        return thread
        #else
        var thread = pthread_t()
        let code = pthread_create(&thread, nil, { argument in
            Unmanaged<Body>.fromOpaque(argument!).takeRetainedValue().work()
            return nil
        }, body)
        guard code == 0 else {
            Unmanaged<Body>.fromOpaque(body).release()
            return nil
        }
        return thread
        #endif
    }
}
