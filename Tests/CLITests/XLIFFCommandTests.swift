import Foundation
import Testing
import TestSupport

/// XLIFF and the Apple ⇄ Apple conversions as a user runs them: `convert --to xliff`, a
/// Localization Catalog as the input of `convert`, `dump`, `lint` and `lookup`, and the errors.
@Suite("stringbridge with XLIFF and String Catalog ⇄ .lproj")
struct XLIFFCommandTests {
    @Test("--to xliff writes a Localization Catalog for each --language")
    func export() throws {
        let out = try TemporaryFolder()
        let result = try stringbridge(["convert", "Fixtures/XLIFF/Project", "--to", "xliff", "--language", "fr", "--language", "de",
                                       "--out", out.url.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "Converted 2 locales, 32 strings, 0 plurals, 0 arrays, 0 errors, 0 warnings; wrote 10 of 10 files.\n")
        #expect(try Data(contentsOf: out.url("fr.xcloc/Localized Contents/fr.xliff")) == Data(contentsOf: Fixtures.url("XLIFF/Project/fr.xliff")))
        #expect(FileManager.default.fileExists(atPath: out.path("de.xcloc/Source Contents/App/en.lproj/Localizable.stringsdict")))
    }

    @Test("--language names what --to xliff exports, and nothing else")
    func languageNeedsXLIFF() throws {
        let result = try stringbridge(["convert", "Fixtures/XLIFF/Project", "--to", "apple", "--language", "fr", "--out", "/tmp/unused"])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("error: --language names the languages --to xliff exports; give --to xliff\n"))
    }

    @Test("A translated Localization Catalog imports into a project, and importing it again changes nothing")
    func importTranslations() throws {
        let temporary = try TemporaryFolder()
        let project = temporary.path("project")
        try FileManager.default.copyItem(atPath: Fixtures.url("XLIFF/Project").path, toPath: project)
        let result = try stringbridge(["convert", "Fixtures/XLIFF/Translated/fr.xcloc", "--to", "apple", "--out", project])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasSuffix("wrote 3 of 3 files.\n"))
        #expect(try String(contentsOfFile: project + "/App/fr.lproj/Main.strings", encoding: .utf8) == "\"3i8-2m-QFG.text\" = \"Bienvenue\";\n")
        let check = try stringbridge(["convert", "Fixtures/XLIFF/Translated/fr.xcloc", "--to", "apple", "--out", project, "--check"])
        #expect(check.status == 0, "\(check.standardOutput)")
    }

    /// A catalog with an implicit key (no `en`: the key is the text) and a key whose `en`
    /// value is its key, as Xcode writes them.
    static let implicitKeysCatalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Cancel" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Cancel" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Annuler" } }
              }
            },
            "Hello" : {
              "localizations" : {
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    @Test("Translations imported into the project's String Catalog change their values and nothing of the development language")
    func importIntoCatalog() throws {
        let temporary = try TemporaryFolder()
        let catalog = temporary.path("project/App/Localizable.xcstrings")
        try FileManager.default.createDirectory(atPath: temporary.path("project/App"), withIntermediateDirectories: true)
        try Self.implicitKeysCatalog.write(toFile: catalog, atomically: true, encoding: .utf8)
        let export = try stringbridge(["convert", temporary.path("project"), "--to", "xliff", "--language", "fr", "--out", temporary.path("exports")])
        #expect(export.status == 0, "\(export.standardError)")
        let xliff = temporary.path("exports/fr.xcloc/Localized Contents/fr.xliff")
        let exported = try String(contentsOfFile: xliff, encoding: .utf8)
        // Xcode exports an implicit key's key as its source.
        #expect(exported.contains("<source>Hello</source>"), "\(exported)")
        try exported.replacingOccurrences(of: "<target state=\"translated\">Bonjour</target>", with: "<target state=\"translated\">Salut</target>")
            .write(toFile: xliff, atomically: true, encoding: .utf8)

        let imported = try stringbridge(["convert", temporary.path("exports/fr.xcloc"), "--to", "xcstrings", "--out", temporary.path("project")])
        #expect(imported.status == 0, "\(imported.standardError)")
        func localizations(_ json: Data) throws -> [String: [String: String]] {
            let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
            let strings = try #require(object["strings"] as? [String: [String: Any]])
            return strings.mapValues { key in
                ((key["localizations"] as? [String: [String: Any]]) ?? [:]).compactMapValues { ($0["stringUnit"] as? [String: String])?["value"] }
            }
        }
        let after = try localizations(Data(contentsOf: URL(fileURLWithPath: catalog)))
        #expect(after == ["Cancel": ["en": "Cancel", "fr": "Annuler"], "Hello": ["fr": "Salut"]])
    }

    @Test("Bad XLIFF is an error at its file, line and column, and exit status 1")
    func badXLIFF() throws {
        let out = try TemporaryFolder()
        let result = try stringbridge(["convert", "Fixtures/XLIFF/Invalid/broken.xliff", "--to", "apple", "--out", out.url.path])
        #expect(result.status == 1)
        #expect(result.standardError.contains("Fixtures/XLIFF/Invalid/broken.xliff:7:32: error: xml parser error: Opening and ending tag mismatch"))
        let dump = try stringbridge(["dump", "Fixtures/XLIFF/Invalid/unit-without-id.xliff", "--format", "text"])
        #expect(dump.status == 1)
        #expect(dump.standardError.contains("unit-without-id.xliff:13:7: error: a <trans-unit> has no id"))
        #expect(dump.standardOutput.contains("unit-without-id.xliff/fr.lproj/Localizable.strings (strings, fr)\n  greeting = \"Bonjour\""))
    }

    @Test("dump, lint and lookup read a Localization Catalog as the tables it translates")
    func otherCommands() throws {
        let dump = try stringbridge(["dump", "Fixtures/XLIFF/Translated/fr.xcloc", "--format", "text"])
        #expect(dump.status == 0, "\(dump.standardError)")
        #expect(dump.standardOutput.contains("fr.xliff/App/fr.lproj/Localizable.strings (strings, fr)\n  Cancel = \"Annuler\"\n  author = \"De %@\""))
        let lint = try stringbridge(["lint", "Fixtures/XLIFF/Translated/fr.xcloc"])
        #expect(lint.status == 0, "\(lint.standardOutput)")
        let lookup = try stringbridge(["lookup", "--resources", "Fixtures/XLIFF/Translated/fr.xcloc", "--language", "fr", "author", "Ann"])
        #expect(lookup.standardOutput == "De Ann\n")
    }

    @Test("A String Catalog converts to .lproj files, saying what they cannot hold")
    func catalogToLproj() throws {
        let out = try TemporaryFolder()
        let result = try stringbridge(["convert", "Fixtures/XLIFF/Catalog/Localizable.xcstrings", "--to", "apple", "--out", out.url.path,
                                       "--verbose"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("warning: \"wifi_device_plural\" (en) is left out of the .lproj files: a device variant varies by plural"))
        #expect(result.standardError.contains("do not hold the extractionState of 10 keys, 1 key marked Don't Translate"))
        #expect(try String(contentsOfFile: out.path("fr.lproj/Localizable.strings"), encoding: .utf8).contains("\"greeting\" = \"Bonjour, %@ !\";"))
        // .lproj folders alone are no input of --to apple.
        let lproj = try stringbridge(["convert", out.url.path + "/fr.lproj", "--to", "apple", "--out", out.url.path])
        #expect(lproj.status == 2)
        #expect(lproj.standardError.contains("no Android string resources (values*/*.xml), String Catalogs (.xcstrings) or XLIFF files"))
    }
}
