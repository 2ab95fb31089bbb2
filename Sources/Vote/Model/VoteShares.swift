/// The results as percentages of the participants: each choice's share and the abstentions'
/// share (the original's `displayVoteResultsAsPercentages`).
///
/// Each share is rounded on its own (``Percentage/init(_:of:)``), so equal counts show equal
/// shares; the shares of the choices and the abstentions then add up to 100 % within the
/// rounding, at most half a hundredth per share away from it (three choices of one vote each
/// show 33.33 % three times).
public struct VoteShares: Hashable, Sendable {
    /// Each choice's share, in the order of the choices.
    public let choices: [Percentage]
    /// The share of the participants who abstained.
    public let abstained: Percentage

    /// The shares of a vote's session, or `nil` when nobody took part.
    ///
    /// - Parameter vote: The vote.
    public init?(of vote: VoteData) {
        guard vote.participants > 0 else { return nil }
        choices = vote.choices.map { Percentage($0.votes, of: vote.participants) }
        abstained = Percentage(vote.abstains, of: vote.participants)
    }
}
