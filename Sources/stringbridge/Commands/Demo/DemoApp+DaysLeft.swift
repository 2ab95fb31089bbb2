import AppSupport
import DaysLeft

extension DemoApp {
    /// DaysLeft, ported app 4.
    static let daysLeft = DemoApp(
        name: "daysleft",
        summary: """
        DaysLeft, an iOS countdown to a date: for a sample countdown to Christmas on a fixed day, the main \
        screen with the days left and gone, the same counting weekdays only, the settings screen, and the \
        settings rejected with a message when the start is after the end.
        """,
        bundledResources: { AppResources.daysLeft },
        configuration: DaysLeftText.configuration,
        transcript: DaysLeftDemo.transcript(localizer:))
}
