import AppSupport
import Foundation
import LocalizedStrings
import Testing
import TestSupport
@testable import Vote

@Suite("VoteApp")
struct VoteAppTests {
    @Test("The app starts on the Vote tab with VotePro's sample vote and the default settings")
    func start() throws {
        let app = try voteApp()
        #expect(app.selectedTab == .vote)
        #expect(app.voteData == .lunch)
        #expect(app.settings == VoteSettings())
        #expect(app.warnings.isEmpty)
    }

    @Test("The documented example prints what it says")
    func documentedExample() throws {
        let localizer = try #require(AppResources.vote).voteLocalizer(from: .xcstrings, languages: [LanguageTag("fr")!])
        let app = VoteApp(localizer: localizer, store: InMemoryKeyValueStore())
        app.selectChoice(at: 0)
        app.vote()
        app.select(.results)
        #expect(app.resultsScreen().lines.last == "– Superman a obtenu 0 voix")
    }

    @Test("Vote with a selected choice counts the vote and the participant, and clears the selection")
    func voteWithSelection() throws {
        let app = try voteApp()
        app.selectChoice(at: 2)
        app.vote()
        #expect(app.voteData.choices.map(\.votes) == [0, 0, 1])
        #expect(app.voteData.participants == 1)
        #expect(app.selectedChoice == nil)
        #expect(!app.isShowingNoVoteAlert)
    }

    @Test("Vote without a selection counts nothing and raises the alert; Yes abstains")
    func voteWithoutSelectionThenYes() throws {
        let app = try voteApp()
        app.vote()
        #expect(app.isShowingNoVoteAlert)
        #expect(app.voteData.participants == 0)
        app.answerNoVoteAlert(abstains: true)
        #expect(!app.isShowingNoVoteAlert)
        #expect(app.voteData.participants == 1)
        #expect(app.voteData.abstains == 1)
    }

    @Test("No on the alert goes back to choosing without counting anyone")
    func voteWithoutSelectionThenNo() throws {
        let app = try voteApp()
        app.vote()
        app.answerNoVoteAlert(abstains: false)
        #expect(!app.isShowingNoVoteAlert)
        #expect(app.voteData.participants == 0)
    }

    @Test("While the alert is up, only its buttons act")
    func alertIsModal() throws {
        let app = try voteApp()
        app.vote()
        app.selectChoice(at: 0)
        app.vote()
        app.abstain()
        app.select(.results)
        #expect(app.selectedChoice == nil)
        #expect(app.voteData.participants == 0)
        #expect(app.selectedTab == .vote)
        #expect(app.isShowingNoVoteAlert)
    }

    @Test("Abstain counts a participant without a vote and clears the selection")
    func abstain() throws {
        let app = try voteApp()
        app.selectChoice(at: 0)
        app.abstain()
        #expect(app.voteData.participants == 1)
        #expect(app.voteData.votes == 0)
        #expect(app.selectedChoice == nil)
    }

    @Test("The results keep the session while other tabs are shown; showing the Vote tab starts a new one")
    func voteTabStartsANewSession() throws {
        let app = try voteApp()
        app.selectChoice(at: 1)
        app.vote()
        app.select(.results)
        app.select(.settings)
        app.select(.results)
        #expect(app.voteData.participants == 1)
        app.select(.vote)
        #expect(app.voteData.participants == 0)
        #expect(app.voteData.choices.allSatisfy { $0.votes == 0 })
    }

