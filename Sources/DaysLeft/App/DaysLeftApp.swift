import AppSupport
import Localization

/// The DaysLeft app without a user interface: it keeps the settings in a
/// ``DaysLeftSettingsStore``, and renders the main and the settings screens for a day as values
/// whose texts come from the ``Localizer``.
///
/// It follows the original's flow: the first start counts down from today to Christmas Day,
/// the main screen shows the counts for today, the settings screen edits the settings, which
/// are saved on this device and in the store shared with the user's other devices, and a
/// change another device made re-renders the main screen (``onMainScreenChange``). Settings
/// with a start after the end are not saved (the original's date pickers could not choose
/// them); the settings screen says why.
///
///     let localizer = try AppResources.daysLeft!.daysLeftLocalizer(from: .apple, languages: [LanguageTag("fr")!])
///     let app = DaysLeftApp(localizer: localizer, store: InMemoryKeyValueStore(), today: CalendarDay("2024-12-13")!)
///     print(app.mainScreen().daysLeft)  // Prints "12 jours restants"
public final class DaysLeftApp {
    /// The texts in the user's language.
    public let text: DaysLeftText
    /// The settings and their stores.
    public let settingsStore: DaysLeftSettingsStore
    /// The day the counts are for: set it when the day changes (the original's day-change
    /// timer).
    public var today: CalendarDay
    /// Called with a new main screen whenever the settings change, from this device or another.
    public var onMainScreenChange: ((DaysLeftScreen) -> Void)?

    private var observation: SettingsObservation?

    /// Starts the app.
    ///
    /// - Parameters:
    ///   - localizer: Where the texts come from, best created with
    ///     ``DaysLeftText/configuration``.
    ///   - store: This device's store.
    ///   - sharedStore: The store shared with the user's other devices, if any.
    ///   - today: The day the counts are for, such as
    ///     `CalendarDay(containing: Date(), in: .current)`.
    public init(localizer: Localizer, store: any KeyValueStore, sharedStore: (any KeyValueStore)? = nil,
                today: CalendarDay) {
        text = DaysLeftText(localizer: localizer)
        self.today = today
        settingsStore = DaysLeftSettingsStore(local: store, shared: sharedStore,
                                              firstRun: .firstRun(today: today, title: text.defaultTitle))
        observation = settingsStore.observe { [weak self] _ in
            guard let self, let onMainScreenChange else { return }
            onMainScreenChange(mainScreen())
        }
    }

    /// The settings as saved.
    public var settings: DaysLeftSettings {
        settingsStore.settings
    }

    /// What the app worked around so far: a missing or unreadable store, a stored value that
    /// could not be read, changes that could not be saved.
    public var warnings: [StoreWarning] {
        settingsStore.warnings
    }

    // MARK: - Screens

    /// The main screen for ``today``.
    public func mainScreen() -> DaysLeftScreen {
        DaysLeftScreen(settings: settings, today: today, text: text)
    }

    /// The settings screen for the saved settings.
    public func settingsScreen() -> SettingsScreen {
        SettingsScreen(settings: settings, text: text)
    }

    /// Saves what the settings screen holds, or rejects it with the reason.
    ///
    /// - Parameter settings: The settings as edited.
    /// - Returns: The main screen after saving, or the settings screen with the error.
    public func save(_ settings: DaysLeftSettings) -> SettingsOutcome {
        if let problem = settings.problem {
            var screen = SettingsScreen(settings: settings, text: text)
            screen.error = text.message(problem)
            return .rejected(screen)
        }
        settingsStore.save(settings)
        return .saved(mainScreen())
    }
}
