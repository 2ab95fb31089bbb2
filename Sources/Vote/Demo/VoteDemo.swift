import AppSupport
import Localization

/// A walk through VotePro's screens, as `stringbridge demo vote` prints it and the golden files
/// `Fixtures/Vote/expected/<language>.txt` hold it.
///
/// The walk, on VotePro's sample vote ("Who would you have lunch with?"): the launch screen;
/// the vote screen with Wonder Woman selected; after Wonder Woman, Batman and Wonder Woman are
/// voted for and one participant abstains, the vote screen with the alert that Vote without a
/// selection raises (Yes then abstains); the results as counts (Wonder Woman 3 votes, Batman 1,
/// Superman 0, 2 abstentions); the settings after the switch is turned on and the maximum
/// lowered to 3; the results as percentages (50, 16.67, 0 and 33.33); the create screen empty
/// (Add enabled, Remove disabled), then with ``ownTopic`` and three choices (Add disabled at the
/// maximum, Remove enabled); the vote screen showing that vote, untranslated, after the Vote
/// tab was selected.
public enum VoteDemo {
    /// The topic of the vote the walk creates: a user's own, shown as typed in every language.
    public static let ownTopic = "Where shall we eat?"
    /// The choices of the vote the walk creates.
    public static let ownChoices = ["Pizza", "Thai food", "Sushi"]

    /// The walk's screens as text, separated by blank lines.
    ///
    /// The app starts from an empty in-memory store (the default settings), so the walk is the
    /// same on every run.
    ///
    /// - Parameter localizer: Where the texts come from, best created with
    ///   ``VoteText/configuration``.
    public static func transcript(localizer: Localizer) -> String {
        let app = VoteApp(localizer: localizer, store: InMemoryKeyValueStore())
        var screens = [app.launchScreen().plainText]
        let wonderWoman = 1, batman = 0
        app.selectChoice(at: wonderWoman)
        screens.append(app.voteScreen().plainText)
        app.vote()
        for choice in [batman, wonderWoman, wonderWoman] {
            app.selectChoice(at: choice)
            app.vote()
        }
        app.abstain()
        app.vote()
        screens.append(app.voteScreen().plainText)
        app.answerNoVoteAlert(abstains: true)

        app.select(.results)
        screens.append(app.resultsScreen().plainText)
        app.select(.settings)
        app.setResultsAsPercent(true)
        app.decreaseMaximumOptions()
        app.decreaseMaximumOptions()
        screens.append(app.settingsScreen().plainText)
        app.select(.results)
        screens.append(app.resultsScreen().plainText)

        app.select(.create)
        screens.append(app.createScreen().plainText)
        app.setTopic(ownTopic)
        for (index, title) in ownChoices.enumerated() {
            if index >= app.draft.choiceTitles.count { app.addChoice() }
            app.setChoiceTitle(title, at: index)
        }
        screens.append(app.createScreen().plainText)
        app.select(.vote)
        screens.append(app.voteScreen().plainText)
        return screens.joined(separator: "\n")
    }
}
