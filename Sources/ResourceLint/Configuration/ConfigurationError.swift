/// A configuration file that cannot be used, with where and why; `stringbridge lint` exits
/// with status 2 for it.
public struct ConfigurationError: Error, Sendable, CustomStringConvertible {
    /// The configuration file.
    public var path: String
    /// The line of the problem, or 0 when unknown.
    public var line: Int
    /// What is wrong and what to write instead.
    public var message: String

    /// Creates an error.
    public init(path: String, line: Int = 0, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    /// `path:line: message`.
    public var description: String {
        line > 0 ? "\(path):\(line): \(message)" : "\(path): \(message)"
    }
}
