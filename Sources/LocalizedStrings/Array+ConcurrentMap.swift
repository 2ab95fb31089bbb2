import Dispatch
import Foundation

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
private final class ConcurrentResults<Result: Sendable>: @unchecked Sendable {
    private var storage: [Result?]
    private let lock = NSLock()

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ result: Result) {
        lock.lock()
        storage[index] = result
        lock.unlock()
    }

    var results: [Result] { storage.map { $0! } }
}
