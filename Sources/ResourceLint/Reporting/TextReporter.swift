import LocalizedStrings
import SystemSupport

/// Findings as compiler diagnostics, one per line — `path:line:col: error: message [rule_id]` —
/// which Xcode, editors and CI log parsers recognise; related places follow as `note:` lines.
///
/// Errors come first, then warnings, then notes. A large app lacks thousands of
/// translations, which would bury the rest: unless ``Options/verbose``, `missing_translation`
/// is one line per language at the end (`fr: 412 of 2,290 strings untranslated (82% done)`),
/// and the machine formats keep every finding.
public enum TextReporter {
    /// What the text shows.
    public struct Options: Sendable {
        /// Every missing translation on a line of its own, instead of one line per language.
        public var verbose: Bool
        /// Errors only (`-q`).
        public var errorsOnly: Bool

        /// Creates options.
        public init(verbose: Bool = false, errorsOnly: Bool = false) {
            self.verbose = verbose
            self.errorsOnly = errorsOnly
        }
    }

    /// The report's text.
    public static func render(_ report: LintReport, options: Options = Options()) -> String {
        String(decoding: bytes(report, options: options), as: UTF8.self)
    }

    /// The report's text as UTF-8, without building a String.
    public static func bytes(_ report: LintReport, options: Options = Options()) -> [UInt8] {
        var text: [UInt8] = []
        text.reserveCapacity(report.findings.count * 200)
        forEachPart(of: report, options: options) { text += $0 }
        return text
    }

    /// The report's text in parts, in order, for printing as they come: a large tree has
    /// hundreds of thousands of findings, rendered a chunk at a time on all cores, a few
    /// chunks ahead of the one printed, so that the whole text is never held.
    public static func forEachPart(of report: LintReport, options: Options = Options(), _ body: ([UInt8]) -> Void) {
        let findings = report.findings
        let shown = order(of: findings, options: options)
        let chunks = stride(from: 0, to: shown.count, by: chunkSize).map { $0..<min($0 + chunkSize, shown.count) }
        chunks.concurrentMap(window: 4, { range in
            var text = ReportBytes()
            text.reserve(range.count * 200)
            for index in range { appendLines(of: findings[shown[index]], to: &text) }
            return text.bytes
        }, inOrder: body)
        var text = ReportBytes()
        if !options.verbose && !options.errorsOnly {
            for line in MissingTranslationSummary.lines(of: report) { text.append(line + "\n") }
        }
        if !options.errorsOnly {
            for entry in report.fixedBaselineEntries {
                text.append("\(entry.path): note: fixed since the baseline: \(entry.message) [\(entry.rule)]\n")
            }
        }
        if !text.bytes.isEmpty { body(text.bytes) }
    }

    /// The indices of the findings to show, errors first, each severity in the report's order.
    static func order(of findings: [Finding], options: Options) -> [Int] {
        var bySeverity: [[Int]] = [[], [], []]
        for index in findings.indices {
            let severity = findings[index].severity
            if options.errorsOnly && severity != .error { continue }
            if !options.verbose && findings[index].ruleID == MissingTranslationSummary.ruleID { continue }
            bySeverity[severity == .error ? 0 : severity == .warning ? 1 : 2].append(index)
        }
        return bySeverity.flatMap { $0 }
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
