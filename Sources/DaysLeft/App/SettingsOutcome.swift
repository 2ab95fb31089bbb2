/// What saving the settings screen leads to.
public enum SettingsOutcome: Hashable, Sendable {
    /// The settings were saved; the main screen shows them.
    case saved(DaysLeftScreen)
    /// The settings were not saved; the settings screen shows them with the reason.
    case rejected(SettingsScreen)
}
