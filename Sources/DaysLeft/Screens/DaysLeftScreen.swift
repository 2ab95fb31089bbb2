/// The main screen (the original's `ViewController`): the title, how many days are left and
/// gone on a day, that day, the start and the end, and the action that opens the settings.
public struct DaysLeftScreen: Hashable, Sendable {
    /// The countdown's title, or the app's name when it has none.
    public var title: String
    /// The action that opens the settings, "Settings".
    public var settingsAction: String
    /// "12 days left", or "8 working days left" when only weekdays count.
    public var daysLeft: String
    /// "19 days gone", or "15 working days gone".
    public var daysGone: String
    /// Today, the start and the end, each labelled, with its date.
    public var rows: [ScreenRow]
    /// Why nothing is counted (a start after the end, which another device may have saved),
    /// else `nil`.
    public var problem: String?

    /// Renders settings on a day.
    init(settings: DaysLeftSettings, today: CalendarDay, text: DaysLeftText) {
        title = settings.title.isEmpty ? text.untitled : settings.title
        settingsAction = text.settingsTitle
        let (left, gone) = settings.weekdaysOnly
            ? (text.workingDaysLeft(days:), text.workingDaysGone(days:)) : (text.daysLeft(days:), text.daysGone(days:))
        daysLeft = left(settings.daysLeft(on: today))
        daysGone = gone(settings.daysGone(on: today))
        rows = [
            ScreenRow(label: text.today, value: text.date(today)),
            ScreenRow(label: text.start, value: text.date(settings.start)),
            ScreenRow(label: text.end, value: text.date(settings.end)),
        ]
        problem = settings.problem.map(text.message)
    }
}
