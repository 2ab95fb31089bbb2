/// The results screen (`ResultsViewController`): a read-only text of the current session, as
/// counts or, when the settings say so, as percentages of the participants.
///
/// Counts (`displayVoteResults`): the topic, the participants, the abstentions, then one line
/// per choice with its votes in the plural form the language needs ("received 1 vote", where
/// the original wrote "1 votes"). Percentages (`displayVoteResultsAsPercentages`): the topic,
/// the participants (the original labelled them "Total votes", though they include the
/// abstentions), the abstentions' share, then each choice's share; the shares add up to 100 %
/// within the rounding. With no participants: "No voting took place".
public struct ResultsScreen: Hashable, Sendable {
    /// The tab bar, with Results selected.
    public var tabBar: TabBar
    /// The text's lines.
    public var lines: [String]

    /// Renders a vote's session.
    init(vote: VoteData, asPercentages: Bool, text: VoteText) {
        tabBar = TabBar(selected: .results, text: text)
        guard let shares = vote.shares else {
            lines = [text.resultsNone]
            return
        }
        lines = [text.resultsTopic(text.label(vote.topic)), text.resultsParticipants(vote.participants)]
        if asPercentages {
            lines.append(text.resultsAbstainedShare(text.percentage(shares.abstained)))
            for (choice, share) in zip(vote.choices, shares.choices) {
                lines.append(text.resultsChoiceShare(text.label(choice.title), text.percentage(share)))
            }
        } else {
            lines.append(text.resultsAbstained(vote.abstains))
            for choice in vote.choices {
                lines.append(text.resultsChoiceVotes(votes: choice.votes, text.label(choice.title)))
            }
        }
    }
}
