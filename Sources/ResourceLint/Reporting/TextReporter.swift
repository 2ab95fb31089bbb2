/// Findings as compiler diagnostics, one per line — `path:line:col: error: message [rule_id]` —
/// which Xcode, editors and CI log parsers recognise; related places follow as `note:` lines.
public enum TextReporter {
    /// The report's text.
    public static func render(_ report: LintReport) -> String {
        var text = ""
        for finding in report.findings {
            text += finding.compilerLine + "\n"
            for related in finding.related {
                text += "\(related.location.path):\(related.location.line):\(related.location.column): note: \(related.message)\n"
            }
        }
        for entry in report.fixedBaselineEntries {
            text += "\(entry.path): note: fixed since the baseline: \(entry.message) [\(entry.rule)]\n"
        }
        return text
    }
}
