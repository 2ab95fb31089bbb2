import Testing
@testable import Vote

@Suite("VoteData")
struct VoteDataTests {
    @Test("A vote counts for its choice and as a participant")
    func castVoteCountsChoiceAndParticipant() {
        var vote = VoteData.lunch
        vote.castVote(forChoiceAt: 1)
        vote.castVote(forChoiceAt: 1)
        vote.castVote(forChoiceAt: 2)
        #expect(vote.choices.map(\.votes) == [0, 2, 1])
        #expect(vote.participants == 3)
        #expect(vote.votes == 3)
        #expect(vote.abstains == 0)
    }

    @Test("An abstention counts a participant and no vote")
    func abstainCountsOnlyAParticipant() {
        var vote = VoteData.wizards
        vote.abstain()
        vote.castVote(forChoiceAt: 0)
        vote.abstain()
        // 3 participants, 1 vote: 3 − 1 = 2 abstained.
        #expect(vote.participants == 3)
        #expect(vote.votes == 1)
        #expect(vote.abstains == 2)
    }

    @Test("Votes are the sum of the choices' votes and abstentions the participants who did not vote")
    func derivedCounts() {
        let vote = VoteData(topic: .typed("T"), choices: [Choice(title: .typed("A"), votes: 4), Choice(title: .typed("B"), votes: 3)],
                            participants: 10)
        #expect(vote.votes == 7)
        #expect(vote.abstains == 3)
    }

    @Test("A reset clears participants and votes and keeps the topic and the choices")
    func resetClearsTheSession() {
        var vote = VoteData.lunch
        vote.castVote(forChoiceAt: 0)
        vote.abstain()
        vote.resetVotes()
        #expect(vote == VoteData.lunch)
        #expect(vote.participants == 0)
        #expect(vote.choices.allSatisfy { $0.votes == 0 })
    }

    @Test("A vote without a topic has the original's default topic")
    func defaultTopic() {
        #expect(VoteData().topic == .sample(.defaultTopic))
        #expect(VoteData().choices.isEmpty)
    }

    @Test("The samples are SimpleVote's and VotePro's votes")
    func samples() {
        #expect(VoteData.wizards.topic == .sample(.wizardsTopic))
        #expect(VoteData.wizards.choices.map(\.title) == [.sample(.gandalf), .sample(.dumbledore)])
        #expect(VoteData.lunch.topic == .sample(.lunchTopic))
        #expect(VoteData.lunch.choices.map(\.title) == [.sample(.batman), .sample(.wonderWoman), .sample(.superman)])
        #expect([VoteData.wizards, .lunch].allSatisfy { $0.participants == 0 && $0.votes == 0 })
    }
}
