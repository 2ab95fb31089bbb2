/// The tabs of VotePro's tab bar, in their order.
public enum VoteTab: Int, CaseIterable, Hashable, Sendable {
    /// Participants vote or abstain.
    case vote
    /// The results of the current session.
    case results
    /// Results as percent, maximum options.
    case settings
    /// A new vote: topic and choices.
    case create

    /// The tab's title.
    func title(in text: VoteText) -> String {
        switch self {
        case .vote: text.tabVote
        case .results: text.tabResults
        case .settings: text.tabSettings
        case .create: text.tabCreate
        }
    }
}
