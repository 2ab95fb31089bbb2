import AppleResources
import LocalizedStrings
import ResourceConversion
@testable import StringBridgeKit
import Testing

/// Files whose tables share blocks are written with each block's text written once, and are
/// the files the whole tables give; a block whose writing reports anything is written in
/// each file, so that the report names it.
@Suite("SharedEntryTexts")
struct SharedEntryTextsTests {
    private let renderer = ConversionRenderer(outputFolder: "out", sourceLanguage: LanguageTag(language: "en"))

    private func table(_ path: String, _ entries: [Entry], shared: [SharedEntries], details: FormatDetails = FormatDetails()) -> TableWithSharedEntries {
        TableWithSharedEntries(StringTable(path: path, format: path.hasSuffix("dict") ? .stringsdict : .strings, locale: LanguageTag(language: "fr"),
                                   entries: entries, details: details), shared: shared)
    }

    @Test("Each table's file is the file of the whole table, in .strings, .stringsdict and the XML syntax")
    func sameFiles() {
        let fill = SharedEntries([Entry(key: "b", value: .text("Bee \"quoted\""), comment: "StringBridge: {}")], format: .strings)
        let plural = SharedEntries([Entry(key: "p", value: .text("in a stringsdict"))], format: .stringsdict)
        let texts = SharedEntryTexts([fill, plural])
        let xml = FormatDetails(StringsFileDetails(syntax: .xml))
        for table in [table("fr.lproj/Localizable.strings", [Entry(key: "a", value: .text("A"))], shared: [fill, fill]),
                      table("de.lproj/Localizable.strings", [], shared: [fill]),
                      table("fr.lproj/Localizable.stringsdict", [], shared: [plural]),
                      table("it.lproj/Localizable.strings", [Entry(key: "a", value: .text("A"))], shared: [fill], details: xml)] {
            let shared = renderer.files(for: [table], sharing: texts)
            let whole = renderer.files(for: [table.materialized])
            #expect(shared.files.map(\.bytes) == whole.files.map(\.bytes))
            #expect(shared.files.map(\.path) == whole.files.map(\.path))
        }
        #expect(texts.texts(of: table("it.lproj/Localizable.strings", [], shared: [fill], details: xml)) == nil)
    }

    @Test("A block whose writing warns is written in each file, and the warning names that file")
    func warningsNameTheFile() {
        let fill = SharedEntries([Entry(key: "b", value: .text("B"), comment: "ends */ early")], format: .strings)
        let texts = SharedEntryTexts([fill])
        let table = table("fr.lproj/Localizable.strings", [], shared: [fill])
        #expect(texts.texts(of: table) == nil)
        let rendered = renderer.files(for: [table], sharing: texts)
        #expect(rendered.diagnostics.map(\.location?.path) == renderer.files(for: [table.materialized]).diagnostics.map(\.location?.path))
        #expect(rendered.diagnostics.map(\.location?.path) == ["fr.lproj/Localizable.strings"])
    }
}
