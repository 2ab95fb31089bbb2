import Foundation
import LocalizedStrings
import ResourceConversion
import StringBridgeKit

extension StringBridge {
    /// `stringbridge convert`: Android ⇄ Apple, String Catalog ⇄ `.lproj`, and XLIFF both ways.
    struct Convert: Command {
        static let configuration = CommandConfiguration(
            commandName: "convert",
            abstract: "Convert string resources between Android, Apple and XLIFF formats.",
            discussion: """
            Android to Apple: give res folders (the files of one values* folder form one table) and \
            --to apple (DIR/<lang>.lproj/Localizable.strings, plus Localizable.stringsdict for plurals) or \
            --to xcstrings (DIR/Localizable.xcstrings); given a project folder, each res folder in it (a \
            module's, a flavor's overlay) is a bundle of its own, DIR/<path>/res/<lang>.lproj/…. \
            Apple to Android: give .lproj folders, a project folder or an .xcstrings file and --to android; \
            DIR is the res folder to write values*/strings.xml into (a bundle converted from a project's res \
            folder goes back to DIR/<path>/res). Kotlin Multiplatform: a composeResources \
            folder (Compose Multiplatform) or a moko-resources folder is read by its toolchain's rules, and \
            written back in them and in its layout (moko: base/strings.xml, <lang>/plurals.xml) when DIR is \
            one (--android-dialect decides otherwise).

            Apple to Apple: a String Catalog --to apple gives the .strings and .stringsdict files Xcode \
            compiles it into (DIR/<lang>.lproj/<Table>.*, beside where the catalog is); .lproj folders --to \
            xcstrings give one catalog per table, as Xcode's migration makes it. XLIFF: --to xliff writes \
            DIR/<lang>.xcloc/ for each --language (every language but the development one without it), as \
            xcodebuild -exportLocalizations does (Android resources are exported in their Apple form); an \
            .xcloc folder or .xliff file is an input of every command, and --to apple writes each file's \
            translations where its original says in DIR (the project), as Xcode imports them.

            Specifiers are mapped (%1$s ⇄ %1$@, %d ⇄ %lld), plurals become .stringsdict or catalog \
            plurals, string arrays become name[0], name[1] keys, styled text becomes HTML, and what the \
            target cannot hold is kept (in a 'StringBridge:' comment line, sb: attributes, or for a String \
            Catalog in DIR/.stringbridge-convert.json, out of translators' sight) so that converting back \
            gives the same resources. Every feature that cannot be carried is reported.

            Files that exist are updated in place: the converted entries replace those of the same name where \
            they stand and new ones are added, entries an earlier conversion wrote whose source is gone are \
            removed, and everything else in the file (other resource types, platform-only entries, comments) \
            is kept as it is; DIR/.stringbridge-convert.json records what conversions wrote. An input with an error the \
            platform rejects is left out with its locale, whose outputs keep what they had, and everything else \
            is converted (--strict: nothing is written on any error; an error in values/, which every locale \
            falls back to, holds back everything too). Files are written all or nothing, and a \
            file whose content would not change is not touched.

            A locale's folder that lacks keys another folder of its Android fallback chain has gets them in its \
            Apple table with the text Android shows there (@string references resolved in that chain), since \
            Apple platforms would show the key (--keep-gaps: not); they are marked, and converting back leaves \
            them out. Repeated \
            warnings and notes are printed one line per kind with a count (--verbose prints each).

            Exit status: 0 done, 1 errors (with --check: files that would change; input errors only with \
            --strict), 2 wrong command line.
            """)

        static let arguments: [ArgumentSpec] = [
            .positional("path", help: "Resources to convert: res or project folders, .lproj folders, .xcstrings files, .xliff files, .xcloc folders.",
                        repeating: true),
            .option("to", valueName: "format", help: "The format to write.", as: ConversionRequest.Target.self, required: true),
            .option("out", short: "o", valueName: "dir", help: "The folder to write into (the res folder for --to android, the project for XLIFF translations).",
                    required: true),
            .option("language", valueName: "tag", help: "With --to xliff: a language to export (repeat for more; all but the development language by default).",
                    as: LanguageTag.self, repeating: true),
            .option("source-language", valueName: "tag",
                    help: "The language of Android's values/ folder and of the Apple source.",
                    default: LanguageTag(language: "en")),
            .option("table", valueName: "name", help: "The Apple table name.", as: TableName.self,
                    default: TableName(argument: "Localizable")),
            .option("int-specifier", valueName: "length", help: "How Android's %d is written on Apple platforms.",
                    default: ConversionOptions.IntegerSpecifier.longLong),
            .option("strings-encoding", valueName: "encoding",
                    help: "The encoding of new .strings files: UTF-8 unless given (an existing file keeps its own).",
                    as: StringsEncodingOption.self),
            .flag("reencode", help: "Write existing .strings files in --strings-encoding too (UTF-8 unless given), not in their own."),
            .flag("dry-run", help: "Convert and report what would happen to every file, but write nothing."),
            .flag("check", help: "Write nothing; list the files that would change and exit 1 if there are any (for CI)."),
            .flag("diff", help: "With --check or --dry-run: print each change as a unified diff."),
            .flag("keep-gaps", help: "Android to Apple: leave out of each locale's table the keys its folder lacks (Apple platforms then show the key, not the text Android shows there)."),
            .flag("prune", help: "Remove what an earlier conversion wrote from sources that are gone (a file left with nothing else is deleted)."),
            .flag("strict", help: "Write nothing when there is any error (by default only the outputs of the input with the error are left alone)."),
            .option("report", valueName: "format", help: "The report on standard output.", default: ReportFormat.text),
        ] + DialectOption.arguments + SymlinkOption.arguments + VerbosityOptions.arguments

