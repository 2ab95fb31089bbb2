import Foundation
import Testing
import TestSupport

/// The files `generate swift` writes compile against the `Localization` module, in every style,
/// and call sites type-check only with the right names and argument types: swiftc type-checks
/// them against the modules of this build (`.build/debug/Modules`).
@Suite("Generated code compiles")
struct GeneratedCodeCompilesTests {
    /// Type-checks Swift files against the build's modules; the exit status and the messages.
    static func typecheck(_ files: [String], in folder: TemporaryFolder) throws -> (status: Int32, output: String) {
        let root = Fixtures.repositoryRoot
        return try run(onPath, ["swiftc", "-typecheck", "-package-name", "GeneratedCodeCompilesTests"] + files + [
            "-I", root.appendingPathComponent(".build/debug/Modules").path,
            "-module-cache-path", folder.path("module-cache"),
            "-Xcc", "-fmodule-map-file=" + root.appendingPathComponent("Sources/CLibXML2/module.modulemap").path,
            "-Xcc", "-I/usr/include/libxml2",
        ])
    }

    /// Generates a fixture's accessors with options, writes beside them the Swift code that
    /// uses them, and type-checks both.
    static func check(_ fixture: String, _ options: [String], using code: String) throws -> (status: Int32, output: String) {
        let folder = try TemporaryFolder(prefix: "generated-code")
        let generated = folder.path("Generated.swift")
        let result = try stringbridge(["generate", "swift", Fixtures.url(fixture).path, "--out", generated, "--quiet"] + options)
        #expect(result.status == 0, "\(result.standardError)")
        let use = folder.path("Use.swift")
        try ("import Localization\nimport LocalizedStrings\n" + code).write(toFile: use, atomically: true, encoding: .utf8)
        return try typecheck([generated, use], in: folder)
    }

    @Test("Static members of a flat enum, with the types the placeholders give")
    func flatStatic() throws {
        let result = try Self.check("Generate/Android/res", [], using: """
            func use() -> [String] {
                L10n.localizer = try! Localizer(resources: .tables([]))
                return [L10n.appName, L10n.greeting(userName: "Ann"), L10n.sharedBy("Ann", 5), L10n.distance(2.5), L10n.initial("A"),
                        L10n.colorCode(255), L10n.notesCount(count: 3), L10n.filesInFolder(count: 2, folder: "Docs"),
                        L10n.kilometres(count: 1.0), L10n.default, L10n.self_, L10n.localizer_] + L10n.sortOrders
            }
            """)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test("Structured public members, several plural variables, nested types for . and _")
    func structuredPublic() throws {
        let result = try Self.check("Generate/Apple", ["--style", "structured", "--access", "public", "--enum-name", "Strings"], using: """
            public func use() -> [String] {
                [Strings.Files.In.folders(files: 1, folders: 3), Strings.Passwords.In.accounts(passwords: 2, accounts: 1),
                 Strings.Remaining.distance(distance: 1.5, "Ann"), Strings.tabs(tabs: 4), Strings.gap(1, "x"), Strings.hello("Ann"),
                 Strings.A.b_108bf50c, Strings._2fa.title, Strings.aB]
            }
            """)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test("Instance members of an extension, reading the extended type's localizer; a catalog's substitutions")
    func instanceMembers() throws {
        let result = try Self.check("Generate/Catalog/Localizable.xcstrings", ["--members", "instance", "--enum-name", "AlbumText",
                                                                              "--style", "structured"], using: """
            struct AlbumText {
                let localizer: Localizer
            }
            func use(_ text: AlbumText) -> [String] {
                [text.download.progress(megabytes: 2.5, "photo.jpg"), text.photos.count(count: 3), text.open.hint("Files"), text.title]
            }
            """)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test("--localizer: the members read the expression given, in a package-wide enum")
    func localizerExpression() throws {
        let result = try Self.check("Generate/Android/res", ["--localizer", "AppLocalization.shared", "--access", "package"], using: """
            enum AppLocalization {
                static let shared = try! Localizer(resources: .tables([]))
            }
            func use() -> String { L10n.notesCount(count: 1) }
            """)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test("A misspelt key, or an argument of the wrong type, does not compile", arguments: [
        ("L10n.settingTitle", "has no member 'settingTitle'"),
        ("L10n.sharedBy(5, \"Ann\")", "cannot convert value of type 'Int' to expected argument type 'String'"),
        ("L10n.notesCount(3)", "missing argument label 'count:'"),
    ])
    func wrongUseDoesNotCompile(_ expression: String, _ message: String) throws {
        let result = try Self.check("Generate/Android/res", [], using: "func use() -> String { \(expression) }\n")
        #expect(result.status != 0)
        #expect(result.output.contains(message), "\(result.output)")
    }

    @Test("A misspelt key in a ported app does not compile: its strings are members of its Text type")
    func misspeltKeyInAnApp() throws {
        let folder = try TemporaryFolder(prefix: "generated-code")
        let use = folder.path("Use.swift")
        try "@testable import RentalROI\nfunc use(_ text: RentalROIText) -> String { text.labelPropery }\n"
            .write(toFile: use, atomically: true, encoding: .utf8)
        let misspelt = try Self.typecheck([use], in: folder)
        #expect(misspelt.output.contains("value of type 'RentalROIText' has no member 'labelPropery'"), "\(misspelt.output)")
        try "@testable import RentalROI\nfunc use(_ text: RentalROIText) -> String { text.labelProperty }\n"
            .write(toFile: use, atomically: true, encoding: .utf8)
        #expect(try Self.typecheck([use], in: folder).status == 0)
    }
}
