/// The tab bar at the bottom of every screen after the launch screen: the four tab titles and
/// which one is selected.
public struct TabBar: Hashable, Sendable {
    /// The tabs' titles, in the order of ``VoteTab/allCases``.
    public var titles: [String]
    /// The selected tab.
    public var selected: VoteTab

    /// The selected tab's title, which also titles its screen.
    public var selectedTitle: String {
        titles[selected.rawValue]
    }

    /// Renders the tab bar with a tab selected.
    init(selected: VoteTab, text: VoteText) {
        titles = VoteTab.allCases.map { $0.title(in: text) }
        self.selected = selected
    }
}
