import Foundation
import Localization
import LocalizedStrings
import Testing
import TestSupport

@Suite("Localizer loading")
struct LocalizerLoadingTests {
    // MARK: - Each kind of resources

    @Test("An Android res folder is read through its values folders, without device qualifiers")
    func androidResFolder() throws {
        let localizer = try notes(.android, "fr")
        #expect(localizer.localizations.map(\.name) == ["values", "values-b+sr+Latn", "values-fr", "values-pt-rBR", "values-ru"])
        #expect(localizer.fallbackChain.map(\.name) == ["values-fr", "values"])
        #expect(localizer.string("empty_state") == "Vous n’avez encore aucune note.")
        #expect(localizer.string("welcome_title") == "Bienvenue dans Notes")
        #expect(localizer.diagnostics.isEmpty)
    }

    @Test("A folder of .lproj folders reads .strings and .stringsdict of each table")
    func lprojFolder() throws {
        let localizer = try notes(.lproj, "pt-BR")
        #expect(localizer.localizations.map(\.name) == ["en", "fr", "pt-BR", "ru", "sr-Latn"])
        #expect(localizer.string("empty_state") == "Você ainda não tem nenhuma nota.")
        #expect(localizer.plural("notes_count", count: 2) == "2 notas")
    }

    @Test("A String Catalog gives one localization per language and its source language as the development language")
    func stringCatalog() throws {
        let localizer = try Localizer(resourcesAt: Fixtures.url("Apple/StringCatalog/Localizable.xcstrings").path,
                                      preferredLanguages: tags("de"))
        #expect(localizer.developmentLanguage == LanguageTag("en"))
        #expect(Set(localizer.localizations.map(\.name)) == ["en", "de", "fr", "ar", "ru"])
        #expect(localizer.string("greeting", "Ann") == "Hallo, Ann!")
        #expect(localizer.string("escapes") == "Quote \" backslash \\ newline \n tab \t slash / control \u{1} emoji 😀")
    }

