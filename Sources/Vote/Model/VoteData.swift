/// A vote and its current session: the topic, the choices with their votes, and how many
/// participants took part (the original's `VoteData`).
///
/// Every participant either votes for one choice or abstains, so the abstentions are the
/// participants who did not vote:
///
///     var vote = VoteData.lunch
///     vote.castVote(forChoiceAt: 1)   // Wonder Woman
///     vote.abstain()
///     print(vote.participants, vote.votes, vote.abstains)  // Prints "2 1 1"
public struct VoteData: Hashable, Sendable {
    /// The question put to the vote; "Which one would you choose?" unless set.
    public var topic: VoteLabel
    /// The options, in the order the screens list them.
    public var choices: [Choice]
    /// How many participants voted or abstained in the current session.
    public var participants: Int

    /// Creates a vote.
    ///
    /// - Parameters:
    ///   - topic: The question; the original's default when not given.
    ///   - choices: The options.
    ///   - participants: The participants so far, voters and abstainers.
    public init(topic: VoteLabel = .sample(.defaultTopic), choices: [Choice] = [], participants: Int = 0) {
        self.topic = topic
        self.choices = choices
        self.participants = participants
    }

    /// The votes cast: the sum of the choices' votes.
    public var votes: Int {
        choices.reduce(0) { $0 + $1.votes }
    }

    /// The participants who abstained: those who did not vote.
    public var abstains: Int {
        participants - votes
    }

    /// Counts a participant's vote for a choice.
    ///
    /// - Parameter index: The choice's position in ``choices``; it must be one of them, as the
    ///   original asserted.
    public mutating func castVote(forChoiceAt index: Int) {
        precondition(choices.indices.contains(index), "choice \(index) is not one of the \(choices.count) choices")
        choices[index].votes += 1
        participants += 1
    }

    /// Counts a participant who abstained.
    public mutating func abstain() {
        participants += 1
    }

    /// Clears the session for a new one: no participants, no votes; the topic and choices stay.
    public mutating func resetVotes() {
        participants = 0
        for index in choices.indices {
            choices[index].votes = 0
        }
    }

    /// Each choice's share of the participants and the abstentions' share, or `nil` when
    /// nobody took part.
    public var shares: VoteShares? {
        VoteShares(of: self)
    }
}
