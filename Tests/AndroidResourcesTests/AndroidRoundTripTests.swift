import AndroidResources
import Foundation
import LocalizedStrings
import Testing
import TestSupport

/// read → write → read gives the identical model, for every fixture and for every file of
/// the real-world corpus. (That aapt2 compiles the written files to the same values is
/// checked by `Scripts/regenerate-android-expectations.py --writer`.)
@Suite("Android round trip")
struct AndroidRoundTripTests {
    /// Reads the file, writes it, reads the output, and records every entry that differs.
    static func checkRoundTrip(of path: String) {
        let first = AndroidStringsReader().read(fileAt: path)
        let written = AndroidStringsWriter().document(for: first.table)
        let second = Array(written.text.utf8).withUnsafeBytes {
            AndroidStringsReader().read(bytes: $0, path: path, configuration: ValuesConfiguration(
                locale: first.table.locale, qualifiers: first.table.qualifiers))
        }
        // The written file has no error the original did not have (a string kept despite a
        // format error, for instance, is reported again).
        let firstErrors = Set(first.diagnostics.filter { $0.severity == .error }.map(\.id))
        let secondErrors = second.diagnostics.filter { $0.severity == .error && !firstErrors.contains($0.id) }
        #expect(secondErrors.isEmpty, "\(path): the written file has new errors: \(secondErrors)")
        #expect(second.table.entries.count == first.table.entries.count, "\(path)")
        for (before, after) in zip(first.table.entries, second.table.entries)
        where before.withoutLocation != after.withoutLocation {
            Issue.record("\(path): \(before.key) changed:\n  read:    \(before.withoutLocation)\n  re-read: \(after.withoutLocation)")
        }
        #expect(second.table.details == first.table.details, "\(path)")
    }

    static func xmlFiles(under folder: URL) -> [String] {
        AndroidResourceTree.valuesFolders(under: folder.path).flatMap { valuesFolder in
            ((try? FileManager.default.contentsOfDirectory(atPath: valuesFolder)) ?? [])
                .filter { $0.hasSuffix(".xml") }.sorted().map { "\(valuesFolder)/\($0)" }
        }
    }

    @Test("Every conformance fixture survives a round trip", arguments: AndroidConformanceTests.cases)
    func fixtureRoundTrip(_ caseName: String) {
        for path in Self.xmlFiles(under: Fixtures.url("Android/Conformance/\(caseName)")) {
            Self.checkRoundTrip(of: path)
        }
    }

    @Test("Every file of the Android corpus survives a round trip",
          .enabled(if: Fixtures.corpus != nil, "../shared/corpus is absent; the corpus round trip is skipped"))
    func corpusRoundTrip() throws {
        let corpus = try #require(Fixtures.corpus).appendingPathComponent("android")
        let files = Self.xmlFiles(under: corpus)
        #expect(files.count > 2000)
        for path in files {
            Self.checkRoundTrip(of: path)
        }
    }
}
