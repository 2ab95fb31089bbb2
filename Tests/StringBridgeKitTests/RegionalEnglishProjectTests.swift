import Foundation
import LocalizedStrings
import StringBridgeKit
import Testing
import TestSupport

/// `Fixtures/Conversion/RegionalEnglish/res`: `values/` (a=Color, b=Button), `values-en-rGB`
/// (a=Colour), `values-fr` (b only), `values-nb-rNO` (a, b) and `values-nn` (b only), converted
/// to Apple files and back into a copy of the project.
///
/// The expected texts are Android's, worked out from AOSP's rules (ResTable_config::match and
/// isLocaleBetterThan, frameworks/base libs/androidfw/ResourceTypes.cpp): a locale falls back
/// within its own language (a region of it, then the language), then to `values/`; `nn` and
/// `nb` are two languages (LocaleData.cpp names no such pair), so `nn` gets `a` from `values/`,
/// not from `values-nb-rNO`, and French never sees the British `Colour`.
@Suite("A regional English folder and nn/nb, both ways")
struct RegionalEnglishProjectTests {
    static let res = Fixtures.url("Conversion/RegionalEnglish/res").path

    /// What Android shows each language, by Apple language folder.
    static let shown: [String: [String: String]] = [
        "en": ["a": "Color", "b": "Button"],
        "en-GB": ["a": "Colour", "b": "Button"],
        "fr": ["a": "Color", "b": "Bouton"],
        "nb-NO": ["a": "Farge", "b": "Knapp"],
        "nn": ["a": "Color", "b": "Knapp på nynorsk"],
    ]

    @Test("Each .lproj table holds, as Foundation reads it, what Android shows that language")
    func lprojHoldsWhatAndroidShows() throws {
        let out = try TemporaryFolder()
        let result = try ConversionPipeline().run(ConversionRequest(paths: [Self.res], target: .lproj, outputFolder: out.path("")))
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        for (language, texts) in Self.shown {
            let data = try Data(contentsOf: URL(fileURLWithPath: out.path("\(language).lproj/Localizable.strings")))
            let read = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
            #expect(read == texts, "\(language)")
        }
    }

    @Test("The String Catalog holds, for each language, what Android shows it")
    func catalogHoldsWhatAndroidShows() throws {
        let out = try TemporaryFolder()
        let result = try ConversionPipeline().run(ConversionRequest(paths: [Self.res], target: .stringCatalog, outputFolder: out.path("")))
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        let data = try Data(contentsOf: URL(fileURLWithPath: out.path("Localizable.xcstrings")))
        let strings = try #require((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["strings"] as? [String: [String: Any]])
        for (language, texts) in Self.shown {
            for (key, text) in texts {
                let localization = (strings[key]?["localizations"] as? [String: [String: Any]])?[language]
                #expect((localization?["stringUnit"] as? [String: String])?["value"] == text, "\(language) \(key)")
            }
        }
    }

    @Test("Converting back into a copy of the project changes no file", arguments: [ConversionRequest.Target.lproj, .stringCatalog])
    func backIntoTheProject(_ target: ConversionRequest.Target) throws {
        let work = try TemporaryFolder()
        _ = try ConversionPipeline().run(ConversionRequest(paths: [Self.res], target: target, outputFolder: work.path("apple")))
        try FileManager.default.copyItem(atPath: Self.res, toPath: work.path("res"))
        let back = try ConversionPipeline().run(ConversionRequest(paths: [work.path("apple")], target: .android, outputFolder: work.path("res")))
        #expect(!back.diagnostics.containsErrors, "\(back.diagnostics)")
        #expect(back.changed.isEmpty, "\(back.changed.map(\.path))")
        for folder in ["values", "values-en-rGB", "values-fr", "values-nb-rNO", "values-nn"] {
            let original = try Data(contentsOf: URL(fileURLWithPath: Self.res + "/\(folder)/strings.xml"))
            #expect(try Data(contentsOf: URL(fileURLWithPath: work.path("res/\(folder)/strings.xml"))) == original, "\(folder)")
        }
    }
}
