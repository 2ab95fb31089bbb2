import LocalizedStrings

/// Findings as compiler diagnostics, one per line — `path:line:col: error: message [rule_id]` —
/// which Xcode, editors and CI log parsers recognise; related places follow as `note:` lines.
public enum TextReporter {
    /// The report's text.
    public static func render(_ report: LintReport) -> String {
        String(decoding: bytes(report), as: UTF8.self)
    }

    /// The report's text as UTF-8, without building a String.
    public static func bytes(_ report: LintReport) -> [UInt8] {
        var text: [UInt8] = []
        text.reserveCapacity(report.findings.count * 200)
        forEachPart(of: report) { text += $0 }
        return text
    }

    /// The report's text in parts, in order, for printing as they come: a large tree has
    /// hundreds of thousands of findings, rendered a chunk at a time on all cores, a few
    /// chunks ahead of the one printed, so that the whole text is never held.
    public static func forEachPart(of report: LintReport, _ body: ([UInt8]) -> Void) {
        let findings = report.findings
        let chunks = stride(from: 0, to: findings.count, by: chunkSize).map { $0..<min($0 + chunkSize, findings.count) }
        chunks.concurrentMap(window: 4, { range in
            var text = ReportBytes()
            text.reserve(range.count * 200)
            for index in range { appendLines(of: findings[index], to: &text) }
            return text.bytes
        }, inOrder: body)
        var text = ReportBytes()
        for entry in report.fixedBaselineEntries {
            text.append("\(entry.path): note: fixed since the baseline: \(entry.message) [\(entry.rule)]\n")
        }
        if !text.bytes.isEmpty { body(text.bytes) }
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
