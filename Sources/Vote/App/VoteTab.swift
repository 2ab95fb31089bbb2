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

    /// The resource that titles the tab.
    var titleKey: StringKey {
        switch self {
        case .vote: .voteTab
        case .results: .resultsTab
        case .settings: .settingsTab
        case .create: .createTab
        }
    }
}
