import AppleResources
import Foundation
import LocalizedStrings
import Testing
import TestSupport

/// Broken files give errors with line and column, never a crash.
@Suite("Apple malformed input")
struct MalformedInputTests {
    @Test("Broken .strings files: the error names the line and column",
          arguments: [
            ("Invalid/MissingSemicolon", 3, 1, "missing ';'"),
            ("Invalid/UnterminatedString", 2, 7, "unterminated quoted string"),
            ("Invalid/Truncated", 2, 7, "unterminated quoted string"),
            ("Invalid/MissingValue", 2, 7, "where a value should be"),
            ("Invalid/StrayCharacter", 2, 5, "expected '=' or ';'"),
          ])
    func brokenStrings(_ fixture: String, _ line: Int, _ column: Int, _ message: String) throws {
        let path = Fixtures.url("Apple/\(fixture)/en.lproj/Localizable.strings").path
        let result = StringsFileReader().read(fileAt: path)
        let error = try #require(result.diagnostics.first { $0.severity == .error })
        #expect(error.id == AppleDiagnosticID.malformedStrings)
        #expect(error.location?.line == line)
        #expect(error.location?.column == column)
        #expect(error.message.contains(message))
    }

    @Test("A file that is neither UTF-8 nor UTF-16 with a BOM is a clear error")
    func unsupportedEncoding() {
        let result = StringsFileReader().read(fileAt: Fixtures.url("Apple/Invalid/Latin1/en.lproj/Localizable.strings").path)
        #expect(result.diagnostics.map(\.id) == [AppleDiagnosticID.unsupportedEncoding])
        #expect(result.diagnostics.first?.message.contains("save it as UTF-8") == true)
    }

    @Test("JSON errors in a String Catalog name the line and column")
    func jsonErrors() throws {
        let cases: [(String, Int, Int)] = [
            ("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : { \"x\" : 1, }\n  }\n}", 4, 22),
            ("{\n  \"sourceLanguage\" : \"en\"\n  \"strings\" : {}\n}", 3, 3),
            ("{ \"sourceLanguage\" : \"en\", \"strings\" : { \"a\" : \"unterminated } }", 1, 48),
            ("", 1, 1),
        ]
        for (text, line, column) in cases {
            let (tables, diagnostics) = StringCatalogReader().read(bytes: Array(text.utf8), path: "c.xcstrings")
            #expect(tables.isEmpty)
            let error = try #require(diagnostics.first)
            #expect(error.id == AppleDiagnosticID.malformedJSON)
            #expect(error.location?.line == line, "\(text)")
            #expect(error.location?.column == column, "\(text)")
        }
        let notCatalog = StringCatalogReader().read(bytes: Array("[1, 2]".utf8), path: "c.xcstrings")
        #expect(notCatalog.diagnostics.map(\.id) == [AppleDiagnosticID.malformedCatalog])
    }

    @Test("Every prefix of every Apple fixture is read without a crash")
    func truncations() throws {
        // Cutting a file at every byte reaches every state of every reader: unterminated
        // strings, escapes and comments, half a UTF-16 unit, half an XML tag, half a JSON value.
        let files = AppleResourceTree.files(under: Fixtures.url("Apple").path)
        #expect(files.count > 15)
        for path in files {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            let step = max(1, bytes.count / 300)
            for length in stride(from: 0, to: bytes.count, by: step) {
                let prefix = Array(bytes[..<length])
                switch (path as NSString).pathExtension {
                case "strings": _ = StringsFileReader().read(bytes: prefix, path: path)
                case "stringsdict": _ = prefix.withUnsafeBytes { StringsDictReader().read(bytes: $0, path: path) }
                default: _ = StringCatalogReader().read(bytes: prefix, path: path)
                }
            }
        }
    }
}
