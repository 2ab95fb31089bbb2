#if canImport(Darwin)
import os
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A value guarded by a lock, shared between threads: the package's one lock type.
///
/// The runtime's lookup path only takes this lock to read one reference (the current language state),
/// so it is held only for that read. It is an `os_unfair_lock` on Apple platforms and a
/// pthread mutex elsewhere, rather than the standard library's `Mutex` (macOS 15 and later
/// only, and built on futexes the thread sanitizer cannot see, so that every lookup would be
/// reported as a race under `swift test --sanitize=thread`).
package final class Locked<Value: Sendable>: @unchecked Sendable {
    #if canImport(Darwin)
    private typealias Primitive = os_unfair_lock
    #else
    private typealias Primitive = pthread_mutex_t
    #endif

    private let lock: UnsafeMutablePointer<Primitive>
    /// The value lives behind a pointer rather than in a stored property, so that reading it
    /// under the lock costs no dynamic exclusivity check (the lock already gives exclusivity).
    private let storage: UnsafeMutablePointer<Value>

    /// Creates the lock around a value.
    package init(_ value: Value) {
        storage = .allocate(capacity: 1)
        storage.initialize(to: value)
        lock = .allocate(capacity: 1)
        #if canImport(Darwin)
        lock.initialize(to: os_unfair_lock())
        #else
        lock.initialize(to: pthread_mutex_t())
        pthread_mutex_init(lock, nil)
        #endif
    }

    deinit {
        #if !canImport(Darwin)
        pthread_mutex_destroy(lock)
        #endif
        lock.deinitialize(count: 1)
        lock.deallocate()
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    /// Runs `body` with exclusive access to the value.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        #if canImport(Darwin)
        os_unfair_lock_lock(lock)
        defer { os_unfair_lock_unlock(lock) }
        #else
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        #endif
        return try body(&storage.pointee)
    }

    /// A copy of the value.
    package var value: Value {
        withLock { $0 }
    }
}
