/// The strings the screens show, by their keys in the String Catalog
/// (`Resources/catalog/Localizable.xcstrings`, the source of the other two forms).
///
/// The original wrote these texts in code and storyboards; each got a key that says where it
/// is shown. The sample votes' texts are ``SampleLabel``s.
enum StringKey: String, CaseIterable, Sendable {
    // The launch screen and the tabs
    case launchText = "launch_text"
    case voteTab = "tab_vote"
    case resultsTab = "tab_results"
    case settingsTab = "tab_settings"
    case createTab = "tab_create"

    // The vote screen and its alert
    case abstainButton = "button_abstain"
    case voteButton = "button_vote"
    case noVoteAlertTitle = "alert_no_vote_title"
    case noVoteAlertMessage = "alert_no_vote_message"
    case noVoteAlertNo = "alert_no"
    case noVoteAlertYes = "alert_yes"

    // The results screen
    case noVoting = "results_none"
    case resultsTopic = "results_topic"
    case participants = "results_participants"
    case abstained = "results_abstained"
    case choiceVotes = "results_choice_votes"
    case abstainedShare = "results_abstained_share"
    case choiceShare = "results_choice_share"
    case percent

    // The settings screen
    case resultsAsPercent = "settings_results_as_percent"
    case maximumOptions = "settings_maximum_options"

    // The create screen
    case topic = "create_topic"
    case choicePlaceholder = "create_choice_placeholder"
    case addChoice = "create_add_choice"
    case removeChoice = "create_remove_choice"
}
