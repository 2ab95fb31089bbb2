import AppSupport
import Vote

extension DemoApp {
    /// Vote (VotePro), ported app 2.
    static let vote = DemoApp(
        name: "vote",
        summary: """
        Vote, the iOS voting app (VotePro, with SimpleVote's and VoteLite's sample votes): the launch \
        screen, the vote screen, the alert of a vote without a choice, the results as counts and as \
        percentages, the settings, the create screen with its buttons enabled and disabled, and the \
        vote screen showing the user's own vote.
        """,
        bundledResources: { AppResources.vote },
        configuration: VoteText.configuration,
        transcript: VoteDemo.transcript(localizer:))
}
