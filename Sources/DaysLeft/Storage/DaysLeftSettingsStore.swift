import AppSupport

/// The countdown's settings kept in a key-value store on this device and, when there is one,
/// in a store shared with the user's other devices (the original's `BLUserSettings`: the
/// local user defaults and iCloud key-value storage).
///
/// Reads come from this device's store, so they work offline. ``save(_:)`` writes both stores;
/// when another device changed the shared store, ``sharedStoreDidChange(keys:)`` copies those
/// keys here (what the original did on iCloud's external-change notification). Either way the
/// observers hear of it, so that a screen can be rendered again.
///
/// The keys are the original's: `start` and `end` (ISO 8601 days, `2024-12-25`), `title`,
/// `weekdaysOnly` (`true` or `false`), and `firstRun` (`1` once the first start set the
/// defaults).
///
///     let store = DaysLeftSettingsStore(local: InMemoryKeyValueStore(), firstRun: settings)
///     let observation = store.observe { change in print(change.keys) }
///     store.save(changed)  // Prints "["title"]" when only the title changed
public final class DaysLeftSettingsStore {
    /// The store keys, as the original named them.
    public enum Key {
        /// The first day, `2024-12-01`.
        public static let start = "start"
        /// The last day, `2024-12-25`.
        public static let end = "end"
        /// The title.
        public static let title = "title"
        /// `true` when only Monday to Friday count.
        public static let weekdaysOnly = "weekdaysOnly"
        /// `1` once the first start set the defaults (the original's `firstRun`).
        public static let firstRun = "firstRun"
        /// The keys of the settings themselves, which are shared with other devices.
        public static let settings = [start, end, title, weekdaysOnly]
    }

    /// The settings as this device's store holds them.
    public private(set) var settings: DaysLeftSettings
    /// What the store worked around: a missing or unreadable file, a stored value that could
    /// not be read (its default is used), a change that could not be saved.
    public private(set) var warnings: [StoreWarning]

    private let local: any KeyValueStore
    private let shared: (any KeyValueStore)?
    private let defaults: DaysLeftSettings
    private var observers: [Int: (SettingsChange) -> Void] = [:]
    private var nextObserver = 0

    /// Opens the settings.
    ///
    /// At the first start (no `firstRun` in this device's store) the settings are the shared
    /// store's when another device saved some there, else `firstRun`, and they are saved.
    ///
    /// - Parameters:
    ///   - local: This device's store.
    ///   - shared: The store shared with the user's other devices, if any.
    ///   - firstRun: The settings of a first start (``DaysLeftSettings/firstRun(today:title:)``);
    ///     also what a value that cannot be read falls back to.
    public init(local: any KeyValueStore, shared: (any KeyValueStore)? = nil, firstRun: DaysLeftSettings) {
        self.local = local
        self.shared = shared
        defaults = firstRun
        warnings = [local.loadWarning, shared?.loadWarning].compactMap { $0 }
        settings = firstRun
        if local.string(forKey: Key.firstRun) == nil {
            if let shared, shared.string(forKey: Key.start) != nil {
                settings = read(shared.string(forKey:))
            }
            write(values(of: settings), to: [local] + (shared.map { [$0] } ?? []))
            write([Key.firstRun: "1"], to: [local])
        } else {
            settings = read(local.string(forKey:))
        }
    }

    // MARK: - Changing the settings

    /// Saves settings on this device and in the shared store, and tells the observers what
    /// changed (nothing when nothing did).
    ///
    /// - Parameter settings: The new settings; the caller checks them (``DaysLeftSettings/problem``).
    public func save(_ settings: DaysLeftSettings) {
        let changed = values(of: settings).filter { local.string(forKey: $0.key) != $0.value }
        write(changed, to: [local] + (shared.map { [$0] } ?? []))
        self.settings = settings
        notify(keys: changed.keys, origin: .thisDevice)
    }

    /// Another device changed keys of the shared store: copies them to this device and tells
    /// the observers (the original's handling of iCloud's external-change notification).
    ///
    /// - Parameter keys: The keys that changed; keys that are not settings are ignored.
    public func sharedStoreDidChange(keys: [String]) {
        guard let shared else { return }
        let changed = Key.settings.filter { keys.contains($0) && shared.string(forKey: $0) != local.string(forKey: $0) }
        var copied: [String: String] = [:]
        for key in changed {
            copied[key] = shared.string(forKey: key)
        }
        write(copied, to: [local])
        settings = read { copied[$0] ?? self.local.string(forKey: $0) }
        notify(keys: changed, origin: .otherDevice)
    }

    // MARK: - Observing

    /// Calls a closure after every change of the settings, until the observation is cancelled
    /// or released.
    ///
    /// - Parameter observer: Told of each change, on the thread that made it.
    /// - Returns: The observation; keep it as long as the closure should be called.
    public func observe(_ observer: @escaping (SettingsChange) -> Void) -> SettingsObservation {
        let id = nextObserver
        nextObserver += 1
        observers[id] = observer
        return SettingsObservation { [weak self] in self?.observers[id] = nil }
    }

    private func notify<Keys: Collection<String>>(keys: Keys, origin: SettingsChange.Origin) {
        guard !keys.isEmpty else { return }
        let change = SettingsChange(settings: settings, keys: keys.sorted(), origin: origin)
        for id in observers.keys.sorted() {
            observers[id]?(change)
        }
    }

    // MARK: - Reading and writing

    private func values(of settings: DaysLeftSettings) -> [String: String] {
        [Key.start: settings.start.description, Key.end: settings.end.description, Key.title: settings.title,
         Key.weekdaysOnly: settings.weekdaysOnly ? "true" : "false"]
    }

    /// The settings stored values give; a missing value is the default, an unreadable one
    /// too, with a warning.
    private func read(_ stored: (String) -> String?) -> DaysLeftSettings {
        func value<T>(_ key: String, _ fallback: T, _ parse: (String) -> T?) -> T {
            guard let text = stored(key) else { return fallback }
            guard let parsed = parse(text) else {
                let warning = StoreWarning.invalidValue(key: key, reason: "'\(text)' is not a valid value")
                if !warnings.contains(warning) { warnings.append(warning) }
                return fallback
            }
            return parsed
        }
        return DaysLeftSettings(
            start: value(Key.start, defaults.start, CalendarDay.init),
            end: value(Key.end, defaults.end, CalendarDay.init),
            title: value(Key.title, defaults.title) { $0 },
            weekdaysOnly: value(Key.weekdaysOnly, defaults.weekdaysOnly) { ["true": true, "false": false][$0] })
    }

    /// Writes values to stores, keeping a failure as a warning: the app goes on with the
    /// change in memory where it could not be saved.
    private func write(_ values: [String: String], to stores: [any KeyValueStore]) {
        for store in stores {
            for (key, value) in values.sorted(by: { $0.key < $1.key }) {
                do {
                    try store.set(value, forKey: key)
                } catch {
                    warnings.append(.saveFailed(error))
                }
            }
        }
    }
}
