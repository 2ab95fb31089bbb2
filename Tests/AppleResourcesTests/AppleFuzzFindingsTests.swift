import AppleResources
import Foundation
import LocalizedStrings
import Testing
import TestSupport

/// Inputs `make fuzz` found (Fixtures/Fuzz/…): each is read without a crash, with a clear
/// diagnostic where it is broken, and what the reader accepts survives write → read unchanged.
@Suite("Apple fuzz findings")
struct AppleFuzzFindingsTests {
    @Test("What the .strings reader accepts, written and read again, is the same model, or the writer says what it changed",
          arguments: Fixtures.files(in: "Fuzz/RoundTripStrings"))
    func roundTrip(_ path: String) throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let first = StringsFileReader().read(bytes: bytes, path: "Localizable.strings")
        guard !first.diagnostics.containsErrors else { return }
        let written = StringsFileWriter().data(for: first.table)
        // LineCommentHoldingCommentEnd: a `//` comment holding `*/`, which a `/* */` comment cannot hold.
        guard written.diagnostics.isEmpty else {
            #expect(written.diagnostics.allSatisfy { $0.message.contains("'*/'") }, "\(written.diagnostics)")
            return
        }
        let second = StringsFileReader().read(bytes: written.bytes, path: "Localizable.strings")
        #expect(!second.diagnostics.containsErrors, "\(second.diagnostics)")
        #expect(first.table.entries.count == second.table.entries.count)
        for (before, after) in zip(first.table.entries, second.table.entries) where before.withoutLocation != after.withoutLocation {
            Issue.record("\(before.key) changed:\n  read:    \(before.withoutLocation)\n  re-read: \(after.withoutLocation)\n\(String(decoding: written.bytes, as: UTF8.self))")
        }
    }

    @Test("Damaged .strings files (binary property lists Foundation would crash on) are errors, not crashes",
          arguments: Fixtures.files(in: "Fuzz/StringsFile"))
    func damaged(_ path: String) throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let result = StringsFileReader().read(bytes: bytes, path: "Localizable.strings")
        #expect(result.diagnostics.containsErrors)
        #expect(result.diagnostics.allSatisfy { ($0.location?.line ?? 0) >= 1 })
    }
}
