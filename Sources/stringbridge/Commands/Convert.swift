import AndroidResources
import AppleResources
import Foundation
import LocalizedStrings
import ResourceConversion

extension StringBridge {
    /// `stringbridge convert`: Android ⇄ Apple.
    struct Convert: Command {
        static let configuration = CommandConfiguration(
            commandName: "convert",
            abstract: "Convert string resources between Android and Apple formats.",
            discussion: """
            Android to Apple: give res folders (or a project folder; every values* folder is read, and \
            the files of one folder form one table) and --to apple (DIR/<lang>.lproj/Localizable.strings, \
            plus Localizable.stringsdict for plurals) or --to xcstrings (DIR/Localizable.xcstrings). \
            Apple to Android: give .lproj folders, a project folder or an .xcstrings file and --to android; \
            DIR is the res folder to write values*/strings.xml into.

            Specifiers are mapped (%1$s ⇄ %1$@, %d ⇄ %lld), plurals become .stringsdict or catalog \
            plurals, string arrays become name[0], name[1] keys, styled text becomes HTML, and what the \
            target cannot hold is kept (in a 'StringBridge:' comment line, or sb: attributes) so that \
            converting back gives the same resources. Every feature that cannot be carried is reported.

            Files are written all or nothing, and a file whose content would not change is not touched. \
            Exit status: 0 done, 1 errors (or, with --check, files that would change), 2 wrong command line.
            """)

        static let arguments: [ArgumentSpec] = [
            .positional("path", help: "Resources to convert: res or project folders, .lproj folders, .xcstrings files.",
                        repeating: true),
            .option("to", valueName: "format", help: "The format to write.", allowed: ["apple", "xcstrings", "android"],
                    required: true),
            .option("out", short: "o", valueName: "dir", help: "The folder to write into (the res folder for --to android).",
                    required: true),
            .option("source-language", valueName: "tag",
                    help: "The language of Android's values/ folder and of the Apple source.", default: "en"),
            .option("table", valueName: "name", help: "The Apple table name.", default: "Localizable"),
            .option("int-specifier", valueName: "length",
                    help: "How Android's %d is written on Apple platforms.", default: "lld", allowed: ["d", "ld", "lld"]),
            .option("strings-encoding", valueName: "encoding",
                    help: "The encoding of new .strings files: UTF-8 unless given (an existing file keeps its own).",
                    allowed: ["utf8", "utf16"]),
            .flag("dry-run", help: "Convert and report, but write nothing."),
            .flag("check", help: "Write nothing; list the files that would change and exit 1 if there are any (for CI)."),
            .option("report", valueName: "format", help: "The report on standard output.", default: "text",
                    allowed: ["text", "json"]),
        ]

        var paths: [String]
        var target: String
        var outputFolder: String
        var options: ConversionOptions
        /// `--strings-encoding`, when given.
        var stringsEncoding: StringsFileEncoding?
        var isDryRun: Bool
        var isCheck: Bool
        var reportFormat: String

        init(_ arguments: ParsedArguments) throws {
            paths = arguments.values("path")
            target = arguments.value("to") ?? "apple"
            outputFolder = arguments.value("out") ?? "."
            let tag = arguments.value("source-language") ?? "en"
            guard let sourceLanguage = LanguageTag(tag) else {
                throw ValidationError("The value '\(tag)' is invalid for '--source-language <tag>'; use a BCP 47 tag such as en or pt-BR")
            }
            options = ConversionOptions(
                sourceLanguage: sourceLanguage,
                integerSpecifier: ConversionOptions.IntegerSpecifier(rawValue: arguments.value("int-specifier") ?? "lld") ?? .longLong,
                tableName: arguments.value("table") ?? "Localizable")
            stringsEncoding = arguments.value("strings-encoding").map { $0 == "utf16" ? .utf16LittleEndian : .utf8 }
            isDryRun = arguments.flag("dry-run")
            isCheck = arguments.flag("check")
            reportFormat = arguments.value("report") ?? "text"
        }

        func validate() throws {
            if isDryRun && isCheck { throw ValidationError("--dry-run and --check cannot be used together") }
            if options.tableName.isEmpty || options.tableName.contains("/") {
                throw ValidationError("The value '\(options.tableName)' is invalid for '--table <name>'")
            }
        }

