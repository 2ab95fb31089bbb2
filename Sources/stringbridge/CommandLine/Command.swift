/// What a command says about itself: its name, a one-sentence abstract and a longer
/// discussion for `--help`.
struct CommandConfiguration {
    /// The name users type, such as `dump`.
    var commandName: String
    /// One capitalised sentence ending in a full stop.
    var abstract: String
    /// Paragraphs shown after the usage in `--help`.
    var discussion: String = ""
}

/// A subcommand of `stringbridge`, declared as a value: its configuration, its argument
/// table, and how it runs. Shaped like swift-argument-parser's `ParsableCommand`.
protocol Command: Sendable {
    /// The command's name and help text.
    static var configuration: CommandConfiguration { get }
    /// The arguments, options and flags the command accepts.
    static var arguments: [ArgumentSpec] { get }
    /// Creates the command from parsed arguments.
    init(_ arguments: ParsedArguments) throws
    /// Checks combinations of arguments that the table alone cannot express.
    func validate() throws
    /// Does the work and returns the exit status.
    func run() throws -> ExitStatus
}

extension Command {
    func validate() throws {}
}

/// How the process ends.
enum ExitStatus: Int32 {
    /// The command did its job without errors.
    case success = 0
    /// The command ran, but found errors (or, for `--check`, differences).
    case failure = 1
    /// The command line (or a configuration file it names) was wrong.
    case usage = 2
    /// The command failed for a reason that is not the input's fault (`lint` only).
    case internalError = 3
}

/// A mistake in the command line, reported with the usage and exit status 2.
struct ValidationError: Error, Equatable, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
