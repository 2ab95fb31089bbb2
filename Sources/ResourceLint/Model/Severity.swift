/// How serious a finding is.
///
/// The project's rule: an error is what the platform rejects (`aapt2 compile --legacy`,
/// as the Android Gradle Plugin runs it, or Foundation's parsers); what the platform accepts
/// is at most a warning. A configuration can raise any rule (see `LintConfiguration`).
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
    /// Worth knowing; never fails a run unless `--fail-on info`.
    case info
    /// Probably wrong, but the platform accepts it.
    case warning
    /// The platform rejects it (or the configuration raised the rule).
    case error

    private var rank: Int {
        switch self {
        case .info: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

    /// The word compilers print for this severity: `error`, `warning` or `note`.
    public var compilerWord: String {
        switch self {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }
}
