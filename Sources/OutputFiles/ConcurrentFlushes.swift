import Foundation
import LocalizedStrings

/// `fsync` of files as they are handed over, many at once, on threads of their own: flushing
/// waits for the disk, not for a core, so more flushes than cores run at once, and a file is
/// flushed while the next ones are still being made instead of all of them at the end.
final class ConcurrentFlushes: @unchecked Sendable {
    /// How many files are flushed at once at most.
    static let width = 16

    private let condition = NSCondition()
    /// Every file added, in order; the index of a failure is its place here.
    private var paths: [String] = []
    private var nextIndex = 0
    private var threads = 0
    private var idleThreads = 0
    /// No file will be added: threads end when none is left.
    private var isClosed = false
    /// Files not yet claimed are not flushed.
    private var isCancelled = false
    private var failures: [(index: Int, code: Int32)] = []

    /// Flushes that start as files are added.
    init() {}

    /// Starts flushing the file at `path` as soon as a thread is free (starting one when
    /// fewer than ``width`` run and none is idle).
    func add(_ path: String) {
        condition.lock()
        defer { condition.unlock() }
        paths.append(path)
        if idleThreads > 0 {
            condition.signal()
        } else if threads < Self.width {
            // A thread that cannot be started (a process or address-space limit) is not
            // waited for; the files it would have flushed are flushed by the others, or by
            // ``finish()``.
            threads += 1
            if !WorkerThreads.detach({ self.flushWhileFilesCome() }) { threads -= 1 }
        }
    }

    /// Waits until every file added is flushed; returns the index (in the order added) and
    /// `errno` of each that could not be. The flushes are over afterwards.
    func finish() -> [(index: Int, code: Int32)] {
        closeAndWait(cancelling: false)
        // Files no thread claimed, when fewer threads could be started than were needed.
        condition.lock()
        defer { condition.unlock() }
        while nextIndex < paths.count {
            if let code = Self.flush(paths[nextIndex]) { failures.append((nextIndex, code)) }
            nextIndex += 1
        }
        return failures
    }

    /// Flushes no file that is not being flushed already, and waits for those that are.
    func cancel() {
        closeAndWait(cancelling: true)
    }

    private func closeAndWait(cancelling: Bool) {
        condition.lock()
        defer { condition.unlock() }
        isClosed = true
        isCancelled = isCancelled || cancelling
        condition.broadcast()
        while threads > 0 { condition.wait() }
    }

    /// A thread's work: claims the next file and flushes it, until none is left and no more
    /// will come.
    private func flushWhileFilesCome() {
        condition.lock()
        while true {
            if nextIndex < paths.count, !isCancelled {
                let index = nextIndex
                nextIndex += 1
                let path = paths[index]
                condition.unlock()
                let code = Self.flush(path)
                condition.lock()
                if let code { failures.append((index, code)) }
            } else if isClosed || isCancelled {
                break
            } else {
                idleThreads += 1
                condition.wait()
                idleThreads -= 1
            }
        }
        threads -= 1
        condition.broadcast()
        condition.unlock()
    }

    /// Flushes one file; `errno` when it could not be opened or flushed.
    private static func flush(_ path: String) -> Int32? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return errno }
        defer { close(descriptor) }
        return fsync(descriptor) == 0 ? nil : errno
    }
}
