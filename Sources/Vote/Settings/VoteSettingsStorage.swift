import AppSupport

/// Saves and loads the settings in a ``KeyValueStore`` under the original's keys
/// (`VoteTabBarController.resultsAsPercentKey` and `maxChoicesKey`), the role NSUserDefaults
/// played.
///
/// - `ResultsAsPercent` holds `true` or `false`; missing means off (`boolForKey` returns
///   false).
/// - `MaximumChoices` holds the number in decimal digits; missing or 0 means 5, as in
///   `loadSettings` (`integerForKey` returns 0 when nothing was stored), and a number outside
///   2…5 is clamped, as the stepper clamps the value it is given.
///
/// A value that cannot be read gives the default and a warning.
public struct VoteSettingsStorage {
    /// The key of the results-as-percent switch.
    public static let resultsAsPercentKey = "ResultsAsPercent"
    /// The key of the maximum number of choices.
    public static let maximumChoicesKey = "MaximumChoices"

    /// The store.
    public let store: any KeyValueStore

    /// Creates storage in a store.
    ///
    /// - Parameter store: The store.
    public init(store: any KeyValueStore) {
        self.store = store
    }

    /// The saved settings, with a warning for each value that could not be read (its default
    /// is used instead).
    public func load() -> (settings: VoteSettings, warnings: [StoreWarning]) {
        var settings = VoteSettings()
        var warnings: [StoreWarning] = []
        switch store.string(forKey: Self.resultsAsPercentKey) {
        case nil: break
        case "true": settings.resultsAsPercent = true
        case "false": settings.resultsAsPercent = false
        case let other?:
            warnings.append(.invalidValue(key: Self.resultsAsPercentKey, reason: "\"\(other)\" is neither true nor false"))
        }
        if let stored = store.string(forKey: Self.maximumChoicesKey) {
            if let number = Int(stored) {
                if number != 0 { settings.maximumOptions = number }
            } else {
                warnings.append(.invalidValue(key: Self.maximumChoicesKey, reason: "\"\(stored)\" is not a whole number"))
            }
        }
        return (settings, warnings)
    }

    /// Saves the settings.
    ///
    /// - Parameter settings: The settings.
    /// - Throws: ``KeyValueStoreError`` when the store cannot persist them.
    public func save(_ settings: VoteSettings) throws(KeyValueStoreError) {
        try store.set(settings.resultsAsPercent ? "true" : "false", forKey: Self.resultsAsPercentKey)
        try store.set(String(settings.maximumOptions), forKey: Self.maximumChoicesKey)
    }
}
