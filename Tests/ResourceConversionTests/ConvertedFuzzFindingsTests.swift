import Foundation
import LocalizedStrings
import Testing
import TestSupport

/// Conversions `make fuzz` found writing files the platforms reject
/// (`Fixtures/Fuzz/ConvertAppleToAndroid`, `…/ConvertAndroidToApple`, a project per case):
/// every file convert writes is read back without an error — by our readers here, by
/// Foundation for Apple files, by aapt2 in `.ci/run` (`Scripts/check-converted-android.py`)
/// — and whatever a format cannot hold is an error naming the entry, never a broken file.
@Suite("Converted fuzz findings")
struct ConvertedFuzzFindingsTests {
    @Test("Apple → Android: every file written is read back without an error, and converts back to the same values",
          arguments: Fixtures.subfolders(of: "Fuzz/ConvertAppleToAndroid"))
    func appleToAndroid(_ name: String) throws {
        let read = ConversionHarness.readApple([Fixtures.url("Fuzz/ConvertAppleToAndroid/\(name)").path])
        #expect(!read.diagnostics.containsErrors, "\(read.diagnostics)")
        let step = try ConversionHarness.convert(read.tables, to: nil)
        let android = ConversionHarness.readAndroid([step.folder])
        #expect(!android.diagnostics.containsErrors, "\(android.diagnostics)")
        let back = try ConversionHarness.convert(android.tables, to: .lproj)
        #expect(back.errors.isEmpty, "\(back.errors)")
        let apple = ConversionHarness.readApple([back.folder])
        let converted = Self.values(of: apple.tables)
        for (key, value) in Self.values(of: read.tables) {
            let leftOut = step.errors.filter { $0.message.contains("\"\(key.withVisibleControls)\" is left out") }
            if leftOut.isEmpty {
                #expect(converted[key] == value, "\(key.withVisibleControls)")
            } else {
                // Left out with one error at the line of the source entry.
                #expect(leftOut.count == 1 && (leftOut[0].location?.line ?? 0) >= 1, "\(leftOut)")
                #expect(converted[key] == nil)
            }
        }
    }

    @Test("Android → Apple: every file written is read back without an error, by our readers and by Foundation",
          arguments: Fixtures.subfolders(of: "Fuzz/ConvertAndroidToApple"))
    func androidToApple(_ name: String) throws {
        let read = ConversionHarness.readAndroid([Fixtures.url("Fuzz/ConvertAndroidToApple/\(name)/res").path])
        #expect(!read.diagnostics.containsErrors, "\(read.diagnostics)")
        let step = try ConversionHarness.convert(read.tables, to: .lproj)
        let apple = ConversionHarness.readApple([step.folder])
        #expect(!apple.diagnostics.containsErrors, "\(apple.diagnostics)")
        let files = try FileManager.default.subpathsOfDirectory(atPath: step.folder).filter { $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict") }
        #expect(!files.isEmpty)
        for file in files {
            let data = try Data(contentsOf: URL(fileURLWithPath: step.folder + "/" + file))
            #expect(throws: Never.self, "Foundation reads \(file)") { try PropertyListSerialization.propertyList(from: data, format: nil) }
        }
        // Each source resource is in the output, or left out with an error that names it.
        let converted = Self.values(of: apple.tables)
        for entry in read.tables.flatMap(\.entries) {
            let leftOut = step.errors.contains { $0.message.hasPrefix("'\(entry.key)' is left out") }
            #expect(leftOut != (converted[entry.key] != nil), "\(entry.key)")
        }
    }

    /// Key → value of every table's entries (the last of a key), without positions.
    static func values(of tables: [StringTable]) -> [String: EntryValue] {
        var values: [String: EntryValue] = [:]
        for table in tables {
            for entry in table.entries { values[entry.key] = entry.value }
        }
        return values
    }
}
