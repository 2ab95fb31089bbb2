extension VoteData {
    /// SimpleVote's and VoteLite's vote (`createVoteData`): "Gandalf or Dumbledore?".
    public static let wizards = VoteData(topic: .sample(.wizardsTopic),
                                         choices: [Choice(title: .sample(.gandalf)), Choice(title: .sample(.dumbledore))])

    /// VotePro's vote (`VoteTabBarController.viewDidLoad`), which the app starts with: "Who
    /// would you have lunch with?" — Batman, Wonder Woman or Superman.
    public static let lunch = VoteData(topic: .sample(.lunchTopic),
                                       choices: [Choice(title: .sample(.batman)), Choice(title: .sample(.wonderWoman)),
                                                 Choice(title: .sample(.superman))])
}
