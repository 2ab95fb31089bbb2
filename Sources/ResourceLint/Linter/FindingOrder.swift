/// The order of a run's findings: file, then line, column, rule and message.
enum FindingOrder {
    /// The order itself: file, then line, column, rule and message. ``sortedUnique(_:)`` sorts
    /// by ranks that give the same order (its test holds the two equal).
    static func precedes(_ lhs: Finding, _ rhs: Finding) -> Bool {
        if lhs.location.path != rhs.location.path { return lhs.location.path < rhs.location.path }
        if lhs.location.line != rhs.location.line { return lhs.location.line < rhs.location.line }
        if lhs.location.column != rhs.location.column { return lhs.location.column < rhs.location.column }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }

    /// The findings of every rule in ``precedes(_:_:)`` order, each once, with their edits.
    ///
    /// Rules do not repeat themselves, but two routes to one problem may: one is kept. Findings
    /// that ``precedes(_:_:)`` does not order keep the order they came in.
    ///
    /// A run can have hundreds of thousands of findings in a few hundred files (every key a
    /// language lacks): the paths and rule identifiers are ranked once, and the sort compares
    /// small keys of integers, reaching the messages only for findings at one place of one
    /// rule. No finding is copied (a copy retains all its strings) until each is put in its
    /// place.
    static func sortedUnique(_ perRule: [[(Finding, [TextEdit])]]) -> (findings: [Finding], edits: [[TextEdit]]) {
        var paths = Ranks()
        var rules = Ranks()
        let count = perRule.reduce(0) { $0 + $1.count }
        var keys: [SortKey] = []
        var origins: [(list: Int, position: Int)] = []
        var messages: [String] = []
        keys.reserveCapacity(count)
        origins.reserveCapacity(count)
        messages.reserveCapacity(count)
        for (list, ruleFindings) in perRule.enumerated() {
            for position in ruleFindings.indices {
                let finding = ruleFindings[position].0
                keys.append(SortKey(path: paths.number(of: finding.location.path), rule: rules.number(of: finding.ruleID),
                                    line: finding.location.line, column: finding.location.column, ordinal: keys.count))
                origins.append((list, position))
                messages.append(finding.message)
            }
        }
        let pathRanks = paths.ranks()
        let ruleRanks = rules.ranks()
        for index in keys.indices {
            keys[index].path = pathRanks[keys[index].path]
            keys[index].rule = ruleRanks[keys[index].rule]
        }
        messages.withUnsafeBufferPointer { messages in
            keys.sort { lhs, rhs in
                if !lhs.isAtSamePlace(as: rhs) { return lhs.isAtEarlierPlace(than: rhs) }
                let (left, right) = (messages[lhs.ordinal], messages[rhs.ordinal])
                if left != right { return left < right }
                return lhs.ordinal < rhs.ordinal
            }
        }
        var findings: [Finding] = []
        var edits: [[TextEdit]] = []
        findings.reserveCapacity(keys.count)
        edits.reserveCapacity(keys.count)
        var previous: SortKey?
        for key in keys {
            let origin = origins[key.ordinal]
            if let previous, previous.isAtSamePlace(as: key), messages[previous.ordinal] == messages[key.ordinal],
               findings[findings.count - 1] == perRule[origin.list][origin.position].0 {
                continue
            }
            let (finding, findingEdits) = perRule[origin.list][origin.position]
            findings.append(finding)
            edits.append(findingEdits)
            previous = key
        }
        return (findings, edits)
    }

    /// Where a finding sorts: ranks of its path and rule, its position, and its place among
    /// the findings as they came.
    private struct SortKey {
        var path: Int
        var rule: Int
        var line: Int
        var column: Int
        var ordinal: Int

        func isAtSamePlace(as other: SortKey) -> Bool {
            path == other.path && line == other.line && column == other.column && rule == other.rule
        }

        func isAtEarlierPlace(than other: SortKey) -> Bool {
            (path, line, column, rule) < (other.path, other.line, other.column, other.rule)
        }
    }

    /// Distinct strings numbered as they come, then ranked in `<` order.
    private struct Ranks {
        private var numbers: [String: Int] = [:]
        private var texts: [String] = []
        /// The last string numbered: findings come in runs of one file and rule.
        private var last: (text: String, number: Int)?

        /// The string's number (the same for strings that are `==`).
        mutating func number(of text: String) -> Int {
            if let last, last.text == text { return last.number }
            let number = numbers[text] ?? {
                texts.append(text)
                numbers[text] = texts.count - 1
                return texts.count - 1
            }()
            last = (text, number)
            return number
        }

        /// Each number's rank among the strings in `<` order.
        func ranks() -> [Int] {
            var ranks = [Int](repeating: 0, count: texts.count)
            for (rank, number) in texts.indices.sorted(by: { texts[$0] < texts[$1] }).enumerated() { ranks[number] = rank }
            return ranks
        }
    }
}
