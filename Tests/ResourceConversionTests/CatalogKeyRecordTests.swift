import ConversionMetadata
import OrderedJSON
@testable import ResourceConversion
import Testing

/// A catalog key's record is read once for all languages, and asked by language number: each
/// language must get what searching the record by its name gave.
@Suite("CatalogKeyRecord")
struct CatalogKeyRecordTests {
    static let records = [
        #"{"filled":[{"from":"en","check":"1c308d45dbc796ec","locales":["de","fr"]},{"from":"fr","check":"0000000000000001","locales":["fr","it"]}]}"#,
        #"{"filled":[{"from":"en","locales":["de"]},{"from":"en","check":"1c308d45dbc796ec","locales":["de",3]}],"styled":true}"#,
        #"{"locales":{"de":{"android":[],"check":"x"},"fr":{"styled":true},"de":{"check":"y"}},"filled":[{"from":"en","check":"c","locales":["fr"]}]}"#,
        #"{"locales":[],"noSource":true}"#,
        #"{"styled":false}"#,
    ]

    @Test("Each language gets the fill and record a search by its name finds", arguments: records)
    func sameAsSearch(_ text: String) throws {
        let json = try JSONValue(parsing: text)
        let identifiers = ["de", "fr", "it", "es", "en"]
        let record = CatalogKeyRecord(json: json, languages: CatalogKeyRecord.Languages(identifiers))
        #expect(record.isStyled == (json["styled"] == .bool(true)))
        #expect(record.hasNoSource == (json["noSource"] == .bool(true)))
        for (number, locale) in identifiers.enumerated() {
            let fill = ConversionRecord.Fill.inCatalogRecord(json, locale: locale)
            #expect(record.fill(language: number) == fill, "\(locale)")
            var expected = json["locales"]?[locale].flatMap { ConversionRecord(json: $0, sourceKey: "android") }
            if let fill { expected = ConversionRecord(fill: fill) }
            let kept = record.kept(language: number).record
            #expect(kept?.fill == expected?.fill && kept?.check == expected?.check && kept?.styled == expected?.styled
                        && kept?.sourceEntries == expected?.sourceEntries && (kept == nil) == (expected == nil), "\(locale)")
        }
    }
}
