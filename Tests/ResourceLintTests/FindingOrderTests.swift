import LocalizedStrings
@testable import ResourceLint
import Testing
import TestSupport

/// `FindingOrder.sortedUnique` sorts by ranks of paths and rules and reaches the messages only
/// for ties: it must give what sorting every finding with `precedes` gives (a stable sort),
/// with repeated findings dropped.
@Suite("Finding order")
struct FindingOrderTests {
    /// What sortedUnique promises, the slow way: a stable sort by `precedes`, then each run of
    /// equal findings once.
    private func expected(_ perRule: [[(Finding, [TextEdit])]]) -> [(Finding, [TextEdit])] {
        let all = perRule.flatMap { $0 }
        let sorted = all.indices.sorted { lhs, rhs in
            if FindingOrder.precedes(all[lhs].0, all[rhs].0) { return true }
            if FindingOrder.precedes(all[rhs].0, all[lhs].0) { return false }
            return lhs < rhs
        }
        var result: [(Finding, [TextEdit])] = []
        for index in sorted where result.last?.0 != all[index].0 { result.append(all[index]) }
        return result
    }

    private func finding(_ rule: String, _ path: String, _ line: Int, _ column: Int, _ message: String,
                         key: String? = nil, language: String? = nil) -> Finding {
        Finding(ruleID: rule, severity: .warning, location: SourceLocation(path: path, line: line, column: column),
                message: message, key: key, language: language)
    }

    @Test("Paths, rules and messages are ordered as Swift orders their strings, non-ASCII and composed forms included")
    func orderOfStrings() {
        // "é" composed and decomposed are equal Strings: one path, one message.
        let paths = ["res/values/strings.xml", "res/values-fr/strings.xml", "res/values-é/strings.xml",
                     "res/values-e\u{301}/strings.xml", "Res/values/strings.xml", "res/values-zh/strings.xml"]
        let rules = ["missing_translation", "extra_placeholder", "markup_mismatch", "Émoji_rule"]
        let messages = ["'b' is not translated", "'a' is not translated", "'é' x", "'e\u{301}' x", "Z", "z", ""]
        var generator = SeededRandomNumberGenerator(defaultSeed: 0x5EED_0002)
        var perRule: [[(Finding, [TextEdit])]] = []
        for rule in rules {
            var list: [(Finding, [TextEdit])] = []
            for _ in 0..<60 {
                let path = paths.randomElement(using: &generator)!
                let edits = Bool.random(using: &generator) ? [TextEdit(path: path, start: 1, end: 2, replacement: "x")] : []
                list.append((finding(rule, path, Int.random(in: 1...3, using: &generator), Int.random(in: 1...2, using: &generator),
                                     messages.randomElement(using: &generator)!,
                                     key: ["k", "l", nil].randomElement(using: &generator)!), edits))
            }
            perRule.append(list)
        }
        let (findings, edits) = FindingOrder.sortedUnique(perRule)
        let expected = expected(perRule)
        #expect(findings == expected.map(\.0), "\(generator)")
        #expect(edits == expected.map(\.1), "\(generator)")
        #expect(findings.count < perRule.reduce(0) { $0 + $1.count }, "repeats were dropped, \(generator)")
    }

    @Test("Findings at one place with one message keep the order they came in, and a repeat of the one before is dropped")
    func tiesKeepTheirOrder() {
        let first = finding("a_rule", "p.xml", 4, 2, "same", key: "one")
        let second = finding("a_rule", "p.xml", 4, 2, "same", key: "two")
        let earlier = finding("a_rule", "p.xml", 3, 9, "later message")
        let perRule: [[(Finding, [TextEdit])]] = [[(first, []), (earlier, [])], [(first, []), (second, [])]]
        let (findings, _) = FindingOrder.sortedUnique(perRule)
        #expect(findings == [earlier, first, second])
    }
}
