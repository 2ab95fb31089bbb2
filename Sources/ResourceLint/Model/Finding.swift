import LocalizedStrings

/// One problem `stringbridge lint` found: which rule, how serious, where, and what to do.
///
/// Findings are values; reporters turn them into text, and only the command-line tool
/// prints. Every finding has a real line and column (1-based; columns count Unicode
/// characters), so editors and CI systems can point at the offending text.
public struct Finding: Hashable, Sendable {
    /// The rule's identifier, such as `missing_translation`.
    public var ruleID: String
    /// The severity after configuration.
    public var severity: Severity
    /// Where the offending text is.
    public var location: SourceLocation
    /// A sentence saying what is wrong and what to do.
    public var message: String
    /// The resource key the finding is about, when it is about one.
    public var key: String?
    /// The BCP 47 language the finding is about, when it is about one.
    public var language: String?
    /// Other places that explain the finding, such as the source-language string.
    public var related: [RelatedLocation]

    /// Creates a finding.
    public init(ruleID: String, severity: Severity, location: SourceLocation, message: String, key: String? = nil,
                language: String? = nil, related: [RelatedLocation] = []) {
        self.ruleID = ruleID
        self.severity = severity
        self.location = location
        self.message = message
        self.key = key
        self.language = language
        self.related = related
    }

    /// `path:line:col: error: message [rule_id]`, the form Xcode and editors read.
    public var compilerLine: String {
        var line = ReportBytes()
        appendCompilerLine(to: &line)
        return String(decoding: line.bytes, as: UTF8.self)
    }

    /// Appends ``compilerLine`` (without a line break).
    func appendCompilerLine(to text: inout ReportBytes) {
        text.append(location)
        text.append(": ")
        text.append(severity.compilerWord)
        text.append(": ")
        text.append(message)
        text.append(" [")
        text.append(ruleID)
        text.append("]")
    }
}

/// A place in a file that helps to understand a finding, with a short label.
public struct RelatedLocation: Hashable, Sendable {
    /// The place.
    public var location: SourceLocation
    /// What is there, such as `the source-language string`.
    public var message: String

    /// Creates a related location.
    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }
}

extension Array where Element == Finding {
    /// The number of findings of a severity, counted by index: a loop over the findings
    /// would copy each one and retain all its strings, and a large app's run has a finding
    /// for every string a language lacks.
    func count(of severity: Severity) -> Int {
        var count = 0
        for index in indices where self[index].severity == severity { count += 1 }
        return count
    }
}
