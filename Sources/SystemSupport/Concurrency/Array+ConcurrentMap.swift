extension Array where Element: Sendable {
    /// The transformed elements, computed on all cores, in the original order.
    ///
    /// Readers use it to parse many files at once; each element must be independent work.
    /// Each result is written straight into its place in the new array, so mapping many small
    /// elements costs no second copy.
    package func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        [Result](unsafeUninitializedCapacity: count) { results, initializedCount in
            nonisolated(unsafe) let results = results
            self.withUnsafeBufferPointer { elements in
                nonisolated(unsafe) let elements = elements
                // Each index is initialized by exactly one iteration; all are done on return.
                concurrentIterations(elements.count) { index in
                    (results.baseAddress! + index).initialize(to: transform(elements[index]))
                }
            }
            initializedCount = count
        }
    }
}

/// Runs `body` once for each index below `count`, on the calling thread and others, `width`
/// at once (as many as there are cores unless given; more for work that waits on the disk),
/// and returns when all are done.
package func concurrentIterations(_ count: Int, width: Int = WorkerThreads.coreCount, _ body: (Int) -> Void) {
    guard count > 1, width > 1 else {
        for index in 0..<count { body(index) }
        return
    }
    let indices = IndexClaims(count: count, width: width)
    withoutActuallyEscaping(body) { body in
        nonisolated(unsafe) let body = body
        WorkerThreads.run(extraThreads: min(width, count) - 1) {
            while let range = indices.claim() {
                for index in range { body(index) }
            }
        }
    }
}

/// The indices of a job handed out to the threads that work on it, a few at a time so that
/// many small iterations do not queue on the lock, and few enough that the threads finish
/// together.
private final class IndexClaims: Sendable {
    private let count: Int
    private let step: Int
    private let next = Locked(0)

    init(count: Int, width: Int) {
        self.count = count
        step = max(1, count / (width * 64))
    }

    /// The next indices to work on, or `nil` when every index is taken.
    func claim() -> Range<Int>? {
        let start = next.withLock { next in
            defer { next = Swift.min(count, next + step) }
            return next
        }
        return start < count ? start..<Swift.min(count, start + step) : nil
    }
}
