import AndroidResources
import Localization
import LocalizedStrings
import StringBridgeKit

/// The library's result type, which the command's own name hides inside `StringBridge`.
typealias LookupResult = Lookup

extension StringBridge {
    /// `stringbridge lookup`: looks a key up as the runtime library does and prints the string.
    struct Lookup: Command {
        static let configuration = CommandConfiguration(
            commandName: "lookup",
            abstract: "Look up a string as an app using the Localization library would.",
            discussion: """
            Reads an Android res folder (or a Compose Multiplatform composeResources or a moko-resources \
            folder), a folder of .lproj folders and String Catalogs, one .xcstrings file, or an XLIFF \
            file or .xcloc Localization Catalog, chooses the languages (--language, else LANGUAGE, LC_ALL, LC_MESSAGES \
            and LANG), falls back key by key through the CLDR locale chain to the development \
            language (an Android res folder as Android does: through the folders of the user's language and \
            values, never another language's folder), and prints the string. Without --count and arguments the string is printed \
            as the resource holds it, unformatted; an array prints one item per line. With --count \
            N the plural form is chosen by the CLDR rules of the language that supplied it and N is \
            the first format argument, as in getQuantityString(id, n, n), and further arguments \
            follow it; a localization with \
            neither the count's form nor 'other' is passed over. --device chooses a String \
            Catalog's device variant (an iPhone's by default, which Android shows too). en-XA and \
            ar-XB give pseudo-localized strings. Diagnostics are those of the files the lookup \
            read (--verbose: all). Exit status: 0 when the key was found, 1 when it is missing, 2 \
            for a wrong command line.
            """)

        static let arguments: [ArgumentSpec] = [
            .positional("key", help: "The key: an Android resource name or an Apple key."),
            .positional("argument", help: "Format arguments; integers and decimal numbers are passed as numbers.",
                        repeating: true, optional: true),
            .option("resources", valueName: "path",
                    help: "An Android res folder, a folder of .lproj folders and .xcstrings files, or an .xcstrings file.",
                    required: true),
            .option("language", valueName: "tag",
                    help: "A preferred language such as pt-BR or en-XA; repeat for more, most preferred first.",
                    as: LanguageTag.self, repeating: true),
            .option("table", valueName: "name", help: "The table (Apple file name without extension).",
                    as: TableName.self, default: TableName(argument: "Localizable")),
            .option("development-language", valueName: "tag",
                    help: "The language of Base.lproj and values/; by default the catalog's source language, else en.",
                    as: LanguageTag.self),
            .option("device", valueName: "name",
                    help: "The Apple device whose String Catalog device variants to show; by default an iPhone, whose text Android shows too.",
                    as: DeviceName.self),
            .option("count", valueName: "number",
                    help: "Choose the plural form for this number (written digits count: 1.0 is not 1) and pass it as the first format argument.",
                    as: PluralCount.self),
            .flag("explain", help: "Also print the languages, the locale chain, which localization answered and the plural form."),
        ] + DialectOption.arguments + SymlinkOption.arguments + VerbosityOptions.arguments

        var key: String
        var formatArguments: [String]
        var resources: String
        var languages: [LanguageTag]
        var table: String
        var developmentLanguage: LanguageTag?
        var device: String?
        var count: PluralCount?
        var explains: Bool
        var verbosity: DiagnosticVerbosity
        var dialect: AndroidDialect?

        init(_ arguments: ParsedArguments) throws {
            key = try arguments.required("key")
            formatArguments = arguments.values("argument")
            resources = try arguments.required("resources")
            languages = arguments.values("language")
            table = try arguments.required("table", as: TableName.self).name
            developmentLanguage = arguments.value("development-language")
            device = arguments.value("device", as: DeviceName.self)?.key
            count = arguments.value("count")
            explains = arguments.flag("explain")
            verbosity = try VerbosityOptions.verbosity(arguments)
            dialect = DialectOption.dialect(arguments)
            SymlinkOption.apply(arguments)
        }

        func run() throws -> ExitStatus {
            let configuration = Localizer.Configuration(developmentLanguage: developmentLanguage, defaultTable: table, device: device)
            let localizer: Localizer
            let readDiagnostics: [Diagnostic]
            do {
                let found = try ResourceDiscovery.localizationResources(at: resources, dialect: dialect)
                readDiagnostics = found.diagnostics
                localizer = try Localizer(resources: found.resources, preferredLanguages: explicitLanguages,
                                          configuration: configuration)
            } catch {
                Output.error("error: \(error)\n")
                return .failure
            }
            let plural = count
            let arguments = formatArguments.map(Self.formatArgument)
            let lookup = localizer.explain(key, count: plural,
                                           arguments: plural == nil && arguments.isEmpty ? nil : arguments)
            Output.standard(lookup.text + "\n")
            if explains { Output.standard(explanation(of: lookup, localizer: localizer)) }
            // The files this lookup read, and errors of a project folder read whole; everything
            // else (other languages, folders skipped while listing) with --verbose.
            let diagnostics = verbosity == .verbose ? readDiagnostics + localizer.diagnostics
                : readDiagnostics.filter { $0.severity == .error } + localizer.diagnostics(of: lookup)
            Output.diagnostics(diagnostics, verbosity: verbosity)
            if !lookup.isFound {
                let chain = lookup.chain.isEmpty ? "no localization serves these languages"
                    : "searched " + lookup.chain.map(\.description).joined(separator: ", ")
                Output.error("error: no localization has the key '\(key)' in table \(table); \(chain)\n")
            }
            // The status speaks of the key looked up, not of other strings of the files.
            return lookup.isFound ? .success : .failure
        }

        /// The languages given with `--language`, or `nil` for the user's.
        private var explicitLanguages: [LanguageTag]? {
            languages.isEmpty ? nil : languages
        }

        private func explanation(of lookup: LookupResult, localizer: Localizer) -> String {
            let preferences = localizer.preferredLanguages
            let source: String = switch preferences.source {
            case .explicit: "--language"
            case .environment(let variable): variable
            case .system: "system settings"
            case .none: "no preference"
            }
            let languages = preferences.languages.isEmpty ? "none, so the development language"
                : preferences.languages.map(\.identifier).joined(separator: ", ")
            var text = "languages:   \(languages) (\(source))\n"
            text += "chain:       \(lookup.chain.isEmpty ? "empty" : lookup.chain.map(\.description).joined(separator: " → "))\n"
            text += "answered by: \(lookup.answeredBy.map(\.description) ?? "none; the key is missing")\n"
            if let step = lookup.answeredBy, step.rulesLocale != step.locale {
                text += "rules:       \(step.rulesLocale) plural rules and numbers\n"
            }
            if !lookup.pluralCategories.isEmpty {
                text += "plural form: \(lookup.pluralCategories.map(\.rawValue).joined(separator: ", "))\n"
            }
            for passed in lookup.passedOver {
                let lacks = switch passed.category {
                case .other?, nil: "no 'other' form"
                case let category?: "no '\(category.rawValue)' form and no 'other'"
                }
                text += "passed over: \(passed.step): \(lacks) for this count, so the next localization answers (Android falls back to 'other' and has no text without it)\n"
            }
            return text
        }

        /// An argument as a number when it is one, written the way Swift prints it, else text.
        static func formatArgument(_ text: String) -> FormatArgument {
            if let integer = Int(text), String(integer) == text { return .int(integer) }
            if let double = Double(text), double.isFinite, String(double) == text { return .double(double) }
            return .string(text)
        }
    }
}
