import AppleResources
import Foundation
import LocalizedStrings
import Testing
import TestSupport

/// read → write → read gives the identical model for every Apple fixture and corpus file,
/// and an unchanged String Catalog is written back byte for byte.
@Suite("Apple round trip")
struct AppleRoundTripTests {
    static func compare(_ first: [Entry], _ second: [Entry], _ path: String) {
        #expect(first.count == second.count, "\(path): \(first.count) entries read, \(second.count) after the round trip")
        for (before, after) in zip(first, second) where before.withoutLocation != after.withoutLocation {
            Issue.record("\(path): \(before.key) changed:\n  read:    \(before.withoutLocation)\n  re-read: \(after.withoutLocation)")
        }
    }

    static func checkStrings(_ path: String) {
        let first = StringsFileReader().read(fileAt: path)
        guard !first.diagnostics.contains(where: { $0.severity == .error }) else { return }
        let written = StringsFileWriter().data(for: first.table)
        #expect(written.diagnostics.isEmpty, "\(path)")
        let second = StringsFileReader().read(bytes: written.bytes, path: path, locale: first.table.locale)
        #expect(second.diagnostics.filter { $0.severity == .error }.isEmpty, "\(path): \(second.diagnostics)")
        compare(first.table.entries, second.table.entries, path)
        #expect(second.table.details == first.table.details, "\(path)")
    }

    static func checkStringsDict(_ path: String) {
        let first = StringsDictReader().read(fileAt: path)
        let written = StringsDictWriter().document(for: first.table)
        let second = Array(written.text.utf8).withUnsafeBytes {
            StringsDictReader().read(bytes: $0, path: path, locale: first.table.locale)
        }
        compare(first.table.entries, second.table.entries, path)
    }

    static func checkCatalog(_ path: String, byteIdentical: Bool) throws {
        let original = try Data(contentsOf: URL(fileURLWithPath: path))
        let first = StringCatalogReader().read(bytes: [UInt8](original), path: path)
        let written = StringCatalogWriter().document(for: first.tables)
        #expect(written.diagnostics.isEmpty, "\(path)")
        if byteIdentical {
            #expect(written.text == String(decoding: original, as: UTF8.self), "\(path) is not written back byte for byte")
        }
        let second = StringCatalogReader().read(bytes: Array(written.text.utf8), path: path)
        #expect(first.tables.map(\.locale) == second.tables.map(\.locale))
        for (before, after) in zip(first.tables, second.tables) {
            compare(before.entries, after.entries, "\(path) [\(before.locale?.identifier ?? "?")]")
        }
    }

    static func files(_ folder: URL?, _ pathExtension: String) -> [String] {
        FoundationOracleTests.files(under: folder, extension: pathExtension)
    }

    @Test("Every .strings and .stringsdict fixture survives a round trip")
    func fixtures() {
        for path in Self.files(Fixtures.url("Apple"), "strings") { Self.checkStrings(path) }
        for path in Self.files(Fixtures.url("Apple"), "stringsdict") { Self.checkStringsDict(path) }
    }

    @Test("The String Catalog fixture is written back byte for byte")
    func catalogFixture() throws {
        try Self.checkCatalog(Fixtures.url("Apple/StringCatalog/Localizable.xcstrings").path, byteIdentical: true)
    }

    @Test("Every Apple corpus file survives a round trip; linearmouse's catalog byte for byte",
          .enabled(if: Fixtures.corpus != nil, "../shared/corpus is absent; the corpus round trip is skipped"))
    func corpus() throws {
        let apple = Fixtures.corpus?.appendingPathComponent("apple")
        for path in Self.files(apple, "strings") { Self.checkStrings(path) }
        for path in Self.files(apple, "stringsdict") { Self.checkStringsDict(path) }
        let catalogs = Self.files(apple, "xcstrings")
        #expect(!catalogs.isEmpty)
        for path in catalogs { try Self.checkCatalog(path, byteIdentical: true) }
    }
}