    @Test("Leaving Create with a composed vote replaces the vote, posts \"Vote data changed\", and the vote screen shows it")
    func composingReplacesTheVote() throws {
        let app = try voteApp()
        var notified: [String] = []
        app.notificationCenter.addObserver(for: .voteDataChanged) { [unowned app] in notified.append(app.text.label(app.voteData.topic)) }
        app.selectChoice(at: 0)
        app.vote()
        app.select(.create)
        app.setTopic("Where shall we eat?")
        app.setChoiceTitle("Pizza", at: 0)
        app.setChoiceTitle("Sushi", at: 1)
        app.select(.results)
        #expect(notified == ["Where shall we eat?"])
        #expect(app.voteData == VoteData(topic: .typed("Where shall we eat?"),
                                         choices: [Choice(title: .typed("Pizza")), Choice(title: .typed("Sushi"))]))
        #expect(app.resultsScreen().lines == ["No voting took place"], "a new vote starts a new session")
        app.select(.vote)
        #expect(app.voteScreen().topic == "Where shall we eat?")
        #expect(app.voteScreen().choices == ["Pizza", "Sushi"])
    }

    @Test("Leaving Create with an unfinished vote keeps the vote and posts nothing")
    func unfinishedDraftChangesNothing() throws {
        let app = try voteApp()
        var notifications = 0
        app.notificationCenter.addObserver(for: .voteDataChanged) { notifications += 1 }
        app.select(.create)
        app.setTopic("Where shall we eat?")
        app.setChoiceTitle("Pizza", at: 0)
        app.select(.vote)
        #expect(notifications == 0)
        #expect(app.voteData == .lunch)
        #expect(app.voteScreen().topic == "Who would you have lunch with?")
    }

    @Test("Leaving Create again without a change keeps the session of the composed vote")
    func unchangedDraftIsNotComposedAgain() throws {
        let app = try voteApp()
        var notifications = 0
        app.notificationCenter.addObserver(for: .voteDataChanged) { notifications += 1 }
        app.select(.create)
        app.setTopic("T")
        app.setChoiceTitle("A", at: 0)
        app.setChoiceTitle("B", at: 1)
        app.select(.vote)
        app.selectChoice(at: 1)
        app.vote()
        app.select(.create)
        app.select(.results)
        #expect(notifications == 1)
        #expect(app.voteData.choices.map(\.votes) == [0, 1])
    }

    @Test("Settings are saved under the original's keys as they change, and restored when the app starts again")
    func settingsPersist() throws {
        let store = InMemoryKeyValueStore()
        let app = try voteApp(store: store)
        app.setResultsAsPercent(true)
        app.decreaseMaximumOptions()
        #expect(store.values == ["ResultsAsPercent": "true", "MaximumChoices": "4"])
        let restarted = try voteApp(store: store)
        #expect(restarted.settings == VoteSettings(resultsAsPercent: true, maximumOptions: 4))
        #expect(restarted.settingsScreen().resultsAsPercent)
    }

    @Test("The stepper stays within 2…5")
    func stepperLimits() throws {
        let app = try voteApp()
        app.increaseMaximumOptions()
        #expect(app.settings.maximumOptions == 5)
        #expect(!app.settingsScreen().canIncreaseMaximum)
        for _ in 0..<5 { app.decreaseMaximumOptions() }
        #expect(app.settings.maximumOptions == 2)
        #expect(!app.settingsScreen().canDecreaseMaximum)
        #expect(app.settingsScreen().canIncreaseMaximum)
    }

    @Test("The create buttons follow the maximum in the settings")
    func createButtonsFollowTheSettings() throws {
        let app = try voteApp()
        app.select(.create)
        #expect(app.createScreen().addButton.isEnabled)
        #expect(!app.createScreen().removeButton.isEnabled)
        for _ in 0..<3 { app.decreaseMaximumOptions() }
        #expect(!app.createScreen().addButton.isEnabled, "at 2 of at most 2 choices")
        app.addChoice()
        #expect(app.draft.choiceTitles.count == 2)
        app.increaseMaximumOptions()
        app.addChoice()
        #expect(app.draft.choiceTitles.count == 3)
        #expect(!app.createScreen().addButton.isEnabled)
        #expect(app.createScreen().removeButton.isEnabled)
        app.removeLastChoice()
        #expect(app.draft.choiceTitles.count == 2)
    }

    @Test("A store that cannot be read or written gives warnings, and the app goes on")
    func storeProblems() throws {
        let folder = try TemporaryFolder(prefix: "vote-app")
        let missing = try voteApp(store: FileKeyValueStore(path: folder.path("settings.json")))
        #expect(missing.warnings == [.missingFile(path: folder.path("settings.json"))])
        // A regular file where the store's folder should be: every save fails.
        try "".write(toFile: folder.path("file"), atomically: false, encoding: .utf8)
        let unwritable = try voteApp(store: FileKeyValueStore(path: folder.path("file/settings.json")))
        unwritable.setResultsAsPercent(true)
        #expect(unwritable.settings.resultsAsPercent, "the change is kept in memory")
        #expect(unwritable.warnings.count == 2)
        if case .saveFailed = unwritable.warnings.last {} else { Issue.record("no save failure in \(unwritable.warnings)") }
        let unreadable = try voteApp(store: InMemoryKeyValueStore(["MaximumChoices": "many"]))
        #expect(unreadable.warnings.count == 1)
        #expect(unreadable.settings.maximumOptions == 5)
    }
}
