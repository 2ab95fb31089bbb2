import StreamingXML

/// Checkstyle XML, as SwiftLint writes it, for Jenkins and other tools that read it.
public enum CheckstyleReporter {
    /// The report's text.
    public static func render(_ report: LintReport) -> String {
        var text = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<checkstyle version=\"4.3\">\n"
        var byFile: [String: [Finding]] = [:]
        for finding in report.findings { byFile[finding.location.path, default: []].append(finding) }
        for path in byFile.keys.sorted() {
            text += "  <file name=\"\(XMLEscape.report.escaped(path))\">\n"
            for finding in byFile[path]! {
                let severity = finding.severity == .info ? "info" : finding.severity.rawValue
                text += "    <error line=\"\(finding.location.line)\" column=\"\(finding.location.column)\" severity=\"\(severity)\" message=\"\(XMLEscape.report.escaped(finding.message))\" source=\"stringbridge.rules.\(finding.ruleID)\"/>\n"
            }
            text += "  </file>\n"
        }
        return text + "</checkstyle>\n"
    }
}

