import AccessorGeneration
import LocalizedStrings
import StringBridgeKit

extension StringBridge {
    /// `stringbridge generate swift`: typed accessors for a table's strings.
    struct Generate: Command {
        static let configuration = CommandConfiguration(
            commandName: "generate",
            abstract: "Generate typed Swift accessors for string resources.",
            discussion: """
            Writes one Swift file with a member per string, plural and array of a table, so that a misspelt \
            key or a wrong argument is a compile error. The resources are an Android res folder (or a Kotlin \
            Multiplatform composeResources or moko-resources folder, read by its toolchain's rules), .lproj \
            folders or a String Catalog; the same resources in any of the three forms give the same file, \
            byte for byte. A string without placeholders is a property, one with placeholders a function whose \
            parameters are typed from the development language's placeholders (%@ and %s: String, %d \
            and %lld: Int, %f: Double, %c: Character), labelled with the .stringsdict variable, String \
            Catalog substitution or <xliff:g id> that names them; a plural takes its count and every other \
            argument, also for several plural variables in one format. Every member reads the Localization \
            library, on Linux and Apple platforms.

            With --members static (the default) the file declares an enum whose members read \
            <enum-name>.localizer, which the app sets once (or the expression --localizer gives); with \
            --members instance it extends a type the app declares with instance members that read its \
            localizer property, for apps that hold several localizers. Keys that are not Swift identifiers \
            are mapped (settings_title: settingsTitle, structured: Settings.title); keys that would collide \
            get a suffix from their hash, so that no other name changes. The file is sorted and has no date.

            A translation that reads an argument as another type than the development language is reported \
            (lint's placeholder_type_mismatch), and the accessor takes the development language's type. An \
            error in the development language's files stops generation and nothing is written.

            Exit status: 0 done, 1 errors (or, with --check, a file that would change), 2 wrong command line.
            """)

        static let arguments: [ArgumentSpec] = [
            .positional("language", help: "The language to generate.", as: GeneratedLanguage.self),
            .positional("resources", help: "An Android res folder, .lproj folders (or the folder that holds them), or a String Catalog.",
                        repeating: true),
            .option("out", short: "o", valueName: "file", help: "The Swift file to write.", required: true),
            .option("enum-name", valueName: "name",
                    help: "The enum to declare, or with --members instance the type to extend.",
                    as: SwiftTypeName.self, default: SwiftTypeName(argument: "L10n")),
            .option("access", valueName: "level", help: "The access level of the type and its members.",
                    default: AccessorOptions.Access.internal),
            .option("style", valueName: "style",
                    help: "flat: one member per key (settingsTitle); structured: a nested type per . or _ segment (Settings.title).",
                    default: AccessorOptions.Style.flat),
            .option("members", valueName: "kind",
                    help: "static: an enum's static members; instance: members of an extension of --enum-name, a type with a localizer property.",
                    default: AccessorOptions.Members.static),
            .option("table", valueName: "name",
                    help: "The Apple table (an Android res folder's files are Localizable).", as: TableName.self,
                    default: TableName(argument: AccessorOptions.defaultTable)),
            .option("localizer", valueName: "expression",
                    help: "The Swift expression that gives the Localizer the members read (by default the enum's own localizer, which the app sets once, or the extended type's localizer property)."),
            .option("source-language", valueName: "tag",
                    help: "The development language, whose placeholders type the parameters (default: a String Catalog's sourceLanguage, else en).",
                    as: LanguageTag.self),
            .flag("check", help: "Write nothing; exit 1 when the file differs from what would be generated (for CI)."),
        ] + DialectOption.arguments + SymlinkOption.arguments + VerbosityOptions.arguments

        /// The languages `generate` writes.
        enum GeneratedLanguage: String, CaseIterable, ExpressibleByArgument {
            case swift
        }

        var request: AccessorRequest
        var verbosity: DiagnosticVerbosity

        init(_ arguments: ParsedArguments) throws {
            let options = AccessorOptions(typeName: try arguments.required("enum-name", as: SwiftTypeName.self).name,
                                          access: try arguments.required("access"), style: try arguments.required("style"),
                                          members: try arguments.required("members"),
                                          table: try arguments.required("table", as: TableName.self).name,
                                          localizer: arguments.value("localizer"))
            request = AccessorRequest(paths: arguments.values("resources"), outputFile: try arguments.required("out"), options: options,
                                      sourceLanguage: arguments.value("source-language"),
                                      mode: arguments.flag("check") ? .check : .write)
            request.androidDialect = DialectOption.dialect(arguments)
            SymlinkOption.apply(arguments)
            verbosity = try VerbosityOptions.verbosity(arguments)
        }

        func validate() throws {
            if let localizer = request.options.localizer, localizer.trimmingCharacters(in: .whitespaces).isEmpty {
                throw ValidationError("--localizer needs a Swift expression, such as 'AppStrings.localizer'")
            }
        }

        func run() throws -> ExitStatus {
            let result: AccessorResult
            do {
                result = try AccessorPipeline().run(request)
            } catch {
                Output.error("error: \(error.description)\n")
                return .failure
            }
            Output.diagnostics(result.diagnostics, verbosity: verbosity)
            guard result.text != nil else { return .failure }
            let file = request.outputFile
            switch request.mode {
            case .check:
                if !result.isUpToDate {
                    Output.error("error: \(file) differs from what 'stringbridge generate swift' makes of the resources; run it without --check\n")
                    return .failure
                }
                if verbosity != .quiet { Output.standard("up to date: \(file)\n") }
            case .write:
                if verbosity != .quiet {
                    Output.standard((result.wrote ? "wrote: " : "unchanged: ") + file + " (\(StringResource.summary(of: result.resources)))\n")
                }
            }
            return .success
        }
    }
}

extension AccessorOptions.Access: ExpressibleByArgument {}
extension AccessorOptions.Style: ExpressibleByArgument {}
extension AccessorOptions.Members: ExpressibleByArgument {}

/// `--enum-name`: a Swift type name, possibly nested (`RentalROIText`, `App.Strings`).
struct SwiftTypeName: ExpressibleByArgument {
    /// The name.
    var name: String

    init?(argument: String) {
        let parts = argument.split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.isEmpty, parts.allSatisfy({ part in
            guard let first = part.first, first == "_" || (first.isASCII && first.isLetter) else { return false }
            return part.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
        }) else { return nil }
        name = argument
    }

    var argumentText: String { name }
    static var valueDescription: String { "a Swift type name such as L10n or App.Strings" }
}
