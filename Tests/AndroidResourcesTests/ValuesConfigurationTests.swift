import AndroidResources
import LocalizedStrings
import Testing

@Suite("ValuesConfiguration")
struct ValuesConfigurationTests {
    /// Folder name → (locale, qualifiers, canonical folder name written back).
    static let rows: [(folder: String, locale: String?, qualifiers: [String], canonical: String)] = [
        ("values", nil, [], "values"),
        ("values-fr", "fr", [], "values-fr"),
        ("values-FR", "fr", [], "values-fr"),
        ("values-pt-rBR", "pt-BR", [], "values-pt-rBR"),
        ("values-zh-rtw", "zh-TW", [], "values-zh-rTW"),
        ("values-b+sr+Latn", "sr-Latn", [], "values-b+sr+Latn"),
        ("values-b+es+419", "es-419", [], "values-b+es+419"),
        ("values-b+zh+Hans+CN", "zh-Hans-CN", [], "values-b+zh+Hans+CN"),
        ("values-b+en", "en", [], "values-en"),
        ("values-b+nl+ABW", "nl-ABW", [], "values-b+nl+ABW"),
        ("values-iw", "he", [], "values-iw"),
        ("values-in", "id", [], "values-in"),
        ("values-ji", "yi", [], "values-ji"),
        ("values-he", "he", [], "values-iw"),
        ("values-fil", "fil", [], "values-fil"),
        ("values-night", nil, ["night"], "values-night"),
        ("values-v21", nil, ["v21"], "values-v21"),
        ("values-sw600dp", nil, ["sw600dp"], "values-sw600dp"),
        ("values-car", nil, ["car"], "values-car"),
        ("values-fr-night", "fr", ["night"], "values-fr-night"),
        ("values-en-rGB-v26", "en-GB", ["v26"], "values-en-rGB-v26"),
        ("values-fr-ldrtl", "fr", ["ldrtl"], "values-fr-ldrtl"),
        ("values-mcc310-mnc004-en-rUS", "en-US", [], "values-mcc310-mnc004-en-rUS"),
    ]

    @Test("Folder names map to BCP 47 tags and back", arguments: rows.indices)
    func folderName(_ index: Int) throws {
        let row = Self.rows[index]
        let configuration = try ValuesConfiguration(folderName: row.folder)
        #expect(configuration.locale?.identifier == row.locale, "\(row.folder)")
        #expect(configuration.qualifiers == row.qualifiers, "\(row.folder)")
        #expect(configuration.folderName == row.canonical, "\(row.folder)")
        #expect(try ValuesConfiguration(folderName: configuration.folderName) == configuration)
    }

    @Test("Folder names aapt2 rejects are errors, not crashes",
          arguments: ["values-b+be+x+old", "values-es-r419", "values-sr-Latn", "values-ldrtl-fr", "values-night-fr",
                      "values-fr-bogus", "values-", "values-b+", "values-b+sr+Latn+RS+x+y"])
    func invalidFolderName(_ folder: String) {
        #expect(throws: ValuesConfiguration.InvalidFolderName.self) { try ValuesConfiguration(folderName: folder) }
    }

    @Test("BCP 47 tags get Android folder names")
    func folderNamesForTags() {
        func folder(_ tag: String) -> String { ValuesConfiguration(locale: LanguageTag(tag)!).folderName }
        #expect(folder("en-GB") == "values-en-rGB")
        #expect(folder("sr-Latn") == "values-b+sr+Latn")
        #expect(folder("es-419") == "values-b+es+419")
        #expect(folder("zh-Hant-TW") == "values-b+zh+Hant+TW")
        #expect(folder("he") == "values-iw")
        #expect(folder("id-ID") == "values-in-rID")
        #expect(folder("yi") == "values-ji")
    }
}
