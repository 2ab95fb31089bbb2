import AppleResources
import Foundation
import LocalizedStrings
import Testing
import TestSupport

/// A `.stringsdict` device rule (`NSStringDeviceSpecificRuleType`), the example of Xcode's
/// documentation "Creating width and device variants of strings", in
/// `Fixtures/Apple/DeviceRules`.
@Suite(".stringsdict device rules")
struct StringsDictDeviceRuleTests {
    static let path = Fixtures.url("Apple/DeviceRules/en.lproj/Localizable.stringsdict").path

    @Test("A device rule is read as device variants, in the file's order")
    func reads() throws {
        let result = StringsDictReader().read(fileAt: Self.path)
        #expect(result.diagnostics.isEmpty)
        let entry = try #require(result.table["UserInstructions"])
        guard case .device(let variations) = entry.value else {
            Issue.record("read as \(entry.value)")
            return
        }
        #expect(variations.forms.map(\.device) == ["iphone", "mac", "appletv"])
        #expect(variations.forms.map(\.value) == ["Tap here", "Click here", "Press here"].map { .text(StyledText($0)) })
    }

    @Test("Device variants of text are written in the layout Xcode writes, byte for byte")
    func writes() throws {
        let table = StringsDictReader().read(fileAt: Self.path).table
        let written = StringsDictWriter().document(for: table)
        #expect(written.diagnostics.isEmpty)
        #expect(written.text == String(decoding: try Data(contentsOf: URL(fileURLWithPath: Self.path)), as: UTF8.self))
    }

    @Test("Device variants holding plurals cannot be written to a .stringsdict")
    func pluralVariantsAreRefused() {
        let plural = EntryValue.plural(PluralForms([PluralForms.Form(category: .other, value: .text(StyledText("%lld taps")))]))
        let table = StringTable(path: "en.lproj/Localizable.stringsdict", format: .stringsdict,
                                entries: [Entry(key: "taps", value: .device(DeviceVariations([DeviceVariations.Form(device: "mac", value: plural)])))])
        #expect(StringsDictWriter().document(for: table).diagnostics.map(\.id) == [AppleDiagnosticID.nonStringValue])
    }
}
