import Dispatch

extension Array where Element: Sendable {
    /// The transformed elements, computed on all cores, in the original order.
    ///
    /// Readers use it to parse many files at once; each element must be independent work.
    public func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        let store = ConcurrentResults<Result>(count: count)
        self.withUnsafeBufferPointer { elements in
            nonisolated(unsafe) let elements = elements
            DispatchQueue.concurrentPerform(iterations: elements.count) { index in
                store.set(index, transform(elements[index]))
            }
        }
        return store.results
    }
}

/// Results written by concurrent workers at distinct indices.
private final class ConcurrentResults<Result: Sendable>: Sendable {
    private let storage: Locked<[Result?]>

    init(count: Int) {
        storage = Locked(Array(repeating: nil, count: count))
    }

    func set(_ index: Int, _ result: Result) {
        storage.withLock { $0[index] = result }
    }

    /// Every result; each index was set by exactly one worker.
    var results: [Result] { storage.value.compactMap { $0 } }
}
