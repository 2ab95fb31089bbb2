/// The vote screen (`VoteViewController`): the topic, the choices as a list with at most one
/// selected, and the Abstain and Vote buttons; the no-vote alert over it when it is up.
public struct VoteScreen: Hashable, Sendable {
    /// The tab bar, with Vote selected.
    public var tabBar: TabBar
    /// The topic label.
    public var topic: String
    /// The choices, one row each.
    public var choices: [String]
    /// The selected row, if any.
    public var selectedChoice: Int?
    /// "Abstain".
    public var abstainButton: ScreenButton
    /// "Vote".
    public var voteButton: ScreenButton
    /// The alert shown over the screen, if any.
    public var alert: NoVoteAlert?

    /// Renders the vote the screen shows.
    init(topic: VoteLabel, choices: [VoteLabel], selectedChoice: Int?, showsAlert: Bool, text: VoteText) {
        tabBar = TabBar(selected: .vote, text: text)
        self.topic = text.label(topic)
        self.choices = choices.map(text.label)
        self.selectedChoice = selectedChoice
        abstainButton = ScreenButton(title: text.buttonAbstain)
        voteButton = ScreenButton(title: text.buttonVote)
        alert = showsAlert ? NoVoteAlert(text: text) : nil
    }
}
