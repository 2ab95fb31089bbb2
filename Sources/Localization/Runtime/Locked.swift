#if canImport(Darwin)
import os
#else
import Synchronization
#endif

/// A value guarded by a lock, shared between threads.
///
/// The lookup path only takes this lock to read one reference (the current language state),
/// so it is held for a few nanoseconds. On Linux it is the standard library's futex-based
/// `Mutex`; on Apple platforms, where `Mutex` needs macOS 15 or iOS 18, an `os_unfair_lock`.
final class Locked<Value: Sendable>: @unchecked Sendable {
    #if canImport(Darwin)
    private let lock: os_unfair_lock_t
    private var storage: Value

    init(_ value: Value) {
        storage = value
        lock = .allocate(capacity: 1)
        lock.initialize(to: os_unfair_lock())
    }

    deinit {
        lock.deinitialize(count: 1)
        lock.deallocate()
    }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        os_unfair_lock_lock(lock)
        defer { os_unfair_lock_unlock(lock) }
        return try body(&storage)
    }
    #else
    private let mutex: Mutex<Value>

    init(_ value: Value) {
        mutex = Mutex(value)
    }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try mutex.withLock { value in try body(&value) }
    }
    #endif

    /// A copy of the value.
    var value: Value {
        withLock { $0 }
    }
}
