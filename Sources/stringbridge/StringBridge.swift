import LocalizedStrings
import Foundation
import StringBridgeKit

/// The `stringbridge` command: dispatches to a subcommand, prints help and usage errors.
@main
enum StringBridge {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "stringbridge",
        abstract: "Port localized strings between Android and Apple platforms.",
        discussion: """
        StringBridge reads Android res/values*/strings.xml files exactly as aapt2 compiles them and Apple \
        .strings, .stringsdict and .xcstrings files exactly as Foundation and Xcode read them, and converts \
        between the two so that the meaning survives and a round trip gives back what went in.
        """)

    /// The subcommands, in the order help lists them.
    static let subcommands: [any Command.Type] = [Convert.self, Demo.self, Dump.self, Generate.self, Lint.self, Lookup.self, Plural.self]

    static func main() {
        // Past a file-size limit (`ulimit -f`) the kernel kills the process with SIGXFSZ in the
        // middle of a write; ignored, the write fails with EFBIG and is reported and undone
        // like a full disk.
        signal(SIGXFSZ, SIG_IGN)
        let status = run(Array(CommandLine.arguments.dropFirst()))
        exit(status.rawValue)
    }

    /// Runs the command line (without the program name) and returns the exit status.
    static func run(_ words: [String]) -> ExitStatus {
        guard let first = words.first else {
            Output.standard(rootHelp())
            return .usage
        }
        switch first {
        case "-h", "--help":
            Output.standard(rootHelp())
            return .success
        case "--version":
            Output.standard(version + "\n")
            return .success
        case "help":
            guard words.count > 1 else {
                Output.standard(rootHelp())
                return .success
            }
            guard let command = subcommand(named: words[1]) else { return unknownSubcommand(words[1]) }
            Output.standard(help(for: command))
            return .success
        default:
            guard let command = subcommand(named: first) else { return unknownSubcommand(first) }
            return run(command, Array(words.dropFirst()))
        }
    }

    private static func subcommand(named name: String) -> (any Command.Type)? {
        subcommands.first { $0.configuration.commandName == name }
    }

    private static func unknownSubcommand(_ name: String) -> ExitStatus {
        let names = subcommands.map { $0.configuration.commandName }
        let suggestion = Spelling.closest(to: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
        Output.error("error: unknown subcommand '\(name)'\(suggestion)\n" +
                     "Usage: stringbridge <subcommand>\n" +
                     "  See 'stringbridge --help' for more information.\n")
        return .usage
    }

    private static func run(_ command: any Command.Type, _ words: [String]) -> ExitStatus {
        // -h and --help ask for help anywhere before `--`, which ends the options.
        let options = words.prefix { $0 != "--" }
        if options.contains("-h") || options.contains("--help") {
            Output.standard(help(for: command))
            return .success
        }
        let path = "stringbridge \(command.configuration.commandName)"
        do {
            let parsed = try CommandLineParser(specs: command.arguments).parse(words)
            let instance = try command.init(parsed)
            try instance.validate()
            return try instance.run()
        } catch let error as ValidationError {
            Output.error("error: \(error.description)\n" +
                         "Usage: \(HelpFormatter.usage(commandPath: path, specs: command.arguments))\n" +
                         "  See '\(path) --help' for more information.\n")
            return .usage
        } catch {
            Output.error("error: \(error)\n")
            return .failure
        }
    }

    static func help(for command: any Command.Type) -> String {
        HelpFormatter.help(commandPath: "stringbridge \(command.configuration.commandName)",
                           configuration: command.configuration, specs: command.arguments)
    }

    static func rootHelp() -> String {
        var text = "OVERVIEW: \(configuration.abstract)\n\n\(HelpFormatter.wrap(configuration.discussion))\n\n"
        text += "USAGE: stringbridge <subcommand>\n\nOPTIONS:\n"
        text += HelpFormatter.row("--version", "Show the version.")
        text += HelpFormatter.row("-h, --help", "Show help information.")
        text += "\nSUBCOMMANDS:\n"
        for command in subcommands {
            text += HelpFormatter.row(command.configuration.commandName, command.configuration.abstract)
        }
        text += "\n  See 'stringbridge help <subcommand>' for detailed help.\n"
        return text
    }
}

/// Writes to standard output and standard error.
enum Output {
    static func standard(_ text: String) {
        var text = text
        text.withUTF8 { standard(UnsafeRawBufferPointer($0)) }
    }

    static func standard(bytes: [UInt8]) {
        bytes.withUnsafeBytes(standard)
    }

    /// Writes the bytes as they are, without copying them into a `Data` first: a dump
    /// prints tens of megabytes.
    private static func standard(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        FileHandle.standardOutput.write(Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: bytes.count,
                                             deallocator: .none))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Prints diagnostics to standard error in compiler form, as much of them as `verbosity`
    /// asks for (see ``DiagnosticListing``).
    static func diagnostics(_ diagnostics: [Diagnostic], verbosity: DiagnosticVerbosity = .verbose,
                            detailsHint: String = "--verbose lists them") {
        guard !diagnostics.isEmpty else { return }
        let text = DiagnosticListing.text(for: diagnostics, verbosity: verbosity, detailsHint: detailsHint)
        if !text.isEmpty { error(text) }
    }
}
