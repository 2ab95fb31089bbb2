/// The settings screen (`SettingsViewController`): the results-as-percent switch and the
/// maximum number of options with its stepper.
public struct SettingsScreen: Hashable, Sendable {
    /// The tab bar, with Settings selected.
    public var tabBar: TabBar
    /// "Show results as percentages", the switch's label.
    public var resultsAsPercentLabel: String
    /// Whether the switch is on.
    public var resultsAsPercent: Bool
    /// "Maximum options: 5", in the plural form the number needs.
    public var maximumOptionsLabel: String
    /// The stepper's minus button, disabled at the fewest options allowed.
    public var canDecreaseMaximum: Bool
    /// The stepper's plus button, disabled at the most options allowed.
    public var canIncreaseMaximum: Bool

    /// Renders the settings.
    init(settings: VoteSettings, text: VoteText) {
        tabBar = TabBar(selected: .settings, text: text)
        resultsAsPercentLabel = text.settingsResultsAsPercent
        resultsAsPercent = settings.resultsAsPercent
        maximumOptionsLabel = text.settingsMaximumOptions(options: settings.maximumOptions)
        canDecreaseMaximum = settings.maximumOptions > VoteSettings.optionLimits.lowerBound
        canIncreaseMaximum = settings.maximumOptions < VoteSettings.optionLimits.upperBound
    }
}
