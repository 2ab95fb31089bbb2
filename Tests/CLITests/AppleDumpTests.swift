import Foundation
import Testing
import TestSupport

@Suite("stringbridge dump on Apple formats")
struct AppleDumpTests {
    static func document(_ arguments: [String]) throws -> [String: Any] {
        let result = try stringbridge(arguments)
        return try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    }

    @Test("A .stringsdict entry dumps its format and variables")
    func stringsDict() throws {
        let document = try Self.document(["dump", "Fixtures/Apple/StringsDict/en.lproj/Localizable.stringsdict"])
        let table = try #require((document["tables"] as? [[String: Any]])?.first)
        #expect(table["format"] as? String == "stringsdict")
        #expect(table["locale"] as? String == "en")
        let entry = try #require((table["entries"] as? [[String: Any]])?.first)
        #expect(entry["kind"] as? String == "plural")
        #expect(entry["format"] as? String == "%1$#@files@ in %2$#@folders@")
        let files = try #require((entry["variables"] as? [String: Any])?["files"] as? [String: Any])
        #expect(files["valueType"] as? String == "d")
        #expect(files["forms"] as? [String: String] == ["one": "%d file", "other": "%d files"])
    }

    @Test("A String Catalog dumps one table per language with state and shouldTranslate")
    func catalog() throws {
        let document = try Self.document(["dump", "Fixtures/Apple/StringCatalog/Localizable.xcstrings"])
        let tables = try #require(document["tables"] as? [[String: Any]])
        #expect(tables.map { $0["locale"] as? String } == ["en", "de", "ar", "ru", "fr"])
        let french = try #require(tables.last?["entries"] as? [[String: Any]])
        let greeting = try #require(french.first { $0["key"] as? String == "greeting" })
        #expect(greeting["state"] as? String == "needs_review")
        #expect(greeting["shouldTranslate"] as? Bool == true)
        let english = try #require(tables.first?["entries"] as? [[String: Any]])
        let device = try #require(english.first { $0["key"] as? String == "tap_to_continue" })
        #expect(device["kind"] as? String == "device")
        let forms = try #require(device["forms"] as? [String: Any])
        #expect(forms["mac"] as? String == "Click to continue")
        #expect((forms["watch_plural"] as? [String: Any])?["kind"] as? String == "plural")
        let brand = try #require(english.first { $0["key"] as? String == "brand_name" })
        #expect(brand["shouldTranslate"] as? Bool == false)
    }

    @Test("--format xcstrings writes an unchanged catalog back byte for byte")
    func catalogRoundTrip() throws {
        let path = "Fixtures/Apple/StringCatalog/Localizable.xcstrings"
        let result = try stringbridge(["dump", "--format", "xcstrings", path])
        #expect(result.status == 0)
        let original = try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent(path), encoding: .utf8)
        #expect(result.standardOutput == original)
    }

    @Test("--format strings writes a UTF-16 file's table as .strings text")
    func stringsFormat() throws {
        let result = try stringbridge(["dump", "--format", "strings", "Fixtures/Apple/Encodings/UTF16LE/en.lproj/Localizable.strings"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "/* Encoding fixture */\n\"greeting\" = \"Grüße 😀\";\n\n\"second\" = \"Zweite\";\n")
    }
}
