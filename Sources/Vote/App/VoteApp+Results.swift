extension VoteApp {
    /// The results screen: counts, or percentages when the settings say so.
    public func resultsScreen() -> ResultsScreen {
        ResultsScreen(vote: voteData, asPercentages: settings.resultsAsPercent, text: text)
    }
}
