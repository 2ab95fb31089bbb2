import Testing
@testable import Vote

/// Expected values are the exact fractions, rounded to hundredths by hand.
@Suite("Percentage and VoteShares")
struct PercentageTests {
    @Test("A share is rounded to the nearest hundredth of a percent", arguments: [
        // part, whole, hundredths: 1/6 = 16.666… → 16.67; 1/8 = 12.5; 1/3 = 33.333… → 33.33; 2/3 = 66.666… → 66.67;
        // 1/7 = 14.2857… → 14.29; 0 → 0; all → 100.
        (1, 6, 1667), (1, 8, 1250), (1, 3, 3333), (2, 3, 6667), (1, 7, 1429), (0, 5, 0), (5, 5, 10_000),
    ])
    func rounding(_ part: Int, _ whole: Int, _ hundredths: Int) {
        #expect(Percentage(part, of: whole).hundredths == hundredths)
    }

    @Test("Halves round away from zero, exactly, where binary fractions would not")
    func halves() {
        // 1/800 = 0.125 % = 12.5 hundredths → 13; 1/1600 = 6.25 hundredths → 6; 3/1600 = 18.75 → 19.
        #expect(Percentage(1, of: 800).hundredths == 13)
        #expect(Percentage(1, of: 1600).hundredths == 6)
        #expect(Percentage(3, of: 1600).hundredths == 19)
    }

    @Test("A share shows as many fraction digits as it needs, at most two")
    func fractionDigits() {
        #expect(Percentage(hundredths: 5000).fractionDigits == 0)
        #expect(Percentage(hundredths: 1250).fractionDigits == 1)
        #expect(Percentage(hundredths: 1667).fractionDigits == 2)
        #expect(Percentage(hundredths: 1).fractionDigits == 2)
        #expect(Percentage(hundredths: 0).fractionDigits == 0)
        #expect(Percentage(hundredths: 1667).value == 16.67)
    }

    @Test("Nobody took part: there are no shares")
    func noParticipants() {
        #expect(VoteData.lunch.shares == nil)
    }

    @Test("The shares of the sample session")
    func sampleShares() throws {
        // Batman 1, Wonder Woman 3, Superman 0 of 6 participants, 2 abstained: 16.67, 50, 0 and 33.33.
        let vote = VoteData(topic: .sample(.lunchTopic), choices: [
            Choice(title: .sample(.batman), votes: 1), Choice(title: .sample(.wonderWoman), votes: 3),
            Choice(title: .sample(.superman), votes: 0),
        ], participants: 6)
        let shares = try #require(vote.shares)
        #expect(shares.choices.map(\.hundredths) == [1667, 5000, 0])
        #expect(shares.abstained.hundredths == 3333)
    }

    @Test("The shares of the choices and the abstentions add up to 100 % within the rounding, for every session of up to 12 participants and 3 choices")
    func sharesAddUpToAHundred() throws {
        var sessions = 0
        for participants in 1...12 {
            for first in 0...participants {
                for second in 0...(participants - first) {
                    for third in 0...(participants - first - second) {
                        let vote = VoteData(topic: .typed("T"), choices: [first, second, third].map { Choice(title: .typed("C"), votes: $0) },
                                            participants: participants)
                        let shares = try #require(vote.shares)
                        let total = shares.choices.reduce(shares.abstained.hundredths) { $0 + $1.hundredths }
                        // The exact shares add up to 100 % and each of the 4 is rounded by at most half a
                        // hundredth, so the total is off by at most 2 hundredths.
                        #expect(abs(total - 10_000) <= 2, "\(first), \(second), \(third) of \(participants): \(total)")
                        sessions += 1
                    }
                }
            }
        }
        #expect(sessions > 1000)
    }

    @Test("Equal counts show equal shares")
    func equalCountsEqualShares() throws {
        let vote = VoteData(topic: .typed("T"), choices: (0..<3).map { _ in Choice(title: .typed("C"), votes: 1) }, participants: 3)
        let shares = try #require(vote.shares)
        #expect(Set(shares.choices) == [Percentage(hundredths: 3333)])
        #expect(shares.abstained == Percentage(hundredths: 0))
    }
}
