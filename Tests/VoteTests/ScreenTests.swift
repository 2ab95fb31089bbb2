import Testing
@testable import Vote

/// The screens in English, against the texts of the catalog's `en` localization and the
/// original's layout of the results (topic, participants, abstentions, one line per choice).
@Suite("Screens")
struct ScreenTests {
    /// The sample session: Batman 1, Wonder Woman 3, Superman 0 of 6 participants (2 abstained).
    static func sampleSession() throws -> VoteApp {
        let app = try voteApp()
        for choice in [1, 0, 1, 1] {
            app.selectChoice(at: choice)
            app.vote()
        }
        app.abstain()
        app.abstain()
        return app
    }

    @Test("The launch screen says \"Cast your vote!\"")
    func launchScreen() throws {
        #expect(try voteApp().launchScreen().text == "Cast your vote!")
    }

    @Test("The vote screen shows the topic, the choices, the selection, the buttons and the tabs")
    func voteScreen() throws {
        let app = try voteApp(.wizards)
        app.selectChoice(at: 1)
        let screen = app.voteScreen()
        #expect(screen.topic == "Gandalf or Dumbledore?")
        #expect(screen.choices == ["Gandalf", "Dumbledore"])
        #expect(screen.selectedChoice == 1)
        #expect(screen.abstainButton == ScreenButton(title: "Abstain"))
        #expect(screen.voteButton == ScreenButton(title: "Vote"))
        #expect(screen.alert == nil)
        #expect(screen.tabBar.titles == ["Vote", "Results", "Settings", "Create"])
        #expect(screen.tabBar.selectedTitle == "Vote")
    }

    @Test("The no-vote alert has the original's texts")
    func alert() throws {
        let app = try voteApp()
        app.vote()
        let alert = try #require(app.voteScreen().alert)
        #expect([alert.title, alert.message, alert.noButton, alert.yesButton]
            == ["You didn't cast a vote", "Do you want to abstain?", "No", "Yes"])
    }

    @Test("Without participants the results say that no voting took place")
    func noVoting() throws {
        #expect(try voteApp().resultsScreen().lines == ["No voting took place"])
    }

    @Test("The results as counts: a singular for 1 vote, plurals for 0 and 3")
    func resultsAsCounts() throws {
        let screen = try Self.sampleSession().resultsScreen()
        #expect(screen.lines == [
            "Vote topic: Who would you have lunch with?", "Participants: 6", "Abstained: 2",
            "– Batman received 1 vote", "– Wonder Woman received 3 votes", "– Superman received 0 votes",
        ])
        #expect(screen.tabBar.selected == .results)
    }

    @Test("The results as percentages of the participants, with at most two fraction digits")
    func resultsAsPercentages() throws {
        let app = try Self.sampleSession()
        app.setResultsAsPercent(true)
        // 2/6 = 33.33 %, 1/6 = 16.67 %, 3/6 = 50 %, 0/6 = 0 %.
        #expect(app.resultsScreen().lines == [
            "Vote topic: Who would you have lunch with?", "Participants: 6", "Abstained: 33.33%",
            "– Batman: 16.67% of the participants", "– Wonder Woman: 50% of the participants",
            "– Superman: 0% of the participants",
        ])
    }

    @Test("The settings show the switch and the maximum")
    func settingsScreen() throws {
        let app = try voteApp()
        let screen = app.settingsScreen()
        #expect(screen.resultsAsPercentLabel == "Show results as percentages")
        #expect(!screen.resultsAsPercent)
        #expect(screen.maximumOptionsLabel == "Maximum options: 5")
    }

    @Test("The create screen shows empty fields with the placeholder, and the buttons")
    func createScreen() throws {
        let app = try voteApp()
        app.setChoiceTitle("Pizza", at: 0)
        let screen = app.createScreen()
        #expect(screen.topicLabel == "Topic")
        #expect(screen.topic == CreateScreen.TextField(text: "", placeholder: nil))
        #expect(screen.choices == [CreateScreen.TextField(text: "Pizza", placeholder: "Choice title"),
                                   CreateScreen.TextField(text: "", placeholder: "Choice title")])
        #expect(screen.addButton == ScreenButton(title: "Add choice", isEnabled: true))
        #expect(screen.removeButton == ScreenButton(title: "Remove choice", isEnabled: false))
    }

    @Test("A user's own topic and choices are shown as typed in every language, the samples translated")
    func userTextIsNotTranslated() throws {
        let own = VoteData(topic: .typed("Where shall we eat?"), choices: [Choice(title: .typed("Pizza"))])
        let french = try voteApp(own, language: "fr").voteScreen()
        #expect(french.topic == "Where shall we eat?")
        #expect(french.choices == ["Pizza"])
        #expect(french.voteButton.title == "Voter")
        #expect(try voteApp(.lunch, language: "fr").voteScreen().topic == "Avec qui aimeriez-vous déjeuner\u{202F}?")
    }

    @Test("The plain text marks the selection, disabled buttons, placeholders and the selected tab")
    func plainText() throws {
        let app = try voteApp(.wizards)
        app.selectChoice(at: 0)
        #expect(app.voteScreen().plainText == """
            # Vote
               Gandalf or Dumbledore?
               ● Gandalf
               ○ Dumbledore
               [Abstain] [Vote]
            | *Vote* | Results | Settings | Create |

            """)
        #expect(app.createScreen().plainText == """
            # Create
               Topic
               >
               > ‹Choice title›
               > ‹Choice title›
               [Add choice] (Remove choice)
            | Vote | Results | Settings | *Create* |

            """)
    }
}
