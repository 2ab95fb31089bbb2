/// A rule's level in a configuration file: a severity, or `off`.
public enum RuleLevel: String, Sendable, Hashable, CaseIterable {
    /// Report as an error.
    case error
    /// Report as a warning.
    case warning
    /// Report as information.
    case info
    /// Do not run the rule.
    case off

    /// The severity, or `nil` for `off`.
    public var severity: Severity? {
        switch self {
        case .error: .error
        case .warning: .warning
        case .info: .info
        case .off: nil
        }
    }
}
