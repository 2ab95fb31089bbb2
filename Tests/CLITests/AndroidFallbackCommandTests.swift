import Foundation
import Testing
import TestSupport

/// `Fixtures/Conversion/RegionalEnglish/res`: `values/` has `a` = "Color" and `b`, `values-en-rGB`
/// only `a` = "Colour", `values-fr` only `b`, `values-nb-rNO` both, `values-nn` only `b`. Android
/// shows "Color" to French, Norwegian Nynorsk and US English users (`ResTable_config::match`
/// serves no folder of another language; `isLocaleBetterThan` puts `values/` before `en-GB` for
/// `en-US`): convert and lookup must agree with it.
@Suite("Android fallback in convert and lookup")
struct AndroidFallbackCommandTests {
    static let res = "Fixtures/Conversion/RegionalEnglish/res"

    /// A `.strings` file as Foundation reads it.
    static func strings(_ url: URL) throws -> [String: String] {
        let data = try Data(contentsOf: url)
        return try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])
    }

    @Test("Gap fills come from the user's own language or values/, never from another language's folder")
    func gapFillsStayInTheLanguage() throws {
        let temporary = try TemporaryFolder()
        let result = try stringbridge(["convert", Self.res, "--to", "apple", "--out", temporary.url.path, "--verbose"])
        #expect(result.status == 0, "\(result.standardError)")
        func table(_ locale: String) throws -> [String: String] {
            try Self.strings(temporary.url.appendingPathComponent("\(locale).lproj/Localizable.strings"))
        }
        #expect(try table("fr") == ["a": "Color", "b": "Bouton"])
        #expect(try table("nn") == ["a": "Color", "b": "Knapp på nynorsk"])
        #expect(try table("en-GB")["a"] == "Colour")
        #expect(try table("nb-NO") == ["a": "Farge", "b": "Knapp"])
        let french = try String(contentsOf: temporary.url.appendingPathComponent("fr.lproj/Localizable.strings"), encoding: .utf8)
        #expect(!french.contains("Colour"))
        #expect(result.standardError.contains("values-fr lacks 1 key that Android shows its users from values;"),
                "\(result.standardError)")
        #expect(!result.standardError.contains("from values-en-rGB"), "\(result.standardError)")
        #expect(!result.standardError.contains("from values-nb-rNO"), "\(result.standardError)")
    }

    @Test("lookup --explain shows Android's chain", arguments: [
        ("fr", "values-fr (fr) → values (en)"),
        ("ace", "values (en)"),
        ("en-US", "values (en) → values-en-rGB (en-GB)"),
        ("nn", "values-nn (nn) → values (en)"),
    ])
    func explainedChain(_ language: String, _ chain: String) throws {
        let result = try stringbridge(["lookup", "--resources", Self.res, "--language", language, "--explain", "a"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == """
            Color
            languages:   \(language) (--language)
            chain:       \(chain)
            answered by: values (en)

            """)
    }

    @Test("An Australian user reads the British folder before values/")
    func regionOfTheLanguage() throws {
        let result = try stringbridge(["lookup", "--resources", Self.res, "--language", "en-AU", "--explain", "a"])
        #expect(result.standardOutput.hasPrefix("Colour\nlanguages:   en-AU (--language)\nchain:       values-en-rGB (en-GB) → values (en)\n"))
    }
}