        /// Where the diagnostics a grouped line counts can be seen one by one.
        static let detailsHint = "--verbose or --report json lists them"


        var request: ConversionRequest
        var reportFormat: ReportFormat
        var showsDiff: Bool
        var verbosity: DiagnosticVerbosity

        init(_ arguments: ParsedArguments) throws {
            if arguments.flag("dry-run") && arguments.flag("check") {
                throw ValidationError("--dry-run and --check cannot be used together")
            }
            showsDiff = arguments.flag("diff")
            if showsDiff && !arguments.flag("dry-run") && !arguments.flag("check") {
                throw ValidationError("--diff shows what --check or --dry-run would change; give one of them")
            }
            let options = ConversionOptions(sourceLanguage: try arguments.required("source-language"),
                                            integerSpecifier: try arguments.required("int-specifier"),
                                            tableName: try arguments.required("table", as: TableName.self).name,
                                            fillsGaps: !arguments.flag("keep-gaps"))
            request = ConversionRequest(
                paths: arguments.values("path"),
                target: try arguments.required("to"),
                outputFolder: try arguments.required("out"),
                options: options,
                stringsEncoding: arguments.value("strings-encoding", as: StringsEncodingOption.self)?.encoding,
                mode: arguments.flag("check") ? .check : arguments.flag("dry-run") ? .dryRun : .write,
                isStrict: arguments.flag("strict"), prune: arguments.flag("prune"),
                reencodesExistingFiles: arguments.flag("reencode"), keepsContents: showsDiff)
            request.exportLanguages = arguments.values("language", as: LanguageTag.self)
            if !request.exportLanguages.isEmpty && request.target != .xliff {
                throw ValidationError("--language names the languages --to xliff exports; give --to xliff")
            }
            request.androidDialect = DialectOption.dialect(arguments)
            SymlinkOption.apply(arguments)
            reportFormat = try arguments.required("report")
            verbosity = try VerbosityOptions.verbosity(arguments)
        }

        /// Whether an error points into the output folder.
        static func hasErrors(in folder: String, _ diagnostics: [Diagnostic]) -> Bool {
            let root = URL(fileURLWithPath: folder).standardizedFileURL.path
            return diagnostics.contains { diagnostic in
                guard diagnostic.severity == .error, let path = diagnostic.location?.path else { return false }
                let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
                return standardized == root || standardized.hasPrefix(root + "/")
            }
        }

        func run() throws -> ExitStatus {
            let progress = Progress(enabled: isatty(2) == 1)
            let result: ConversionResult
            do {
                result = try ConversionPipeline(progress: { progress.show($0) }).run(request)
            } catch {
                throw ValidationError(error.description)
            }
            progress.clear()
            if reportFormat == .json {
                Output.standard(ConversionReport.json(for: result))
            } else {
                Output.diagnostics(result.diagnostics, verbosity: verbosity, detailsHint: Self.detailsHint)
                // --quiet prints errors only, and the diffs --diff asks for.
                if verbosity != .quiet || showsDiff {
                    Output.standard(ConversionReport.fileLines(for: result, mode: request.mode, diff: showsDiff,
                                                               listsUnchanged: verbosity == .verbose))
                }
                if verbosity != .quiet { Output.standard(ConversionReport.summaryLine(for: result, mode: request.mode)) }
            }
            let pending = !result.changed.isEmpty || result.stale.contains { path in !result.updates.contains { $0.path == path } }
            // --check speaks of stale outputs: an input error is reported (and its outputs left
            // as they are), but only --strict makes it fail the check; an error in the output
            // folder (the manifest, a file it cannot read) always does.
            if request.mode == .check && !request.isStrict {
                return pending || Self.hasErrors(in: request.outputFolder, result.diagnostics) ? .failure : .success
            }
            if result.diagnostics.containsErrors { return .failure }
            return request.mode == .check && pending ? .failure : .success
        }
    }
}
