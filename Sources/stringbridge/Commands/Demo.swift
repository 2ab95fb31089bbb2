import Foundation
import Localization
import LocalizedStrings
import RentalROI

extension StringBridge {
    /// `stringbridge demo`: walks through the screens of a ported app in a language.
    struct Demo: Command {
        static let configuration = CommandConfiguration(
            commandName: "demo",
            abstract: "Walk through the screens of a ported sample app in a language.",
            discussion: """
            rental: RentalROI, the Android rental-property calculator ported to Swift, with every label \
            read through the Localization library. For a sample property it prints the property screen, \
            the interest rate's edit screen before and after an invalid text is saved, the first rows and \
            the last row of the amortization schedule, and one month's details. --resources chooses which \
            form of the app's strings is read: the Android res folder, or the .lproj folders or String \
            Catalog that 'stringbridge convert' made of it; all three print the same screens. Exit status: \
            0 done, 1 when the resources cannot be found or have errors, 2 wrong command line.
            """)

        /// The ported apps the command can show.
        static let apps = ["rental"]

        static let arguments: [ArgumentSpec] = [
            .positional("app", help: "The ported app to show: rental (RentalROI)."),
            .option("language", valueName: "tag",
                    help: "A preferred language such as fr or pt-BR; repeat for more, most preferred first. Without it, LANGUAGE, LC_ALL, LC_MESSAGES and LANG decide.",
                    repeating: true),
            .option("resources", valueName: "source",
                    help: "Which form of the strings to read: the Android res folder, the converted .lproj folders, or the converted String Catalog.",
                    default: "android", allowed: RentalROIResources.Source.allCases.map(\.rawValue)),
            .option("resources-path", valueName: "dir",
                    help: "The folder that holds res, apple and catalog; by default the app's own, installed with the tool."),
        ]

        var app: String
        var languages: [String]
        var source: RentalROIResources.Source
        var resourcesPath: String?

        init(_ arguments: ParsedArguments) throws {
            app = arguments.value("app") ?? ""
            languages = arguments.values("language")
            source = RentalROIResources.Source(rawValue: arguments.value("resources") ?? "") ?? .android
            resourcesPath = arguments.value("resources-path")
        }

        func validate() throws {
            guard Self.apps.contains(app) else {
                throw ValidationError("The value '\(app)' is invalid for '<app>'; use one of: \(Self.apps.joined(separator: ", "))")
            }
            for language in languages where Lookup.languageTag(language) == nil {
                throw ValidationError("The value '\(language)' is not a language tag such as pt-BR or zh-Hant-TW")
            }
        }

        func run() throws -> ExitStatus {
            guard let folder = resourcesPath ?? RentalROIResources.bundled?.folder else {
                Output.error("error: the app's resources are not installed beside the tool (StringBridge_RentalROI.resources); give --resources-path\n")
                return .failure
            }
            let localizer: Localizer
            do {
                localizer = try RentalROIResources(folder: folder).localizer(
                    from: source, languages: languages.isEmpty ? nil : languages.compactMap(Lookup.languageTag))
            } catch {
                Output.error("error: \(error)\n")
                return .failure
            }
            Output.standard(RentalROIDemo.transcript(localizer: localizer))
            let diagnostics = localizer.diagnostics
            Output.diagnostics(diagnostics)
            return diagnostics.containsErrors ? .failure : .success
        }
    }
}
