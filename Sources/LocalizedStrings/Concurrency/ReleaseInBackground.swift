import Dispatch

/// Gives up a value on a background thread: when it holds the last references to a large
/// model (a conversion's half a million entries in their dictionaries and arrays), the
/// memory is freed there while the caller goes on, writing files, instead of on the
/// caller's thread (Wikipedia: 35 ms of a 1 s `convert --to apple` on the main thread, and
/// 40–60 ms of `--to xcstrings`).
///
/// The value must not be used after the call; a value something else still holds is freed
/// by its last holder, as always.
public func releaseInBackground<Value: Sendable>(_ value: consuming Value) {
    let held = value
    DispatchQueue.global(qos: .utility).async {
        withExtendedLifetime(held) {}
    }
}
