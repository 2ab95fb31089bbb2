import AppleResources
import Foundation
import LocalizedStrings
import Testing
import TestSupport

/// Our `.strings` and `.stringsdict` readers against Foundation's `PropertyListSerialization`
/// on the same bytes, for every fixture and every such file of the Apple corpus.
@Suite("Apple readers agree with Foundation")
struct FoundationOracleTests {
    static func files(under folder: URL?, extension pathExtension: String) -> [String] {
        guard let folder else { return [] }
        return AppleResourceTree.files(under: folder.path).filter { ($0 as NSString).pathExtension == pathExtension }
    }

    /// Compares one `.strings` file. Where Foundation fails, we must report an error too —
    /// except for a file with no characters at all, which Foundation rejects ("The string is
    /// empty") and we read as an empty table, because Xcode writes such files for tables
    /// with no strings and Foundation's own strings-file loader treats them as empty.
    static func checkStrings(_ path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let result = StringsFileReader().read(bytes: [UInt8](data), path: path)
        let errors = result.diagnostics.filter { $0.severity == .error }
        switch FoundationOracle.propertyList(data) {
        case .success(let foundation):
            let strings = foundation.compactMapValues { $0 as? String }
            #expect(errors.isEmpty, "\(path): Foundation reads it, we report \(errors)")
            let ours = FoundationOracle.dictionary(of: result.table)
            #expect(ours == strings, "\(path): \(difference(ours, strings))")
            let nonStrings = foundation.count - strings.count
            #expect(result.diagnostics.filter { $0.id == AppleDiagnosticID.nonStringValue }.count == nonStrings, "\(path)")
        case .failure(let error):
            let isEmpty = String(decoding: data, as: UTF8.self).isEmpty || data.allSatisfy { $0 == 0 }
            if isEmpty {
                #expect(result.table.entries.isEmpty)
            } else {
                #expect(!errors.isEmpty, "\(path): Foundation fails (\(error)), we report no error")
            }
        }
    }

    static func checkStringsDict(_ path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let result = data.withUnsafeBytes { StringsDictReader().read(bytes: $0, path: path) }
        switch FoundationOracle.propertyList(data) {
        case .success(let foundation):
            let parseErrors = result.diagnostics.filter { $0.id == AppleDiagnosticID.malformedPropertyList }
            #expect(parseErrors.isEmpty, "\(path): \(parseErrors)")
            // An entry Foundation reads but cannot format (no format key) must be reported, as a
            // warning: Foundation reads the file.
            var expected = foundation
            for key in foundation.keys where result.table[key] == nil {
                #expect(result.diagnostics.contains { $0.severity == .warning && $0.message.contains("\"\(key)\"") },
                        "\(path): \(key) is missing without an error")
                expected[key] = nil
            }
            let ours = FoundationOracle.nestedDictionary(of: result.table)
            #expect(ours == expected as NSDictionary, "\(path): ours \(ours) vs Foundation \(expected)")
        case .failure(let error):
            #expect(result.diagnostics.contains { $0.severity == .error }, "\(path): Foundation fails (\(error)), we report no error")
        }
    }

    static func difference(_ ours: [String: String], _ foundation: [String: String]) -> String {
        var lines: [String] = []
        for key in Set(ours.keys).union(foundation.keys).sorted() where ours[key] != foundation[key] {
            lines.append("\(key.debugDescription): ours \(ours[key]?.debugDescription ?? "missing"), Foundation \(foundation[key]?.debugDescription ?? "missing")")
            if lines.count == 5 { break }
        }
        return lines.joined(separator: "; ")
    }

    @Test("Every .strings fixture reads as Foundation reads it")
    func stringsFixtures() throws {
        let files = Self.files(under: Fixtures.url("Apple"), extension: "strings")
        #expect(!files.isEmpty)
        for path in files { try Self.checkStrings(path) }
    }

    @Test("Every .stringsdict fixture reads as Foundation reads it")
    func stringsDictFixtures() throws {
        let files = Self.files(under: Fixtures.url("Apple"), extension: "stringsdict")
        #expect(!files.isEmpty)
        for path in files { try Self.checkStringsDict(path) }
    }

    @Test("Every .strings file of the Apple corpus reads as Foundation reads it",
          .enabled(if: Fixtures.corpus != nil, "../shared/corpus is absent; the corpus oracle is skipped"))
    func stringsCorpus() throws {
        let files = Self.files(under: Fixtures.corpus?.appendingPathComponent("apple"), extension: "strings")
        #expect(files.count > 1000)
        for path in files { try Self.checkStrings(path) }
    }

    @Test("Every .stringsdict file of the Apple corpus reads as Foundation reads it",
          .enabled(if: Fixtures.corpus != nil, "../shared/corpus is absent; the corpus oracle is skipped"))
    func stringsDictCorpus() throws {
        let files = Self.files(under: Fixtures.corpus?.appendingPathComponent("apple"), extension: "stringsdict")
        #expect(files.count >= 50)
        for path in files { try Self.checkStringsDict(path) }
    }
}
