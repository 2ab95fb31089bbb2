import Foundation

/// Android Lint's `lint-baseline.xml`, as `--baseline` reads it: the issues it records hide
/// the findings of the rules that report the same Android Lint issue, so that a team that
/// adopts StringBridge sees only what is new.
///
///     <issues format="6" by="lint 8.2.0">
///         <issue id="MissingTranslation"
///                message="&quot;app_name&quot; is not translated in &quot;de&quot; (German), &quot;fr&quot; (French)"
///                errorLine1="    &lt;string name=&quot;app_name&quot;>My App&lt;/string>">
///             <location file="src/main/res/values/strings.xml" line="3" column="13"/>
///         </issue>
///     </issues>
///
/// Android Lint's messages are not StringBridge's, so an issue matches a finding by issue id
/// (the rules' Android Lint issue, `lint --list-rules`), file (its path, relative to the
/// module, ends the finding's) and resource name — from the message (`"name"` or `` `name` ``)
/// or the `name="…"` of the recorded source line — and, for `MissingTranslation`, the
/// finding's language among the issue's; an issue without a name matches by line.
public struct AndroidLintBaseline: Sendable {
    /// One recorded issue.
    public struct Issue: Sendable, Hashable {
        /// The Android Lint issue id (`MissingTranslation`).
        public var id: String
        /// The file, as recorded (relative to the module).
        public var file: String
        /// The line, 0 when not recorded.
        public var line: Int
        /// The resource name, when the issue names it.
        public var key: String?
        /// For `MissingTranslation`: the languages (BCP 47) the message names.
        public var languages: [String]
    }

    /// The issues, in file order.
    public var issues: [Issue]

    /// Whether a baseline file is XML (Android Lint's) rather than StringBridge's JSON.
    static func isXML(_ bytes: [UInt8]) -> Bool { AndroidLintConfiguration.isXML(bytes) }

    /// Whether a file's bytes are an XML document, such as Android Lint's baseline.
    public static func isXMLFile(_ bytes: [UInt8]) -> Bool { isXML(bytes) }

    /// Reads a `lint-baseline.xml`.
    public static func parse(_ bytes: [UInt8], path: String) throws(ConfigurationError) -> AndroidLintBaseline {
        let document = XMLElementList(bytes: bytes)
        if let error = document.error {
            throw ConfigurationError(path: path, line: error.line, message: "not a readable lint-baseline.xml: \(error.message)")
        }
        guard let root = document.elements.first, root.name == "issues" else {
            throw ConfigurationError(path: path, message: "an Android Lint baseline's root element is <issues>")
        }
        var issues: [Issue] = []
        var pending: (id: String, message: String, sourceLine: String)?
        for element in document.elements.dropFirst() {
            if element.depth == 2, element.name == "issue" {
                pending = (element.attributes["id"] ?? "", element.attributes["message"] ?? "", element.attributes["errorLine1"] ?? "")
            } else if element.depth == 3, element.name == "location", let issue = pending, let file = element.attributes["file"] {
                let key = Self.quoted(in: issue.message, by: "`") ?? (issue.id == "MissingTranslation" ? Self.quoted(in: issue.message, by: "\"") : nil)
                    ?? Self.nameAttribute(in: issue.sourceLine)
                issues.append(Issue(id: issue.id, file: file, line: Int(element.attributes["line"] ?? "") ?? 0, key: key,
                                    languages: issue.id == "MissingTranslation" ? Self.languages(in: issue.message) : []))
                pending = nil  // the first location is the issue's; others are secondary
            }
        }
        return AndroidLintBaseline(issues: issues)
    }

    /// Whether an issue of the baseline stands for the finding.
    public func matches(_ finding: Finding) -> Bool {
        guard let issueID = Self.androidLintIDs[finding.ruleID] else { return false }
        return issues.contains { issue in
            guard issue.id == issueID, Self.isSameFile(finding.location.path, issue.file) else { return false }
            if let key = issue.key {
                guard finding.key == key else { return false }
            } else if issue.line != finding.location.line {
                return false
            }
            return issue.languages.isEmpty || finding.language.map(issue.languages.contains) ?? false
        }
    }

    /// Each rule's Android Lint issue id.
    static let androidLintIDs: [String: String] = Dictionary(uniqueKeysWithValues: allRules.compactMap { rule in
        rule.description.androidLintID.map { (rule.description.identifier, $0) }
    })

    /// Whether a finding's path and a recorded one (relative to its module) name one file.
    static func isSameFile(_ path: String, _ recorded: String) -> Bool {
        var recorded = Substring(recorded)
        while recorded.hasPrefix("./") { recorded = recorded.dropFirst(2) }
        return path == recorded || path.hasSuffix("/" + recorded) || recorded.hasSuffix("/" + path)
    }

    /// The first text between two `delimiter`s.
    static func quoted(in text: String, by delimiter: Character) -> String? {
        guard let start = text.firstIndex(of: delimiter) else { return nil }
        let rest = text[text.index(after: start)...]
        guard let end = rest.firstIndex(of: delimiter), end > rest.startIndex else { return nil }
        return String(rest[..<end])
    }

    /// The `name="…"` of a recorded source line.
    static func nameAttribute(in line: String) -> String? {
        guard let range = line.range(of: "name=\"") else { return nil }
        let rest = line[range.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    /// The languages of `"key" is not translated in "de" (German), "pt-rBR" (Portuguese: Brazil)`,
    /// as BCP 47 (`pt-BR`, and `sr-Latn` for `b+sr+Latn`).
    static func languages(in message: String) -> [String] {
        guard let range = message.range(of: " is not translated in ") else { return [] }
        let parts = message[range.upperBound...].split(separator: "\"")
        return stride(from: 0, to: parts.count, by: 2).map { parts[$0] }.map { code in
            if code.hasPrefix("b+") { return code.dropFirst(2).replacingOccurrences(of: "+", with: "-") }
            return code.replacingOccurrences(of: "-r", with: "-")
        }.filter { !$0.isEmpty && !$0.contains(" ") && !$0.contains("(") }
    }
}
