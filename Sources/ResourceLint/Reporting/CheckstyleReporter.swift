/// Checkstyle XML, as SwiftLint writes it, for Jenkins and other tools that read it.
public enum CheckstyleReporter {
    /// The report's text.
    public static func render(_ report: LintReport) -> String {
        var text = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<checkstyle version=\"4.3\">\n"
        var byFile: [String: [Finding]] = [:]
        for finding in report.findings { byFile[finding.location.path, default: []].append(finding) }
        for path in byFile.keys.sorted() {
            text += "  <file name=\"\(XMLEscaping.attribute(path))\">\n"
            for finding in byFile[path]! {
                let severity = finding.severity == .info ? "info" : finding.severity.rawValue
                text += "    <error line=\"\(finding.location.line)\" column=\"\(finding.location.column)\" severity=\"\(severity)\" message=\"\(XMLEscaping.attribute(finding.message))\" source=\"stringbridge.rules.\(finding.ruleID)\"/>\n"
            }
            text += "  </file>\n"
        }
        return text + "</checkstyle>\n"
    }
}

/// Escaping for XML and HTML text and attributes.
enum XMLEscaping {
    /// Text escaped for an attribute value in double quotes.
    static func attribute(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            default:
                if scalar.value < 0x20 { result += "&#xFFFD;" } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }
}
