import LocalizedStrings

/// Findings as compiler diagnostics, one per line — `path:line:col: error: message [rule_id]` —
/// which Xcode, editors and CI log parsers recognise; related places follow as `note:` lines.
public enum TextReporter {
    /// The report's text.
    public static func render(_ report: LintReport) -> String {
        String(decoding: bytes(report), as: UTF8.self)
    }

    /// The report's text as UTF-8, without building a String: what the command line prints.
    public static func bytes(_ report: LintReport) -> [UInt8] {
        // A large tree has hundreds of thousands of findings: they are rendered in chunks on
        // all cores and joined in order.
        let findings = report.findings
        let chunks = stride(from: 0, to: findings.count, by: chunkSize).map { $0..<min($0 + chunkSize, findings.count) }
        let pieces = chunks.concurrentMap { range in
            var text = ReportBytes()
            text.reserve(range.count * 200)
            for index in range { appendLines(of: findings[index], to: &text) }
            return text.bytes
        }
        var text = ReportBytes()
        text.reserve(pieces.reduce(1024) { $0 + $1.count })
        for piece in pieces { text.append(bytes: piece) }
        for entry in report.fixedBaselineEntries {
            text.append("\(entry.path): note: fixed since the baseline: \(entry.message) [\(entry.rule)]\n")
        }
        return text.bytes
    }

    /// How many findings one thread renders at a time.
    private static let chunkSize = 8192

    /// A finding's line, then a line for each related place.
    private static func appendLines(of finding: Finding, to text: inout ReportBytes) {
        finding.appendCompilerLine(to: &text)
        text.append("\n")
        for related in finding.related {
            text.append(related.location)
            text.append(": note: ")
            text.append(related.message)
            text.append("\n")
        }
    }
}
