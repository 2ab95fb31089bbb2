import Foundation

/// `fsync` of many files at once, on threads of their own: flushing waits for the disk, not
/// for a core, so more flushes than cores run at once.
final class ConcurrentFlushes: @unchecked Sendable {
    /// How many files are flushed at once at most.
    static let width = 16

    private let paths: [String]
    private let lock = NSLock()
    private var nextIndex = 0
    private var failures: [(index: Int, code: Int32)] = []

    init(paths: [String]) {
        self.paths = paths
    }

    /// Flushes every file; returns the index and `errno` of each that could not be flushed.
    func run() -> [(index: Int, code: Int32)] {
        guard !paths.isEmpty else { return [] }
        let done = DispatchGroup()
        for _ in 0..<min(paths.count, Self.width) {
            done.enter()
            Thread {
                while let index = self.claim() { self.flush(at: index) }
                done.leave()
            }.start()
        }
        done.wait()
        return failures
    }

    private func claim() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard nextIndex < paths.count else { return nil }
        defer { nextIndex += 1 }
        return nextIndex
    }

    private func flush(at index: Int) {
        let descriptor = open(paths[index], O_RDONLY)
        var code: Int32?
        if descriptor < 0 {
            code = errno
        } else {
            if fsync(descriptor) != 0 { code = errno }
            close(descriptor)
        }
        guard let code else { return }
        lock.lock()
        failures.append((index, code))
        lock.unlock()
    }
}
