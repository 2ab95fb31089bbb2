import AndroidResources
import Foundation
import LocalizedStrings
import Testing
import TestSupport

/// Every aapt2 compile error is reported with file, line and column, and the rest of the
/// file is still read. The fixtures under `Fixtures/Android/Invalid/` are named after the
/// error; their `expected.aapt2.json` proves that aapt2 rejects each one.
@Suite("Android invalid input")
struct AndroidInvalidInputTests {
    /// What the reader must report for a fixture: the diagnostic, where, and which of the
    /// valid neighbours (`before`, `after`, …) it still reads.
    struct Expectation: CustomTestStringConvertible, Sendable {
        var fixture: String
        var id: String
        var line: Int
        var column: Int
        var keys: [String]
        /// The rejected file, relative to the fixture.
        let file = "res/values/strings.xml"

        var testDescription: String { fixture }
    }

    // Lines and columns point at the offending character where there is one. aapt2 reports
    // lines only; for a multi-line string it names the end tag's line (7 in
    // UnescapedApostropheMultiline) where we name the apostrophe's (6). XML errors come
    // from libxml2 (aapt2 reports them on line 0).
    static let expectations: [Expectation] = [
        Expectation(fixture: "UnescapedApostrophe", id: "unescaped-apostrophe", line: 4, column: 26, keys: ["before", "after"]),
        Expectation(fixture: "UnescapedApostropheEntity", id: "unescaped-apostrophe", line: 4, column: 26, keys: ["before", "after"]),
        Expectation(fixture: "UnescapedApostropheInCData", id: "unescaped-apostrophe", line: 4, column: 47, keys: ["before", "after"]),
        Expectation(fixture: "UnescapedApostropheMultiline", id: "unescaped-apostrophe", line: 6, column: 11, keys: ["before", "after"]),
        Expectation(fixture: "InvalidUnicodeEscape", id: "invalid-unicode-escape", line: 4, column: 28, keys: ["before", "after"]),
        Expectation(fixture: "NestedXliff", id: "nested-xliff", line: 4, column: 61, keys: ["before", "after"]),
        Expectation(fixture: "InvalidPluralQuantity", id: "invalid-plural-quantity", line: 6, column: 9, keys: ["before", "after"]),
        Expectation(fixture: "DuplicatePluralQuantity", id: "duplicate-plural-quantity", line: 7, column: 9, keys: ["before", "after"]),
        Expectation(fixture: "DuplicateResource", id: "duplicate-resource", line: 5, column: 5, keys: ["before", "title", "after"]),
        Expectation(fixture: "DuplicateArrayName", id: "duplicate-resource", line: 5, column: 5, keys: ["before", "planets", "after"]),
        Expectation(fixture: "InvalidTranslatable", id: "invalid-boolean-attribute", line: 4, column: 5, keys: ["before", "after"]),
        Expectation(fixture: "InvalidFormatted", id: "invalid-boolean-attribute", line: 4, column: 5, keys: ["before", "after"]),
        Expectation(fixture: "MissingName", id: "missing-name", line: 4, column: 5, keys: ["before", "after"]),
        Expectation(fixture: "InvalidName", id: "invalid-name", line: 4, column: 5,
                    keys: ["before", "hyphen-name", "café", "名前", "class", "after"]),
        Expectation(fixture: "ArrayItemFormat", id: "invalid-array-item", line: 6, column: 9, keys: ["before", "after"]),
        Expectation(fixture: "InvalidArrayFormat", id: "invalid-array-format", line: 4, column: 5, keys: ["before", "after"]),
        Expectation(fixture: "MalformedXml", id: "malformed-xml", line: 4, column: 47, keys: ["before"]),
        Expectation(fixture: "UnboundPrefix", id: "malformed-xml", line: 4, column: 48, keys: ["before", "bad", "after"]),
        Expectation(fixture: "UndefinedEntity", id: "malformed-xml", line: 4, column: 32, keys: ["before"]),
        Expectation(fixture: "BillionLaughs", id: "unsafe-entity-expansion", line: 16, column: 31, keys: ["before"]),
    ]

    @Test("Every invalid fixture has an expectation")
    func everyFixtureIsCovered() {
        #expect(Set(Fixtures.subfolders(of: "Android/Invalid")) == Set(Self.expectations.map(\.fixture)))
    }

    @Test("aapt2 rejects the file, and the reader reports the error where it is", arguments: expectations)
    func errorIsReported(_ expectation: Expectation) throws {
        let folder = Fixtures.url("Android/Invalid/\(expectation.fixture)")
        let aapt2 = try AAPT2Expectations(caseFolder: folder)
        #expect(aapt2.files[expectation.file]?.compiled == false, "aapt2 compiles \(expectation.fixture)")

        let path = folder.appendingPathComponent(expectation.file).path
        let result = AndroidStringsReader().read(fileAt: path)
        let errors = result.diagnostics.filter { $0.severity == .error }
        let first = try #require(errors.first, "no error for \(expectation.fixture)")
        #expect(first.id == expectation.id)
        #expect(first.location == SourceLocation(path: path, line: expectation.line, column: expectation.column))
        #expect(result.table.entries.map(\.key) == expectation.keys)
    }

    @Test("Every name aapt2 rejects is an error on aapt2's line, whatever the resource's type")
    func invalidNamesAreReportedWhereAAPT2ReportsThem() throws {
        let folder = Fixtures.url("Android/Invalid/InvalidName")
        let aapt2 = try #require(try AAPT2Expectations(caseFolder: folder).files["res/values/strings.xml"])
        let expectedLines = aapt2.errors.filter { $0.message.contains("invalid entry name") }.map(\.line)
        let result = AndroidStringsReader().read(fileAt: folder.appendingPathComponent("res/values/strings.xml").path)
        let ours = result.diagnostics.filter { $0.id == AndroidDiagnosticID.invalidName }
        #expect(ours.allSatisfy { $0.severity == .error })
        #expect(ours.compactMap(\.location?.line) == expectedLines)
        #expect(expectedLines.count == 4)
    }

    @Test("Entity expansion beyond the limit is rejected, not performed")
    func expansionIsBounded() {
        // One 100 kB entity used 200 times would expand to 20 MB: far beyond 1 MiB and
        // eight times the document, so the reader stops with a clear error.
        let entity = String(repeating: "abcdefghij", count: 10_000)
        let uses = String(repeating: "&big;", count: 200)
        let xml = """
            <?xml version="1.0"?>
            <!DOCTYPE resources [<!ENTITY big "\(entity)">]>
            <resources><string name="s">\(uses)</string></resources>
            """
        let result = xml.utf8CString.withUnsafeBytes {
            AndroidStringsReader().read(bytes: UnsafeRawBufferPointer(rebasing: $0.dropLast()), path: "big.xml")
        }
        #expect(result.diagnostics.contains { $0.id == AndroidDiagnosticID.unsafeEntityExpansion })
        #expect(result.table.entries.isEmpty)
    }
}
