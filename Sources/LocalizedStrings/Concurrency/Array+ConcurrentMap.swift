import Dispatch

extension Array where Element: Sendable {
    /// The transformed elements, computed on all cores, in the original order.
    ///
    /// Readers use it to parse many files at once; each element must be independent work.
    /// Each result is written straight into its place in the new array, so mapping many small
    /// elements costs no lock and no second copy.
    public func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        [Result](unsafeUninitializedCapacity: count) { results, initializedCount in
            nonisolated(unsafe) let results = results
            self.withUnsafeBufferPointer { elements in
                nonisolated(unsafe) let elements = elements
                // Each index is initialized by exactly one iteration; all are done on return.
                DispatchQueue.concurrentPerform(iterations: elements.count) { index in
                    (results.baseAddress! + index).initialize(to: transform(elements[index]))
                }
            }
            initializedCount = count
        }
    }
}
