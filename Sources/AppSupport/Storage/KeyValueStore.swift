/// A small persistent store of strings by key: the role of Android's SharedPreferences and
/// Apple's NSUserDefaults in the original app.
///
/// The app saves its property on every edit and its amortization schedule after computing it,
/// each as a JSON string, and reads them back on start. Implementations:
/// ``InMemoryKeyValueStore`` (tests, the demo) and ``FileKeyValueStore`` (a JSON file written
/// atomically).
public protocol KeyValueStore: AnyObject {
    /// The string stored under a key, or `nil`.
    ///
    /// - Parameter key: The key.
    func string(forKey key: String) -> String?

    /// Stores a string under a key, replacing what was there, and persists the change.
    ///
    /// - Parameters:
    ///   - value: The string.
    ///   - key: The key.
    /// - Throws: ``KeyValueStoreError`` when the change cannot be persisted; the store then
    ///   holds what it held before.
    func set(_ value: String, forKey key: String) throws(KeyValueStoreError)

    /// Removes a key and its string, and persists the change.
    ///
    /// - Parameter key: The key.
    /// - Throws: ``KeyValueStoreError`` when the change cannot be persisted; the store then
    ///   holds what it held before.
    func removeValue(forKey key: String) throws(KeyValueStoreError)

    /// Why the store started empty when it was opened, if something was wrong with what it
    /// was opened from (a missing or unreadable file).
    var loadWarning: StoreWarning? { get }
}

extension KeyValueStore {
    /// No warning: the store had nothing to load.
    public var loadWarning: StoreWarning? { nil }
}

/// Why a ``KeyValueStore`` could not persist a change.
public struct KeyValueStoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file that could not be written.
    public var path: String
    /// What went wrong.
    public var reason: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - path: The file that could not be written.
    ///   - reason: What went wrong.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// The whole sentence.
    public var description: String { "cannot save \(path): \(reason)" }
}
