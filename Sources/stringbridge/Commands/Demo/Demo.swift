import AppSupport
import Foundation
import Localization
import LocalizedStrings

extension StringBridge {
    /// `stringbridge demo`: walks through the screens of a ported app in a language.
    struct Demo: Command {
        static let configuration = CommandConfiguration(
            commandName: "demo",
            abstract: "Walk through the screens of a ported sample app in a language.",
            discussion: DemoApp.all.map { "\($0.name): \($0.summary)" }.joined(separator: "\n\n") + """


            Every label is read through the Localization library. --resources chooses which form of the \
            app's strings is read: the Android res folder, the .lproj folders or the String Catalog; one \
            of them is the app's source and the others are what 'stringbridge convert' made of it, and all \
            three print the same screens. Exit status: 0 done, 1 when the resources cannot be found or have \
            errors, 2 wrong command line.
            """)

        static let arguments: [ArgumentSpec] = [
            .positional("app", help: "The ported app to show.", as: DemoApp.self),
            .option("language", valueName: "tag",
                    help: "A preferred language such as fr or pt-BR; repeat for more, most preferred first. Without it, LANGUAGE, LC_ALL, LC_MESSAGES and LANG decide.",
                    as: LanguageTag.self, repeating: true),
            .option("resources", valueName: "source",
                    help: "Which form of the strings to read: the Android res folder, the .lproj folders, or the String Catalog.",
                    default: AppResources.Form.android),
            .option("resources-path", valueName: "dir",
                    help: "The folder that holds res, apple and catalog; by default the app's own, installed with the tool."),
        ]

        var demo: DemoApp
        var languages: [LanguageTag]
        var form: AppResources.Form
        var resourcesPath: String?

        init(_ arguments: ParsedArguments) throws {
            demo = try arguments.required("app")
            languages = arguments.values("language")
            form = try arguments.required("resources")
            resourcesPath = arguments.value("resources-path")
        }

        func run() throws -> ExitStatus {
            guard let resources = resourcesPath.map(AppResources.init(folder:)) ?? demo.bundledResources() else {
                Output.error("error: the app's resources are not installed beside the tool; give --resources-path\n")
                return .failure
            }
            let localizer: Localizer
            do {
                localizer = try resources.localizer(from: form, languages: languages.isEmpty ? nil : languages,
                                                    configuration: demo.configuration)
            } catch {
                Output.error("error: \(error)\n")
                return .failure
            }
            Output.standard(demo.transcript(localizer))
            let diagnostics = localizer.diagnostics
            Output.diagnostics(diagnostics)
            return diagnostics.containsErrors ? .failure : .success
        }
    }
}
