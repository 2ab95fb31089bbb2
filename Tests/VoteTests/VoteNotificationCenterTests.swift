import Testing
@testable import Vote

@Suite("VoteNotificationCenter")
struct VoteNotificationCenterTests {
    @Test("The data-changed notification has the original's name")
    func originalName() {
        #expect(VoteNotificationCenter.Name.voteDataChanged.rawValue == "Vote data changed")
    }

    @Test("Observers of a name are called in the order they were added, others not")
    func observersByName() {
        let center = VoteNotificationCenter()
        var calls: [String] = []
        center.addObserver(for: .voteDataChanged) { calls.append("first") }
        center.addObserver(for: VoteNotificationCenter.Name(rawValue: "Other")) { calls.append("other") }
        center.addObserver(for: .voteDataChanged) { calls.append("second") }
        center.post(.voteDataChanged)
        #expect(calls == ["first", "second"])
    }

    @Test("A removed observer is no longer called")
    func removal() {
        let center = VoteNotificationCenter()
        var calls = 0
        let observation = center.addObserver(for: .voteDataChanged) { calls += 1 }
        center.post(.voteDataChanged)
        center.removeObserver(observation)
        center.post(.voteDataChanged)
        #expect(calls == 1)
    }
}
