import AppSupport
@testable import DaysLeft
import Testing

@Suite("DaysLeftApp")
struct DaysLeftAppTests {
    static let today = DaysLeftDemo.today
    static let sample = DaysLeftSettings(start: DaysLeftDemo.start, end: DaysLeftDemo.end, title: "Christmas")

    static func app(_ language: String = "en", store: InMemoryKeyValueStore = InMemoryKeyValueStore(),
                    shared: InMemoryKeyValueStore? = nil) throws -> DaysLeftApp {
        DaysLeftApp(localizer: try daysLeftLocalizer(language), store: store, sharedStore: shared, today: today)
    }

    @Test("The first start counts down from today to Christmas Day, titled in the user's language")
    func firstStart() throws {
        let app = try Self.app("de")
        #expect(app.settings == DaysLeftSettings(start: Self.today, end: DaysLeftDemo.end, title: "Weihnachten"))
        let screen = app.mainScreen()
        #expect(screen.title == "Weihnachten")
        #expect(screen.daysLeft == "Noch 12 Tage")
        #expect(screen.daysGone == "1 Tag vergangen")
    }

    @Test("The main screen shows the counts for today and the dates of today, the start and the end")
    func mainScreen() throws {
        let app = try Self.app()
        guard case .saved(let screen) = app.save(Self.sample) else {
            Issue.record("the sample was not saved")
            return
        }
        // November 25 to December 25: 31 days, 19 of them up to Friday, December 13.
        #expect(screen.daysLeft == "12 days left")
        #expect(screen.daysGone == "19 days gone")
        #expect(screen.rows.map(\.value) == ["December 13, 2024", "November 25, 2024", "December 25, 2024"])
        #expect(screen.problem == nil)
    }

    @Test("With weekdays only, the counts are of working days")
    func weekdaysOnly() throws {
        let app = try Self.app()
        var settings = Self.sample
        settings.weekdaysOnly = true
        _ = app.save(settings)
        // Five weeks from Monday, November 25, less the Thursday to Friday after Christmas Day.
        #expect(app.mainScreen().daysLeft == "8 working days left")
        #expect(app.mainScreen().daysGone == "15 working days gone")
        #expect(app.settingsScreen().sections[1].rows.last?.value == "23 working days")
    }

    @Test("The settings screen shows the title, the dates, the switch and the length")
    func settingsScreen() throws {
        let app = try Self.app()
        _ = app.save(Self.sample)
        let screen = app.settingsScreen()
        #expect(screen.sections.map(\.header) == ["What are you counting down to?", "Dates"])
        #expect(screen.sections.flatMap(\.rows).map(\.label) == ["Title", "Start", "End", "Weekdays only", "Length"])
        #expect(screen.sections.flatMap(\.rows).map(\.value) == ["Christmas", "November 25, 2024", "December 25, 2024", "[ ]", "31 days"])
        #expect(screen.error == nil)
    }

    @Test("A start after the end is rejected with a message and not saved")
    func startAfterEndIsRejected() throws {
        let store = InMemoryKeyValueStore()
        let app = try Self.app(store: store)
        _ = app.save(Self.sample)
        var late = Self.sample
        late.start = DaysLeftDemo.lateStart
        guard case .rejected(let screen) = app.save(late) else {
            Issue.record("a start after the end was saved")
            return
        }
        #expect(screen.error == "The start date must be on or before the end date.")
        #expect(screen.settings == late)
        #expect(!screen.sections[1].rows.contains { $0.label == "Length" })
        #expect(app.settings == Self.sample)
        #expect(store.values["start"] == "2024-11-25")
    }

    @Test("Without a title the main screen is headed with the app's name")
    func untitled() throws {
        let app = try Self.app("fr")
        var settings = Self.sample
        settings.title = ""
        _ = app.save(settings)
        #expect(app.mainScreen().title == "Jours restants")
    }

    @Test("A change from another device renders the main screen again, with its settings")
    func otherDeviceChange() throws {
        let shared = InMemoryKeyValueStore()
        let phone = try Self.app(shared: shared)
        let tablet = try Self.app(shared: shared)
        var rendered: [DaysLeftScreen] = []
        tablet.onMainScreenChange = { rendered.append($0) }
        var renamed = tablet.settings
        renamed.title = "Holidays"
        _ = phone.save(renamed)
        tablet.settingsStore.sharedStoreDidChange(keys: ["title"])
        #expect(rendered.map(\.title) == ["Holidays"])
    }

    @Test("Settings another device left with a start after the end show the message and count nothing")
    func invalidSharedSettings() throws {
        let store = InMemoryKeyValueStore(["firstRun": "1", "start": "2025-01-06", "end": "2024-12-25", "title": "X", "weekdaysOnly": "false"])
        let screen = try Self.app(store: store).mainScreen()
        #expect(screen.problem == "The start date must be on or before the end date.")
        #expect([screen.daysLeft, screen.daysGone] == ["0 days left", "0 days gone"])
    }
}
