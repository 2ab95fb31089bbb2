/// Findings as compiler diagnostics, one per line — `path:line:col: error: message [rule_id]` —
/// which Xcode, editors and CI log parsers recognise; related places follow as `note:` lines.
public enum TextReporter {
    /// The report's text.
    public static func render(_ report: LintReport) -> String {
        String(decoding: bytes(report), as: UTF8.self)
    }

    /// The report's text as UTF-8, without building a String: what the command line prints.
    public static func bytes(_ report: LintReport) -> [UInt8] {
        var text = ReportBytes()
        text.reserve(report.findings.count * 200)
        for index in report.findings.indices {
            report.findings[index].appendCompilerLine(to: &text)
            text.append("\n")
            for related in report.findings[index].related {
                text.append(related.location)
                text.append(": note: ")
                text.append(related.message)
                text.append("\n")
            }
        }
        for entry in report.fixedBaselineEntries {
            text.append("\(entry.path): note: fixed since the baseline: \(entry.message) [\(entry.rule)]\n")
        }
        return text.bytes
    }
}
