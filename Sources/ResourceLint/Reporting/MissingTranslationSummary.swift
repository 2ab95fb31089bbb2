/// The `missing_translation` findings of a report as one line per language:
/// `warning: fr: 412 of 2,290 strings untranslated (82% done); --verbose lists them [missing_translation]`.
enum MissingTranslationSummary {
    static let ruleID = "missing_translation"

    /// One line per language with missing translations, in language order; the count is the
    /// language's findings, the total its source strings over every resource set.
    static func lines(of report: LintReport) -> [String] {
        var missing: [String: (count: Int, severity: Severity)] = [:]
        for index in report.findings.indices where report.findings[index].ruleID == ruleID {
            let finding = report.findings[index]
            let language = finding.language ?? "-"
            let known = missing[language]
            missing[language] = ((known?.count ?? 0) + 1, max(known?.severity ?? finding.severity, finding.severity))
        }
        guard !missing.isEmpty else { return [] }
        let coverage = Dictionary(report.coverageByLanguage.map { ($0.language, $0) }, uniquingKeysWith: { first, _ in first })
        return missing.keys.sorted().map { language in
            let (count, severity) = missing[language]!
            let label = severity == .error ? "error" : severity == .warning ? "warning" : "note"
            guard let row = coverage[language], row.total > 0 else {
                return "\(label): \(language): \(grouped(count)) strings untranslated; --verbose lists them [\(ruleID)]"
            }
            let done = Int(row.percent.rounded(.down))
            return "\(label): \(language): \(grouped(count)) of \(grouped(row.total)) strings untranslated (\(done)% done); --verbose lists them [\(ruleID)]"
        }
    }

    /// `2290` as `2,290`.
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}
