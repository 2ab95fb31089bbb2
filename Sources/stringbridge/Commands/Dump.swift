import AndroidResources
import AppleResources
import LocalizedStrings
import StringBridgeKit

extension StringBridge {
    /// `stringbridge dump`: prints what the platform will show for string resources.
    struct Dump: Command {
        static let configuration = CommandConfiguration(
            commandName: "dump",
            abstract: "Print what the platform will show for string resource files.",
            discussion: """
            Reads files or whole trees and prints every string, plural and array as the \
            platform reads it: escapes resolved, markup turned into spans. Android: strings.xml \
            files, values* folders, res folders, and Kotlin Multiplatform's composeResources and \
            moko-resources folders, each by its toolchain's rules (--android-dialect); Apple: .strings, .stringsdict and .xcstrings \
            files, .lproj folders, and the XLIFF files translators exchange them in (.xliff files, \
            .xcloc Localization Catalogs: the tables of the files they translate); a project folder \
            is searched for both. Diagnostics name the \
            file, line and column. Exit status: 0 without errors, 1 with errors, 2 for a wrong \
            command line.
            """)

        static let arguments: [ArgumentSpec] = [
            .positional("path", help: "Files or folders to read.", repeating: true),
            .option("format", valueName: "format",
                    help: "json: one stable JSON document for scripts; text: a listing for people; android, strings, stringsdict, xcstrings: the file StringBridge's writer emits for what was read (one table; for xcstrings, the languages of one catalog).",
                    default: DumpFormat.json),
        ] + DialectOption.arguments + SymlinkOption.arguments + VerbosityOptions.arguments

        /// What `dump` prints.
        enum DumpFormat: String, CaseIterable, ExpressibleByArgument {
            case json, text, android, strings, stringsdict, xcstrings
        }

        var paths: [String]
        var format: DumpFormat
        var verbosity: DiagnosticVerbosity
        var dialect: AndroidDialect?

        init(_ arguments: ParsedArguments) throws {
            paths = arguments.values("path")
            dialect = DialectOption.dialect(arguments)
            SymlinkOption.apply(arguments)
            format = try arguments.required("format")
            verbosity = try VerbosityOptions.verbosity(arguments)
        }

        func run() throws -> ExitStatus {
            var diagnostics: [Diagnostic]
            switch format {
            case .json:
                // A table at a time, as it is read: a large tree is never held in memory whole.
                var document = TableDump.JSONDocument()
                Output.standard(bytes: document.start())
                diagnostics = ResourceDiscovery.forEachTable(in: paths, dialect: dialect, render: TableDump.jsonObject(for:)) {
                    document.table($0, to: Output.standard(bytes:))
                }
                Output.standard(bytes: document.end(diagnostics: diagnostics))
            case .text:
                diagnostics = ResourceDiscovery.forEachTable(in: paths, dialect: dialect, render: TableDump.text(for:)) { Output.standard($0) }
                Output.diagnostics(diagnostics, verbosity: verbosity, detailsHint: "--verbose or --format json lists them")
            default:
                let tables: [StringTable]
                (tables, diagnostics) = ResourceDiscovery.read(paths, dialect: dialect)
                let document = try written(tables, as: format)
                diagnostics += document.diagnostics
                Output.standard(document.text)
                Output.diagnostics(diagnostics, verbosity: verbosity, detailsHint: "--verbose or --format json lists them")
            }
            return diagnostics.containsErrors ? .failure : .success
        }

        /// The file a writer emits for the tables read.
        private func written(_ tables: [StringTable], as format: DumpFormat) throws -> (text: String, diagnostics: [Diagnostic]) {
            if format == .xcstrings {
                guard !tables.isEmpty, Set(tables.map(\.path)).count == 1 else {
                    throw ValidationError("--format xcstrings prints one catalog; give one .xcstrings file")
                }
                return StringCatalogWriter().document(for: tables)
            }
            guard tables.count == 1, let table = tables.first else {
                throw ValidationError("--format \(format.rawValue) prints one file; \(tables.count) were found")
            }
            switch format {
            case .android: return AndroidStringsWriter(dialect: table.androidDialect).document(for: table)
            case .strings: return StringsFileWriter().document(for: table)
            default: return StringsDictWriter().document(for: table)
            }
        }
    }
}
