/// A change of the settings that observers of a ``DaysLeftSettingsStore`` are told about.
public struct SettingsChange: Hashable, Sendable {
    /// Where a change comes from.
    public enum Origin: Hashable, Sendable {
        /// This device saved it.
        case thisDevice
        /// Another device saved it to the shared (cloud) store, and it was copied here (the
        /// original's iCloud change notification).
        case otherDevice
    }

    /// The settings after the change.
    public var settings: DaysLeftSettings
    /// The store keys whose values changed, sorted.
    public var keys: [String]
    /// Where the change comes from.
    public var origin: Origin
}
