import AndroidResources
import Foundation
import LocalizedStrings
import Testing
import TestSupport

/// Inputs `make fuzz` found (Fixtures/Fuzz/RoundTripAndroid): each is read without a crash, and
/// what the reader accepts without an error survives write → read unchanged.
@Suite("Android fuzz findings")
struct AndroidFuzzFindingsTests {
    static let findings = Fixtures.files(in: "Fuzz/RoundTripAndroid")

    /// XliffPrefixBoundElsewhere: the file binds `xliff` to a mistyped URI and `x` to xliff's; the protected
    /// range read through `x:g` must be written as an `<xliff:g>` that still means xliff.
    @Test("What the reader accepts, written and read again, is the same model", arguments: findings)
    func roundTrip(_ path: String) throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let configuration = ValuesConfiguration(locale: LanguageTag("fr"))
        let first = bytes.withUnsafeBytes { AndroidStringsReader().read(bytes: $0, path: "strings.xml", configuration: configuration) }
        guard !first.diagnostics.containsErrors else { return }
        let written = AndroidStringsWriter().document(for: first.table)
        guard written.diagnostics.isEmpty else { return }
        let second = Array(written.text.utf8).withUnsafeBytes {
            AndroidStringsReader().read(bytes: $0, path: "strings.xml", configuration: configuration)
        }
        #expect(!second.diagnostics.containsErrors, "\(second.diagnostics)")
        #expect(first.table.entries.count == second.table.entries.count)
        for (before, after) in zip(first.table.entries, second.table.entries) where before.withoutLocation != after.withoutLocation {
            Issue.record("\(before.key) changed:\n  read:    \(before.withoutLocation)\n  re-read: \(after.withoutLocation)\n\(written.text)")
        }
    }
}
