import AppSupport
import Localization

/// A walk through the app's screens for a sample countdown on a fixed day, as
/// `stringbridge demo daysleft` prints it and the golden files
/// `Fixtures/DaysLeft/expected/<language>.txt` hold it.
///
/// The walk: the main screen, counting every day; the same after weekdays only is switched on
/// and saved; the settings screen; the settings screen after a start later than the end was
/// chosen and saved (rejected with a message).
public enum DaysLeftDemo {
    /// The day the walk is on: Friday, December 13, 2024.
    public static let today = CalendarDay(year: 2024, month: 12, day: 13)!
    /// The sample countdown's first day, Monday, November 25, 2024: a range across a month end.
    public static let start = CalendarDay(year: 2024, month: 11, day: 25)!
    /// The sample countdown's last day, Christmas Day 2024, a Wednesday.
    public static let end = CalendarDay(year: 2024, month: 12, day: 25)!
    /// The start chosen in the rejected edit: Monday, January 6, 2025, after the end.
    public static let lateStart = CalendarDay(year: 2025, month: 1, day: 6)!

    /// The walk's screens as text, separated by blank lines.
    ///
    /// The app starts from an in-memory store holding the sample countdown, titled "Christmas"
    /// in the localizer's language, so the walk is the same on every run and in every time zone.
    ///
    /// - Parameter localizer: Where the texts come from, best created with
    ///   ``DaysLeftText/configuration``.
    public static func transcript(localizer: Localizer) -> String {
        let title = DaysLeftText(localizer: localizer).defaultTitle
        let sample = DaysLeftSettings(start: start, end: end, title: title)
        let app = DaysLeftApp(localizer: localizer, store: InMemoryKeyValueStore(), today: today)
        var screens: [String] = []
        if case .saved(let main) = app.save(sample) {
            screens.append(main.plainText)
        }
        var weekdaysOnly = sample
        weekdaysOnly.weekdaysOnly = true
        if case .saved(let main) = app.save(weekdaysOnly) {
            screens.append(main.plainText)
        }
        screens.append(app.settingsScreen().plainText)
        var late = weekdaysOnly
        late.start = lateStart
        if case .rejected(let settings) = app.save(late) {
            screens.append(settings.plainText)
        }
        return screens.joined(separator: "\n")
    }
}
