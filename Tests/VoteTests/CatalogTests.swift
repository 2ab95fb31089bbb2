import AppleResources
import CLDR
import Foundation
import Localization
import LocalizedStrings
import Testing
import TestSupport
@testable import Vote

/// The String Catalog, the source of the app's strings, read as plain JSON: what Xcode would
/// save, with the plural categories CLDR gives each language.
@Suite("The String Catalog")
struct CatalogTests {
    static let path = Fixtures.appResources("Vote").appendingPathComponent("catalog/Localizable.xcstrings").path

    static func strings() throws -> [String: [String: Any]] {
        let data = try #require(FileManager.default.contents(atPath: path))
        let catalog = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(catalog["sourceLanguage"] as? String == "en")
        #expect(catalog["version"] as? String == "1.0")
        return try #require(catalog["strings"] as? [String: [String: Any]])
    }

    @Test("Every key has a comment, manual extraction and a translated unit in each of the ten languages")
    func asXcodeSavesIt() throws {
        for (key, entry) in try Self.strings() {
            #expect(!((entry["comment"] as? String) ?? "").isEmpty, "\(key) has no comment for translators")
            #expect(entry["extractionState"] as? String == "manual", "\(key)")
            let localizations = try #require(entry["localizations"] as? [String: [String: Any]], "\(key)")
            #expect(Set(localizations.keys) == Set(voteLanguages), "\(key)")
            for (language, localization) in localizations {
                let states = Self.stringUnitStates(in: localization)
                #expect(!states.isEmpty && states.allSatisfy { $0 == "translated" }, "\(key) \(language): \(states)")
            }
        }
    }

    @Test("It is in Xcode's layout: the catalog writer gives back the same bytes")
    func xcodeLayout() throws {
        let read = AppleResourceTree.read([Self.path])
        #expect(read.diagnostics.isEmpty)
        let document = StringCatalogWriter().document(for: read.tables, sourceLanguage: LanguageTag("en"))
        let onDisk = try #require(FileManager.default.contents(atPath: Self.path))
        #expect(Array(document.text.utf8) == [UInt8](onDisk))
    }

    @Test("Each plural has exactly the categories CLDR gives its language", arguments: voteLanguages)
    func pluralCategories(_ language: String) throws {
        let expected = Set(PluralRules(for: LanguageTag(language)!).categories.map(\.rawValue))
        var plurals = 0
        for (key, entry) in try Self.strings() {
            let localization = try #require((entry["localizations"] as? [String: [String: Any]])?[language])
            for (name, substitution) in (localization["substitutions"] as? [String: [String: Any]]) ?? [:] {
                let forms = try #require((substitution["variations"] as? [String: Any])?["plural"] as? [String: Any])
                #expect(Set(forms.keys) == expected, "\(key) \(language) %#@\(name)@")
                #expect(substitution["argNum"] as? Int == 1, "the count is argument 1, as Android passes it")
                plurals += 1
            }
        }
        #expect(plurals == 2)
    }

    @Test("Every sample label is named after a key of the catalog")
    func sampleLabelsAreKeys() throws {
        let keys = Set(try Self.strings().keys)
        #expect(SampleLabel.allCases.filter { !keys.contains($0.rawValue) } == [])
    }

    /// The `state` of every string unit in a localization, its variations and substitutions.
    static func stringUnitStates(in value: Any) -> [String] {
        guard let object = value as? [String: Any] else { return [] }
        var states: [String] = []
        if let unit = object["stringUnit"] as? [String: Any] { states.append(unit["state"] as? String ?? "(none)") }
        for (key, child) in object where key != "stringUnit" {
            states += stringUnitStates(in: child)
        }
        return states
    }
}
