extension Array where Element: Sendable {
    /// Changes every element in place, on all cores.
    ///
    /// Each element must be independent work. Unlike ``concurrentMap(_:)``, nothing is copied:
    /// an element that holds large arrays (a locale's converted groups) is changed where it
    /// is, and what `update` takes out of it is freed as soon as it is done with.
    package mutating func concurrentUpdate(_ update: @Sendable (inout Element) -> Void) {
        withUnsafeMutableBufferPointer { elements in
            nonisolated(unsafe) let elements = elements
            // Each index is changed by exactly one iteration.
            concurrentIterations(elements.count) { index in
                update(&elements[index])
            }
        }
    }
}
