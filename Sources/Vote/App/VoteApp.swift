import AppSupport
import Localization

/// VotePro without a user interface: the vote and its session, the settings and the vote being
/// created, behind four tabs whose screens are values whose texts come from the ``Localizer``.
///
/// It follows the original's flow (`VoteTabBarController` holds the data the tabs share):
///
/// - The app starts with VotePro's sample vote and the settings saved last.
/// - Vote: a selected choice and Vote count a vote and a participant; Vote with nothing
///   selected shows an alert whose Yes counts an abstention; Abstain counts a participant.
///   Every time the Vote tab appears, a new session starts (`viewWillAppear` reset the votes).
/// - Results: counts, or percentages when the settings say so.
/// - Settings: each change is saved at once.
/// - Create: leaving the tab with a composed vote replaces the vote and posts
///   ``VoteNotificationCenter/Name/voteDataChanged``, on which the vote screen shows it.
///
///     let localizer = try AppResources.vote!.voteLocalizer(from: .xcstrings, languages: [LanguageTag("fr")!])
///     let app = VoteApp(localizer: localizer, store: InMemoryKeyValueStore())
///     app.selectChoice(at: 0)
///     app.vote()
///     app.select(.results)
///     print(app.resultsScreen().lines.last!)  // Prints "– Superman a obtenu 0 voix"
public final class VoteApp {
    /// The texts in the user's language.
    public let text: VoteText
    /// Where the tabs tell each other about changes.
    public let notificationCenter: VoteNotificationCenter
    /// The vote and its current session.
    public internal(set) var voteData: VoteData
    /// The settings as last saved.
    public internal(set) var settings: VoteSettings
    /// The tab shown.
    public private(set) var selectedTab: VoteTab = .vote
    /// The choice selected on the vote screen, if any.
    public internal(set) var selectedChoice: Int?
    /// Whether the no-vote alert is up; while it is, only its buttons act.
    public internal(set) var isShowingNoVoteAlert = false
    /// The vote being written on the Create tab.
    public internal(set) var draft = VoteDraft()
    /// What the app worked around so far: a missing or unreadable store, settings that could
    /// not be read or saved.
    public private(set) var warnings: [StoreWarning]

    let settingsStorage: VoteSettingsStorage
    /// The topic and choices the vote screen shows: its label and table, which the original
    /// refreshed when it was told the data changed (`dataChanged`).
    private(set) var shownTopic: VoteLabel
    private(set) var shownChoices: [VoteLabel]
    /// The draft that made the current vote, so that leaving the Create tab again without a
    /// change does not replace the vote (and its session) with an equal one.
    var composedDraft: VoteDraft?

    /// Starts the app on the Vote tab: loads the settings and shows a vote.
    ///
    /// - Parameters:
    ///   - localizer: Where the texts come from, best created with ``VoteText/configuration``.
    ///   - store: Where the settings are saved.
    ///   - voteData: The vote to start with; VotePro's sample by default.
    public init(localizer: Localizer, store: any KeyValueStore, voteData: VoteData = .lunch) {
        text = VoteText(localizer: localizer)
        notificationCenter = VoteNotificationCenter()
        settingsStorage = VoteSettingsStorage(store: store)
        let loaded = settingsStorage.load()
        settings = loaded.settings
        warnings = [store.loadWarning].compactMap { $0 } + loaded.warnings
        self.voteData = voteData
        shownTopic = voteData.topic
        shownChoices = voteData.choices.map(\.title)
        notificationCenter.addObserver(for: .voteDataChanged) { [weak self] in self?.voteDataChanged() }
    }

    // MARK: - Tabs

    /// Switches to a tab, as tapping it does: leaving Create composes its vote, and the Vote
    /// tab starts a new session each time it appears. Ignored while the alert is up.
    ///
    /// - Parameter tab: The tab.
    public func select(_ tab: VoteTab) {
        guard !isShowingNoVoteAlert, tab != selectedTab else { return }
        if selectedTab == .create { composeVote() }
        selectedTab = tab
        if tab == .vote {
            selectedChoice = nil
            voteData.resetVotes()
        }
    }

    /// The launch screen, shown before the first tab.
    public func launchScreen() -> LaunchScreen {
        LaunchScreen(text: text)
    }

    // MARK: - Saving

    /// Runs a save, keeping a failure as a warning: the app goes on with its data in memory.
    func record(_ save: () throws(KeyValueStoreError) -> Void) {
        do {
            try save()
        } catch {
            warnings.append(.saveFailed(error))
        }
    }

    // MARK: - Notifications

    /// Shows the vote's current topic and choices on the vote screen.
    private func voteDataChanged() {
        shownTopic = voteData.topic
        shownChoices = voteData.choices.map(\.title)
    }
}
