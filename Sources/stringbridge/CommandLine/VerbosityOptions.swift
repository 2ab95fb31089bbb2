import StringBridgeKit

/// `--quiet` and `--verbose`, taken by every command that prints diagnostics.
enum VerbosityOptions {
    /// The two flags, for a command's argument table.
    static let arguments: [ArgumentSpec] = [
        .flag("quiet", short: "q", help: "Print only errors (what the platform rejects)."),
        .flag("verbose", short: "v",
              help: "Print every diagnostic on its own line; by default repeated warnings and notes take one line per kind, with a count."),
    ]

    /// What the flags ask for.
    static func verbosity(_ arguments: ParsedArguments) throws -> DiagnosticVerbosity {
        switch (arguments.flag("quiet"), arguments.flag("verbose")) {
        case (true, true): throw ValidationError("--quiet and --verbose cannot be used together")
        case (true, false): .quiet
        case (false, true): .verbose
        case (false, false): .grouped
        }
    }
}
