import LocalizedStrings

/// What the reporters render: a lint result after the baseline, with what the run did.
public struct LintReport: Sendable {
    /// The findings to report (those in the baseline left out).
    public var findings: [Finding]
    /// The lint result the findings come from.
    public var result: LintResult
    /// Findings the baseline matched and that are not reported.
    public var baselined: Int
    /// Baseline entries no finding matched any more.
    public var fixedBaselineEntries: [Baseline.Entry]
    /// Findings `--fix` fixed before this result was computed.
    public var fixedCount: Int
    /// The version of `stringbridge`.
    public var toolVersion: String

    /// Creates a report.
    public init(result: LintResult, findings: [Finding]? = nil, baselined: Int = 0, fixedBaselineEntries: [Baseline.Entry] = [],
                fixedCount: Int = 0, toolVersion: String) {
        self.result = result
        self.findings = findings ?? result.findings
        self.baselined = baselined
        self.fixedBaselineEntries = fixedBaselineEntries
        self.fixedCount = fixedCount
        self.toolVersion = toolVersion
    }

    /// The number of reported findings of a severity.
    public func count(_ severity: Severity) -> Int {
        findings.count(of: severity)
    }

    /// Whether a reported finding is at least as severe as `severity`.
    public func hasFinding(atLeast severity: Severity) -> Bool {
        // By index: a loop over the findings would copy each one, retaining all its strings.
        findings.indices.contains { findings[$0].severity >= severity }
    }

    /// Reported findings per rule identifier.
    public var countsByRule: [(rule: String, count: Int)] {
        var counts: [String: Int] = [:]
        for index in findings.indices { counts[findings[index].ruleID, default: 0] += 1 }
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// Reported findings per language (`-` for findings about no language).
    public var countsByLanguage: [(language: String, count: Int)] {
        var counts: [String: Int] = [:]
        for index in findings.indices { counts[findings[index].language ?? "-", default: 0] += 1 }
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// Coverage summed per language over all resource sets.
    public var coverageByLanguage: [CoverageRow] {
        var rows: [String: CoverageRow] = [:]
        for row in result.coverage {
            var total = rows[row.language] ?? CoverageRow(set: "all", language: row.language, total: 0, translated: 0,
                                                          needsReview: 0, missing: 0)
            total.total += row.total
            total.translated += row.translated
            total.needsReview += row.needsReview
            total.missing += row.missing
            rows[row.language] = total
        }
        return rows.values.sorted { $0.language < $1.language }
    }

    /// The one-line summary: `2 errors, 5 warnings in 12 files, 4 languages` (`, 1 note` after
    /// the warnings when there are notes: the `note:` lines that follow a finding are its
    /// related places, not findings, and are not counted).
    public var summary: String {
        let notes = count(.info) > 0 ? ", \(CountPhrase.of(count(.info), "note"))" : ""
        var text = "\(CountPhrase.of(count(.error), "error")), \(CountPhrase.of(count(.warning), "warning"))\(notes) in \(CountPhrase.of(result.files.count, "file")), \(CountPhrase.of(result.languages.count, "language"))"
        var extras: [String] = []
        if fixedCount > 0 { extras.append("\(CountPhrase.of(fixedCount, "finding")) fixed") }
        if baselined > 0 { extras.append("\(baselined) in the baseline") }
        if !fixedBaselineEntries.isEmpty {
            extras.append("\((fixedBaselineEntries.count == 1 ? "1 baseline entry" : "\(fixedBaselineEntries.count) baseline entries")) fixed; --update-baseline removes \(fixedBaselineEntries.count == 1 ? "it" : "them")")
        }
        if !extras.isEmpty { text += " (" + extras.joined(separator: "; ") + ")" }
        return text
    }
}
