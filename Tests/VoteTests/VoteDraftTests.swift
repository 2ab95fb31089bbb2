import Testing
@testable import Vote

@Suite("VoteDraft")
struct VoteDraftTests {
    @Test("A new draft has an empty topic and two empty choices")
    func newDraft() {
        #expect(VoteDraft().topic.isEmpty)
        #expect(VoteDraft().choiceTitles == ["", ""])
    }

    @Test("Choices can be added below the maximum and removed above two", arguments: 2...5)
    func limits(_ maximum: Int) {
        var draft = VoteDraft()
        #expect(!draft.canRemoveChoice)
        while draft.canAddChoice(maximum: maximum) { draft.addChoice(maximum: maximum) }
        #expect(draft.choiceTitles.count == maximum)
        draft.addChoice(maximum: maximum)
        #expect(draft.choiceTitles.count == maximum, "a disabled Add does nothing")
        while draft.canRemoveChoice { draft.removeLastChoice() }
        #expect(draft.choiceTitles.count == 2)
        draft.removeLastChoice()
        #expect(draft.choiceTitles.count == 2, "a disabled Remove does nothing")
    }

    @Test("Remove takes the last choice away")
    func removeTakesTheLast() {
        var draft = VoteDraft()
        draft.addChoice(maximum: 5)
        draft.choiceTitles = ["A", "B", "C"]
        draft.removeLastChoice()
        #expect(draft.choiceTitles == ["A", "B"])
    }

    @Test("A vote is composed only with a topic and no empty choice")
    func composedRules() {
        var draft = VoteDraft()
        #expect(draft.composedVote == nil)
        draft.topic = "Where shall we eat?"
        #expect(draft.composedVote == nil)
        draft.choiceTitles = ["Pizza", ""]
        #expect(draft.composedVote == nil)
        draft.choiceTitles = ["Pizza", "Sushi"]
        #expect(draft.composedVote != nil)
        draft.topic = ""
        #expect(draft.composedVote == nil)
    }

    @Test("Text of nothing but spaces counts as empty")
    func spacesAreEmpty() {
        var draft = VoteDraft()
        draft.topic = "  "
        draft.choiceTitles = ["A", "B"]
        #expect(draft.composedVote == nil)
        draft.topic = "T"
        draft.choiceTitles = ["A", " \u{00A0}\n"]
        #expect(draft.composedVote == nil)
    }

    @Test("The composed vote holds the user's words, trimmed, untranslated, with a new session")
    func composedVote() throws {
        var draft = VoteDraft()
        draft.topic = " Where shall we eat? "
        draft.choiceTitles = ["Pizza", "Thai food "]
        let vote = try #require(draft.composedVote)
        #expect(vote.topic == .typed("Where shall we eat?"))
        #expect(vote.choices == [Choice(title: .typed("Pizza")), Choice(title: .typed("Thai food"))])
        #expect(vote.participants == 0)
    }
}
