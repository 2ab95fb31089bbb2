/// GitHub Actions workflow commands, within GitHub's display limits, and a Markdown table
/// for the job's step summary.
///
/// GitHub shows at most 10 error and 10 warning annotations of a step (and 50 of a job) and
/// drops the rest without a word, so ten of each become annotations, the rest are listed as
/// plain log lines, and a last notice says how many were not annotated. The ten are spread:
/// errors first, and one annotation per rule and key before a second one for a key already
/// annotated (one key missing in ten languages takes one annotation, not ten).
public enum GitHubReporter {
    /// Annotations GitHub shows per severity in one step.
    public static let annotationsPerSeverity = 10

    /// The log text (workflow commands and plain lines).
    public static func render(_ report: LintReport) -> String {
        var text = ""
        let annotated = annotatedFindings(report.findings)
        var plain = 0
        for index in TextReporter.order(of: report.findings, options: TextReporter.Options(verbose: true)) {
            let finding = report.findings[index]
            if annotated.contains(index) {
                let command = finding.severity == .error ? "error" : finding.severity == .warning ? "warning" : "notice"
                text += "::\(command) file=\(property(finding.location.path)),line=\(finding.location.line),col=\(finding.location.column),title=\(property("stringbridge lint: \(finding.ruleID)"))::\(data(finding.message + " [\(finding.ruleID)]"))\n"
            } else {
                plain += 1
                text += finding.compilerLine + "\n"
            }
        }
        if plain > 0 {
            text += "::notice title=stringbridge lint::\(data("\(plain) more finding\(plain == 1 ? " is" : "s are") listed above as plain lines: GitHub shows only \(annotationsPerSeverity) annotations of each kind per step. \(report.summary)"))\n"
        }
        return text
    }

    /// The findings that become annotations: per severity, first one per rule and key (or per
    /// rule and file, for findings about no key), then the others, up to the limit.
    static func annotatedFindings(_ findings: [Finding]) -> Set<Int> {
        var chosen: Set<Int> = []
        for severity in Severity.allCases {
            let indices = findings.indices.filter { findings[$0].severity == severity }
            var seen: Set<String> = []
            var spread: [Int] = []
            var repeats: [Int] = []
            for index in indices {
                let finding = findings[index]
                let subject = finding.ruleID + "\u{0}" + (finding.key ?? finding.location.path)
                if seen.insert(subject).inserted { spread.append(index) } else { repeats.append(index) }
            }
            chosen.formUnion((spread + repeats).prefix(annotationsPerSeverity))
        }
        return chosen
    }

    /// Markdown for `$GITHUB_STEP_SUMMARY`: totals, findings per rule, coverage per language.
    public static func stepSummary(_ report: LintReport) -> String {
        var text = "## stringbridge lint\n\n\(report.summary)\n\n"
        if !report.findings.isEmpty {
            text += "| Rule | Findings |\n|---|---:|\n"
            for (rule, count) in report.countsByRule { text += "| `\(rule)` | \(count) |\n" }
            text += "\n"
        }
        let coverage = report.coverageByLanguage
        if !coverage.isEmpty {
            text += "| Language | Translated | Needs review | Missing | Coverage |\n|---|---:|---:|---:|---:|\n"
            for row in coverage {
                text += "| \(row.language) | \(row.translated) | \(row.needsReview) | \(row.missing) | \(Int(row.percent.rounded(.down)))% |\n"
            }
            text += "\n"
        }
        if let parity = report.result.parity, !parity.isEmpty {
            text += "| Language | On both | Android only | Apple only | Different |\n|---|---:|---:|---:|---:|\n"
            for row in parity { text += "| \(row.language) | \(row.both) | \(row.androidOnly) | \(row.appleOnly) | \(row.different) |\n" }
            text += "\n"
        }
        return text
    }

    /// A workflow command's message, escaped.
    static func data(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A workflow command's property value, escaped.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}

import Foundation
