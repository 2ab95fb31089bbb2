/// One option of a vote and the votes it received (the original's `Choice`).
public struct Choice: Hashable, Sendable {
    /// What the choice says.
    public let title: VoteLabel
    /// How many participants chose it in the current session.
    public var votes: Int

    /// Creates a choice.
    ///
    /// - Parameters:
    ///   - title: What the choice says.
    ///   - votes: The votes it received so far; none for a new choice.
    public init(title: VoteLabel, votes: Int = 0) {
        self.title = title
        self.votes = votes
    }
}
