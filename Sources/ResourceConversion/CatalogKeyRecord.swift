import ConversionMetadata
import LocalizedStrings
import OrderedJSON

/// A String Catalog key's record — the JSON of its comment's `StringBridge:` line, the same in
/// every language — read once for all the languages of a conversion.
///
/// Each language's conversion asks it for the language's own record (under `locales`) and
/// fill (in the `filled` list): found by the language's number instead of by searching those
/// lists by name, which cost each language a search of every language's name: a time that
/// grows with the square of the number of languages (most of a key's fills are in one list).
struct CatalogKeyRecord: Sendable {
    /// The languages of a conversion's catalogs, numbered.
    struct Languages: Sendable {
        fileprivate let numbers: [String: Int]

        /// Numbers the languages (their identifiers), each once.
        init(_ identifiers: some Sequence<String>) {
            var numbers: [String: Int] = [:]
            for identifier in identifiers where numbers[identifier] == nil { numbers[identifier] = numbers.count }
            self.numbers = numbers
        }

        /// A language's number, if it is one of them.
        func number(of identifier: String) -> Int? {
            numbers[identifier]
        }
    }

    /// The record.
    let json: JSONValue
    /// Whether the texts are HTML (`"styled": true`).
    let isStyled: Bool
    /// Whether the Android source lacked the key (`noSource`): its source-language entry was
    /// made up by the catalog reader.
    let hasNoSource: Bool
    /// The members of `locales`, each language's own record among them.
    private let localeMembers: [JSONMember]
    /// By language number: the place of its record in ``localeMembers``, and of its fill in
    /// ``fills`` (-1 for none).
    private let localeRecordPlaces: [Int32]
    private let fillPlaces: [Int32]
    private let fills: [ConversionRecord.Fill]

    /// Reads a record for the languages.
    init(json: JSONValue, languages: Languages) {
        self.json = json
        isStyled = json["styled"] == .bool(true)
        hasNoSource = json[StringBridgeNamespace.noSourceField] == .bool(true)
        // Each language's first record and first fill, as a search by name finds them.
        localeMembers = json["locales"]?.members ?? []
        var localeRecordPlaces = [Int32](repeating: -1, count: languages.numbers.count)
        for (place, member) in localeMembers.enumerated() {
            if let number = languages.number(of: member.key), localeRecordPlaces[number] < 0 { localeRecordPlaces[number] = Int32(place) }
        }
        let listed = ConversionRecord.Fill.inCatalogRecord(json)
        var fillPlaces = [Int32](repeating: -1, count: languages.numbers.count)
        for (place, group) in listed.enumerated() {
            for locale in group.locales {
                if let number = languages.number(of: locale), fillPlaces[number] < 0 { fillPlaces[number] = Int32(place) }
            }
        }
        self.localeRecordPlaces = localeRecordPlaces
        self.fillPlaces = fillPlaces
        fills = listed.map(\.fill)
    }

    /// The fill of a language (by number), if the key has one: what
    /// `ConversionRecord.Fill.inCatalogRecord(json, locale:)` finds.
    func fill(language: Int) -> ConversionRecord.Fill? {
        let place = fillPlaces[language]
        return place < 0 ? nil : fills[Int(place)]
    }

    /// What the record keeps for a language (by number): its own record under `locales`, or
    /// its fill when it has one, and whether the texts are HTML.
    func kept(language: Int) -> (record: ConversionRecord?, styled: Bool) {
        if let fill = fill(language: language) { return (ConversionRecord(fill: fill), isStyled) }
        let place = localeRecordPlaces[language]
        let record = place < 0 ? nil : ConversionRecord(json: localeMembers[Int(place)].value, sourceKey: "android")
        return (record, isStyled)
    }
}
