/// What a rule is, as data: its identifier, severity, rationale and examples.
///
/// Shaped like SwiftLint's `RuleDescription`: the examples document the rule and are its
/// tests (`ResourceLintTests` runs every rule's examples).
public struct RuleDescription: Sendable {
    /// The stable identifier, snake_case, as configuration files and baselines name it
    /// (`missing_translation`). Reader diagnostics keep their own kebab-case identifiers,
    /// which the rules that report them show in their messages.
    public var identifier: String
    /// The name in Title Case, such as `Missing Translation`.
    public var name: String
    /// One sentence saying what the rule finds.
    public var summary: String
    /// One paragraph saying why it matters.
    public var rationale: String
    /// The group.
    public var kind: RuleKind
    /// The severity unless the configuration says otherwise.
    public var defaultSeverity: Severity
    /// Whether the rule runs without being turned on in the configuration.
    public var isEnabledByDefault: Bool
    /// The Android Lint issue that checks the same thing, if there is one.
    public var androidLintID: String?
    /// The reader diagnostics this rule reports (instead of the generic parse rules).
    public var readerDiagnosticIDs: [String]
    /// Whether `stringbridge lint --fix` can fix what the rule finds.
    public var isFixable: Bool
    /// Examples that must produce no finding of this rule.
    public var nonTriggeringExamples: [Example]
    /// Examples with `↓` wherever a finding must land, and nowhere else.
    public var triggeringExamples: [Example]

    /// Creates a description.
    public init(identifier: String, name: String, summary: String, rationale: String, kind: RuleKind,
                defaultSeverity: Severity, isEnabledByDefault: Bool = true, androidLintID: String? = nil,
                readerDiagnosticIDs: [String] = [], isFixable: Bool = false,
                nonTriggeringExamples: [Example], triggeringExamples: [Example]) {
        self.identifier = identifier
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.kind = kind
        self.defaultSeverity = defaultSeverity
        self.isEnabledByDefault = isEnabledByDefault
        self.androidLintID = androidLintID
        self.readerDiagnosticIDs = readerDiagnosticIDs
        self.isFixable = isFixable
        self.nonTriggeringExamples = nonTriggeringExamples
        self.triggeringExamples = triggeringExamples
    }
}
