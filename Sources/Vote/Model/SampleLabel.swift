/// The sample texts the original hard-coded, named by their keys in the String Catalog: the default
/// topic of `VoteData`, SimpleVote's and VoteLite's vote (`createVoteData`) and VotePro's
/// (`VoteTabBarController.viewDidLoad`).
public enum SampleLabel: String, CaseIterable, Sendable {
    /// "Which one would you choose?", the topic of a vote whose topic was never set.
    case defaultTopic = "sample_default_topic"
    /// "Gandalf or Dumbledore?", SimpleVote's and VoteLite's topic.
    case wizardsTopic = "sample_wizards_topic"
    /// "Gandalf".
    case gandalf = "sample_gandalf"
    /// "Dumbledore".
    case dumbledore = "sample_dumbledore"
    /// "Who would you have lunch with?", VotePro's topic.
    case lunchTopic = "sample_lunch_topic"
    /// "Batman".
    case batman = "sample_batman"
    /// "Wonder Woman".
    case wonderWoman = "sample_wonder_woman"
    /// "Superman".
    case superman = "sample_superman"
}

extension SampleLabel {
    /// The sample's text in the user's language.
    func text(in text: VoteText) -> String {
        switch self {
        case .defaultTopic: text.sampleDefaultTopic
        case .wizardsTopic: text.sampleWizardsTopic
        case .gandalf: text.sampleGandalf
        case .dumbledore: text.sampleDumbledore
        case .lunchTopic: text.sampleLunchTopic
        case .batman: text.sampleBatman
        case .wonderWoman: text.sampleWonderWoman
        case .superman: text.sampleSuperman
        }
    }
}
