import LocalizedStrings

/// What a rule reports: a finding before the linter gives it the rule's identifier and the
/// configured severity, with the edits that fix it when the fix is mechanical.
public struct Violation: Sendable {
    /// Where the offending text is.
    public var location: SourceLocation
    /// What is wrong and what to do.
    public var message: String
    /// The resource key, when the violation is about one.
    public var key: String?
    /// The BCP 47 language, when the violation is about one.
    public var language: String?
    /// Other places that explain the violation.
    public var related: [RelatedLocation]
    /// Edits that fix the violation without changing what users see; empty when a person
    /// must decide.
    public var fix: [TextEdit]
    /// A severity the violation never exceeds, whatever the rule's: a note for what the
    /// platforms' releases disagree about.
    public var maximumSeverity: Severity?

    /// Creates a violation.
    public init(location: SourceLocation, message: String, key: String? = nil, language: String? = nil,
                related: [RelatedLocation] = [], fix: [TextEdit] = [], maximumSeverity: Severity? = nil) {
        self.location = location
        self.message = message
        self.key = key
        self.language = language
        self.related = related
        self.fix = fix
        self.maximumSeverity = maximumSeverity
    }
}
