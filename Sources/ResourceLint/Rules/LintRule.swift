/// A check of string resources: one type per rule, with its description as data and a
/// detector that reads the ``LintContext`` and returns violations.
///
///     struct EmptyTranslationRule: LintRule {
///         static let description = RuleDescription(identifier: "empty_translation", …)
///         func validate(_ context: LintContext) -> [Violation] { … }
///     }
///
/// Rules do not decide severities, suppression or baselines; the ``Linter`` does.
public protocol LintRule: Sendable {
    /// The rule's identifier, severity, rationale and examples.
    static var description: RuleDescription { get }
    /// Creates the rule.
    init()
    /// The violations in everything the context holds.
    func validate(_ context: LintContext) -> [Violation]
}
