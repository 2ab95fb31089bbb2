import AndroidResources
import LocalizedStrings

extension StringBridge {
    /// `stringbridge dump`: prints what the platform will show for string resources.
    struct Dump: Command {
        static let configuration = CommandConfiguration(
            commandName: "dump",
            abstract: "Print what the platform will show for string resource files.",
            discussion: """
            Reads files or whole trees (strings.xml files, values* folders, res folders or \
            project folders) and prints every string, plural and array as the platform \
            compiles it: escapes resolved, markup turned into spans. Diagnostics name the \
            file, line and column. Exit status: 0 without errors, 1 with errors, 2 for a \
            wrong command line.
            """)

        static let arguments: [ArgumentSpec] = [
            .positional("path", help: "Files or folders to read.", repeating: true),
            .option("format", valueName: "format",
                    help: "json: one stable JSON document for scripts; text: a listing for people; android: the canonical strings.xml the writer emits for one file.",
                    default: "json", allowed: ["json", "text", "android"]),
        ]

        var paths: [String]
        var format: String

        init(_ arguments: ParsedArguments) throws {
            paths = arguments.values("path")
            format = arguments.value("format") ?? "json"
        }

        func run() throws -> ExitStatus {
            var (tables, diagnostics) = AndroidResourceTree.read(paths)
            switch format {
            case "text":
                Output.standard(TableDump.text(tables: tables))
                Output.diagnostics(diagnostics)
            case "android":
                guard tables.count == 1, let table = tables.first else {
                    throw ValidationError("--format android prints one file; \(tables.count) were found")
                }
                let document = AndroidStringsWriter().document(for: table)
                diagnostics += document.diagnostics
                Output.standard(document.text)
                Output.diagnostics(diagnostics)
            default:
                Output.standard(TableDump.json(tables: tables, diagnostics: diagnostics))
            }
            return diagnostics.containsErrors ? .failure : .success
        }
    }
}
