import Dispatch

extension Array where Element: Sendable {
    /// Transforms the elements on all cores and hands each result to `consume`, on the calling
    /// thread, in the original order, as soon as it and every result before it are done.
    ///
    /// At most `window` results are computed ahead of the one `consume` waits for, so the
    /// results never all exist at once: a dump renders many tables this way and prints each
    /// as it comes. On one core (or when no thread can be started) the elements are
    /// transformed and consumed one by one.
    ///
    /// - Parameters:
    ///   - window: How many results may wait for `consume` at most (at least 1).
    ///   - transform: Independent work on one element.
    ///   - consume: Receives the results in order.
    package func concurrentMap<Result: Sendable>(window: Int, _ transform: @Sendable (Element) -> Result,
                                                inOrder consume: (Result) -> Void) {
        guard count > 1, WorkerThreads.coreCount > 1 else {
            for element in self { consume(transform(element)) }
            return
        }
        let handOff = OrderedHandOff<Result>(count: count, window: Swift.min(Swift.max(1, window), count))
        withoutActuallyEscaping(transform) { transform in
            self.withUnsafeBufferPointer { elements in
                nonisolated(unsafe) let elements = elements
                // The workers compute ahead; the calling thread consumes in order and computes
                // an element itself when no worker has taken it yet, so the work ends even when
                // no worker could be started.
                WorkerThreads.run(threads: Swift.min(WorkerThreads.coreCount, elements.count), {
                    while let index = handOff.claim() {
                        handOff.put(transform(elements[index]), at: index)
                    }
                }, beside: {
                    for index in 0..<elements.count {
                        consume(handOff.take(index, orCompute: { transform(elements[index]) }))
                    }
                })
            }
        }
    }
}

/// Results passed from the workers of ``Swift/Array/concurrentMap(window:_:inOrder:)`` to
/// its one consumer: each index is claimed once (by a worker or by the consumer), put once and
/// taken once, in order.
private final class OrderedHandOff<Result: Sendable>: @unchecked Sendable {
    private let count: Int
    /// Written by one worker per index and read by the consumer after that index's
    /// semaphore, so no two threads touch a slot at once.
    private let slots: UnsafeMutablePointer<Result?>
    private let ready: [DispatchSemaphore]
    /// Permits for results computed by workers and not yet taken: the window.
    private let room: DispatchSemaphore
    private let nextIndex = Locked(0)

    init(count: Int, window: Int) {
        self.count = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
        ready = (0..<count).map { _ in DispatchSemaphore(value: 0) }
        room = DispatchSemaphore(value: window)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    /// The next index for a worker to compute, once the window has room for it; `nil` when
    /// every index is taken.
    func claim() -> Int? {
        room.wait()
        let index = nextIndex.withLock { next in
            defer { next += 1 }
            return next
        }
        guard index < count else {
            room.signal()
            return nil
        }
        return index
    }

    func put(_ result: Result, at index: Int) {
        slots[index] = result
        ready[index].signal()
    }

    /// The result at `index`: computed here with `compute` when no worker has claimed it,
    /// otherwise waited for, freeing its place in the window.
    func take(_ index: Int, orCompute compute: () -> Result) -> Result {
        let unclaimed = nextIndex.withLock { next in
            guard next == index else { return false }
            next += 1
            return true
        }
        if unclaimed { return compute() }
        ready[index].wait()
        let result = slots[index].take()!
        room.signal()
        return result
    }
}
