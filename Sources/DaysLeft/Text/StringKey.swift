/// The strings the app shows, by their keys in `Localizable.strings` and
/// `Localizable.stringsdict` (`Sources/DaysLeft/Resources/apple`, the source of the other
/// forms).
///
/// The original's texts lived in its code and storyboard; its section headers ("What are you
/// counting down to?", "Dates"), the first start's title ("Christmas") and the counts ("day"
/// and "days", "weekday" and "weekdays" after a number) are kept, as plurals with the forms
/// each language needs.
enum StringKey: String, CaseIterable, Sendable {
    // The main screen
    case untitled
    case today
    case start
    case end
    case daysLeft = "days_left"
    case daysGone = "days_gone"
    case workingDaysLeft = "working_days_left"
    case workingDaysGone = "working_days_gone"

    // The settings screen
    case settingsTitle = "settings_title"
    case sectionTitle = "section_title"
    case sectionDates = "section_dates"
    case titleLabel = "title_label"
    case weekdaysOnly = "weekdays_only"
    case length
    case lengthDays = "length_days"
    case lengthWorkingDays = "length_working_days"
    case errorStartAfterEnd = "error_start_after_end"

    // The first start
    case defaultTitle = "default_title"
}
