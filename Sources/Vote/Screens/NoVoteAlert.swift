/// The alert shown when Vote is tapped with no choice selected (`showAbsentVoteAlert`): No goes
/// back to choosing, Yes counts the participant as abstaining.
public struct NoVoteAlert: Hashable, Sendable {
    /// "You didn't cast a vote".
    public var title: String
    /// "Do you want to abstain?".
    public var message: String
    /// "No", the cancel action.
    public var noButton: String
    /// "Yes", the default action: abstain.
    public var yesButton: String

    /// Renders the alert.
    init(text: VoteText) {
        title = text.alertNoVoteTitle
        message = text.alertNoVoteMessage
        noButton = text.alertNo
        yesButton = text.alertYes
    }
}
