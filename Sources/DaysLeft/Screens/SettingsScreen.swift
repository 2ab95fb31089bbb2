/// The settings screen (the original's `SettingsViewController`): the title under "What are
/// you counting down to?", then under "Dates" the start, the end, the weekdays-only switch and
/// the countdown's length.
public struct SettingsScreen: Hashable, Sendable {
    /// A titled group of rows.
    public struct Section: Hashable, Sendable {
        /// The section header.
        public var header: String
        /// The rows, in order.
        public var rows: [ScreenRow]
    }

    /// The screen title, "Settings".
    public var title: String
    /// The settings shown: the saved ones, or those just rejected.
    public var settings: DaysLeftSettings
    /// The two sections.
    public var sections: [Section]
    /// Whether the weekdays-only switch is on.
    public var weekdaysOnly: Bool
    /// Why the settings were not saved, when they were rejected.
    public var error: String?

    /// Renders settings; the length row is left out when the settings cannot be counted.
    init(settings: DaysLeftSettings, text: DaysLeftText) {
        self.settings = settings
        title = text.settingsTitle
        weekdaysOnly = settings.weekdaysOnly
        var dates = [
            ScreenRow(label: text.start, value: text.date(settings.start)),
            ScreenRow(label: text.end, value: text.date(settings.end)),
            ScreenRow(label: text.weekdaysOnly, value: settings.weekdaysOnly ? "[x]" : "[ ]"),
        ]
        if settings.problem == nil {
            let length = settings.weekdaysOnly ? text.lengthWorkingDays(days:) : text.lengthDays(days:)
            dates.append(ScreenRow(label: text.length, value: length(settings.daysLength)))
        }
        sections = [
            Section(header: text.sectionTitle, rows: [ScreenRow(label: text.titleLabel, value: settings.title)]),
            Section(header: text.sectionDates, rows: dates),
        ]
        error = nil
    }
}