    @Test("A catalog key without a source-language value reads as its key, as Xcode shows it")
    func implicitSourceValue() throws {
        let english = try localizer("Apple/StringCatalog/Localizable.xcstrings", "en")
        #expect(english.explain("untranslated source text").answeredBy?.name == "en")
        #expect(english.string("untranslated source text") == "untranslated source text")
        #expect(try localizer("Apple/StringCatalog/Localizable.xcstrings", "fr").string("untranslated source text")
            == "Texte source non traduit")
    }

    @Test("Tables already in memory are looked up like files, Android tables answering for every table name")
    func tablesInMemory() throws {
        let tables = [stringsTable(nil, ["title": "Title"]), stringsTable("fr", ["title": "Titre"]),
                      stringsTable("fr", ["title": "Nom"], name: "InfoPlist")]
        let localizer = try Localizer(resources: .tables(tables), preferredLanguages: tags("fr"))
        #expect(localizer.string("title") == "Titre")
        #expect(localizer.string("title", table: "InfoPlist") == "Nom")

        let android = StringTable(path: "values-fr/arrays.xml", format: .android, locale: LanguageTag("fr"),
                                  entries: [Entry(key: "title", value: .text("Titre"))])
        let androidLocalizer = try Localizer(resources: .tables([android]), preferredLanguages: tags("fr"))
        #expect(androidLocalizer.string("title", table: "InfoPlist") == "Titre")
    }

    @Test("Several tables of one .lproj folder are separate")
    func severalTables() throws {
        let folder = try TemporaryFolder()
        try folder.write("en.lproj/Localizable.strings", "\"name\" = \"Localizable name\";")
        try folder.write("en.lproj/InfoPlist.strings", "\"name\" = \"InfoPlist name\";")
        let localizer = try Localizer(resourcesAt: folder.path, preferredLanguages: tags("en"))
        #expect(localizer.string("name") == "Localizable name")
        #expect(localizer.string("name", table: "InfoPlist") == "InfoPlist name")
        #expect(localizer.string("name", table: "Missing") == "name")
    }

    @Test("A .stringsdict entry wins over the .strings entry with the same key, as in Foundation")
    func stringsdictWins() throws {
        let folder = try TemporaryFolder()
        try folder.write("en.lproj/Localizable.strings", "\"plain\" = \"from strings\";\n\"only_strings\" = \"kept\";")
        try FileManager.default.copyItem(atPath: Fixtures.url("Apple/StringsDict/en.lproj/Localizable.stringsdict").path,
                                         toPath: folder.path + "/en.lproj/Localizable.stringsdict")
        let localizer = try Localizer(resourcesAt: folder.path, preferredLanguages: tags("en"))
        #expect(localizer.string("plain") == "A plain string in a stringsdict")
        #expect(localizer.string("only_strings") == "kept")
    }

    // MARK: - Laziness

    @Test("A localization outside the chain is never read")
    func unusedLocalizationIsNotRead() throws {
        let localizer = try localizer("Runtime/Broken/Apple", "en")
        #expect(localizer.string("title") == "Title")
        #expect(localizer.diagnostics.isEmpty)
        localizer.setPreferredLanguages(tags("de"))
        #expect(localizer.string("title") == "Title")
        #expect(localizer.diagnostics.map(\.id) == ["malformed-strings"])
    }

    @Test("Switching back to a language loaded before reads nothing again")
    func tablesStayLoaded() throws {
        let localizer = try localizer("Runtime/Broken/Apple", "de")
        _ = localizer.string("title")
        localizer.setPreferredLanguages(tags("en"))
        _ = localizer.string("title")
        localizer.setPreferredLanguages(tags("de"))
        _ = localizer.string("title")
        #expect(localizer.diagnostics.count == 1)
    }

    @Test("preload reads the chain's tables before the first lookup")
    func preloadReadsTheChain() throws {
        let localizer = try localizer("Runtime/Broken/Apple", "fr de")
        #expect(localizer.diagnostics.isEmpty)
        localizer.preload()
        #expect(localizer.diagnostics.map(\.id) == ["malformed-strings", "malformed-strings"])
    }

    // MARK: - Errors

    @Test("A malformed file keeps what could be read, and every other locale stays usable")
    func malformedAppleFile() throws {
        let localizer = try localizer("Runtime/Broken/Apple", "fr")
        #expect(localizer.string("title") == "Titre")
        #expect(localizer.string("footer") == "Footer")
        #expect(localizer.explain("footer").answeredBy?.name == "en")
        let diagnostic = try #require(localizer.diagnostics.first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location?.path.hasSuffix("fr.lproj/Localizable.strings") == true)
        #expect(diagnostic.location?.line == 3)
    }

    @Test("An aapt2 error in an Android file leaves its folder out, as convert does; the other folders stay usable")
    func malformedAndroidFile() throws {
        let localizer = try localizer("Runtime/Broken/res", "fr")
        // values-fr's readable "Titre" is not used: aapt2 rejects the folder's file, and convert
        // leaves values-fr out, so the app and its Apple port show values/'s text.
        #expect(localizer.string("title") == "Title")
        #expect(localizer.string("body") == "Body")
        #expect(localizer.diagnostics.map(\.id) == ["skipped-resource-folder", "unescaped-apostrophe", "skipped-resource-folder"])
        #expect(localizer.diagnostics.last?.message.hasPrefix("values-fr is left out, as convert leaves it out") == true)
        #expect(localizer.diagnostics.last?.location?.line == 4)
    }

    @Test("A missing path and a folder without string resources are errors that say what was expected")
    func missingAndUnrecognizedPaths() throws {
        #expect(throws: LocalizerError.resourcesNotFound(path: "/nonexistent/res")) {
            try Localizer(resourcesAt: "/nonexistent/res")
        }
        let empty = try TemporaryFolder()
        #expect(throws: LocalizerError.unrecognizedResources(path: empty.path)) {
            try Localizer(resourcesAt: empty.path)
        }
        #expect(throws: LocalizerError.resourcesNotFound(path: "/nonexistent/res")) {
            try Localizer(resources: .android(resFolder: "/nonexistent/res"))
        }
        #expect(LocalizerError.unrecognizedResources(path: "x").description.contains("expected an Android res folder"))
    }

    @Test("Resources are recognised from a path")
    func detection() throws {
        guard case .android = try LocalizationResources.detect(at: NotesResources.android.path) else {
            Issue.record("res folder not recognised")
            return
        }
        guard case .apple = try LocalizationResources.detect(at: NotesResources.lproj.path) else {
            Issue.record("lproj folder not recognised")
            return
        }
        guard case .stringCatalog = try LocalizationResources.detect(at: NotesResources.catalog.path) else {
            Issue.record("catalog not recognised")
            return
        }
        #expect(throws: LocalizerError.self) {
            try LocalizationResources.detect(at: Fixtures.url("Runtime/Notes/res/values/strings.xml").path)
        }
    }
}

/// A folder under the temporary directory, removed when the value goes away.
final class TemporaryFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "stringbridge-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes a UTF-8 file at a path relative to the folder, creating folders.
    func write(_ relativePath: String, _ text: String) throws {
        let file = path + "/" + relativePath
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}