        func run() throws -> ExitStatus {
            let progress = Progress(enabled: isatty(2) == 1)
            progress.show("Reading \(paths.joined(separator: ", "))…")
            let (tables, inputDiagnostics) = ResourceInput.read(paths)
            let inputErrors = inputDiagnostics.filter { $0.severity == .error }
            let android = tables.filter { $0.format == .android }
            let apple = tables.filter { $0.format != .android }
            let sources = target == "android" ? apple : android
            if sources.isEmpty && inputErrors.isEmpty {
                throw ValidationError(target == "android"
                    ? "no Apple string resources (.strings, .stringsdict, .xcstrings) found in \(paths.joined(separator: ", "))"
                    : "no Android string resources (values*/*.xml) found in \(paths.joined(separator: ", "))")
            }
            progress.show("Converting \(sources.count) tables…")
            let output: ConversionOutput
            switch target {
            case "android": output = AppleToAndroidConverter(options: options).convert(sources)
            case "xcstrings": output = AndroidToAppleConverter(options: options).convert(sources, to: .stringCatalog)
            default: output = AndroidToAppleConverter(options: options).convert(sources, to: .lproj)
            }
            let renderer = ConversionRenderer(outputFolder: outputFolder, sourceLanguage: options.sourceLanguage,
                                              stringsEncoding: stringsEncoding)
            let (files, writerDiagnostics) = renderer.files(for: output.tables)
            var diagnostics = inputDiagnostics + output.diagnostics + writerDiagnostics
            var summary = output.summary
            summary.errors = diagnostics.filter { $0.severity == .error }.count
            summary.warnings = diagnostics.filter { $0.severity == .warning }.count

            let changed = FileOutput.changed(files)
            var written: [OutputFile] = []
            var status = ExitStatus.success
            if diagnostics.containsErrors {
                status = .failure
            } else if isCheck {
                status = changed.isEmpty ? .success : .failure
            } else if !isDryRun {
                progress.show("Writing \(changed.count) files…")
                do {
                    written = try FileOutput.write(files, inside: outputFolder)
                } catch {
                    diagnostics.append(.error("write-failed", at: SourceLocation(path: error.path), error.description))
                    summary.errors += 1
                    status = .failure
                }
            }
            progress.clear()
            report(files: files, changed: changed, written: written, diagnostics: diagnostics, summary: summary,
                   wrote: !isDryRun && !isCheck && status == .success)
            return status
        }

        // MARK: - Report

        private func report(files: [OutputFile], changed: [OutputFile], written: [OutputFile], diagnostics: [Diagnostic],
                            summary: ConversionSummary, wrote: Bool) {
            let changedPaths = Set(changed.map(\.path))
            if reportFormat == "json" {
                var json = JSONText()
                json.object { object in
                    object.member("summary") { json in
                        json.object { member in
                            member.member("locales", number: summary.locales)
                            member.member("strings", number: summary.strings)
                            member.member("plurals", number: summary.plurals)
                            member.member("arrays", number: summary.arrays)
                            member.member("errors", number: summary.errors)
                            member.member("warnings", number: summary.warnings)
                        }
                    }
                    object.member("files") { json in
                        json.array(files) { json, file in
                            json.object { member in
                                member.member("path", string: file.path)
                                let changes = changedPaths.contains(file.path)
                                member.member("status", string: !changes ? "unchanged" : wrote ? "written" : "would-change")
                            }
                        }
                    }
                    object.member("diagnostics") { json in json.array(diagnostics) { TableDump.write($1, to: &$0) } }
                }
                Output.standard(json.text + "\n")
                return
            }
            Output.diagnostics(diagnostics)
            if isCheck {
                for file in changed { Output.standard("would change: \(file.path)\n") }
            } else if isDryRun {
                for file in files { Output.standard("\(changedPaths.contains(file.path) ? "would write" : "unchanged"): \(file.path)\n") }
            }
            let verb = wrote ? "wrote \(written.count) of \(files.count) files" : "\(changed.count) of \(files.count) files would change"
            Output.standard("Converted \(summary); \(verb).\n")
        }
    }
}
