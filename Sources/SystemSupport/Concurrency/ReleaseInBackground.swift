/// Gives up a value on a background thread: when it holds the last references to a large
/// model (a conversion's entries of every locale, in their dictionaries and arrays), the
/// memory is freed there while the caller goes on, writing files, instead of on the
/// caller's thread. When no thread can be started, it is freed here.
///
/// The value must not be used after the call; a value something else still holds is freed
/// by its last holder, as always.
package func releaseInBackground<Value: Sendable>(_ value: consuming Value) {
    let held = value
    _ = WorkerThreads.detach {
        withExtendedLifetime(held) {}
    }
}
