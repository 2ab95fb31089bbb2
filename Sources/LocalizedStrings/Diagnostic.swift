/// A problem found in the input, or a note about what a tool did with it.
///
/// Diagnostics are values: readers, converters and linters return them, and only the
/// command-line tool prints them. Their ``description`` is the conventional compiler form
/// `path:line:col: error: message [id]` that editors and CI systems recognise.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Comparable, CaseIterable {
        /// Information about what was done, such as an element that was left alone.
        case note
        /// Something that is probably wrong but does not stop the platform.
        case warning
        /// Something the platform rejects, or that loses meaning.
        case error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// A stable, kebab-case identifier for the kind of problem, such as `unescaped-apostrophe`.
    /// Scripts and configuration files refer to diagnostics by this identifier.
    public var id: String
    /// How serious the problem is.
    public var severity: Severity
    /// Where the problem is, when it is in a file.
    public var location: SourceLocation?
    /// A sentence saying what is wrong and, where it helps, what to do.
    public var message: String

    /// Creates a diagnostic.
    public init(id: String, severity: Severity, location: SourceLocation?, message: String) {
        self.id = id
        self.severity = severity
        self.location = location
        self.message = message
    }

    /// Creates an error.
    public static func error(_ id: String, at location: SourceLocation?, _ message: String) -> Diagnostic {
        Diagnostic(id: id, severity: .error, location: location, message: message)
    }

    /// Creates a warning.
    public static func warning(_ id: String, at location: SourceLocation?, _ message: String) -> Diagnostic {
        Diagnostic(id: id, severity: .warning, location: location, message: message)
    }

    /// Creates a note.
    public static func note(_ id: String, at location: SourceLocation?, _ message: String) -> Diagnostic {
        Diagnostic(id: id, severity: .note, location: location, message: message)
    }

    /// `path:line:col: severity: message [id]`, always one line: control and invisible
    /// characters in the path and the message (a newline, an ANSI escape in a quoted key) are
    /// written as escapes (``Swift/String/withVisibleControls``).
    public var description: String {
        let prefix = location.map { "\($0.description.withVisibleControls): " } ?? ""
        return "\(prefix)\(severity.rawValue): \(message.withVisibleControls) [\(id)]"
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }
}
