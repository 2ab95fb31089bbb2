/// A ``KeyValueStore`` that keeps its strings in memory only, for tests and the demo.
public final class InMemoryKeyValueStore: KeyValueStore {
    /// Everything stored, by key.
    public private(set) var values: [String: String]

    /// Creates a store.
    ///
    /// - Parameter values: What it holds at first.
    public init(_ values: [String: String] = [:]) {
        self.values = values
    }

    /// The string stored under a key, or `nil`.
    public func string(forKey key: String) -> String? {
        values[key]
    }

    /// Stores a string under a key; in memory this cannot fail.
    public func set(_ value: String, forKey key: String) {
        values[key] = value
    }

    /// Removes a key and its string.
    public func removeValue(forKey key: String) {
        values[key] = nil
    }
}
