import ConversionMetadata
import LocalizedStrings
import OrderedJSON
import Testing

/// Converting back recognises a filled key on the bytes of its record and compares its entries
/// in place, where the general path parses the record as JSON and strips a copy of each entry:
/// both must come to the same answer for every text and every entry.
@Suite("Fills recognised on their bytes")
struct FillRecognitionTests {
    static let texts: [String] = [
        #"{"filled":{"from":"en","check":"1c308d45dbc796ec"}}"#,
        #"{"filled":{"from":"zh-Hant-TW","check":"0000000000000000"}}"#,
        #"{"filled":{"from":"","check":"ffffffffffffffff"}}"#,
        #"{"filled":{"from":"é","check":"1c308d45dbc796ec"}}"#,
        #"{"filled":{"from":"e\"n","check":"1c308d45dbc796ec"}}"#,
        #"{"filled":{"from":"e\\n","check":"1c308d45dbc796ec"}}"#,
        "{\"filled\":{\"from\":\"e\tn\",\"check\":\"1c308d45dbc796ec\"}}",
        #"{"filled":{"from":"en","check":"1C308D45DBC796EC"}}"#,
        #"{"filled":{"from":"en","check":"1c308d45dbc796e"}}"#,
        #"{"filled":{"from":"en","check":"1c308d45dbc796ecc"}}"#,
        #"{"filled":{"from":"en","check":"1c308d45dbc796eg"}}"#,
        #"{"filled":{"from":"en","check":"1c308d45dbc796ec"}} "#,
        #"{"filled": {"from":"en","check":"1c308d45dbc796ec"}}"#,
        #"{"styled":true,"filled":{"from":"en","check":"1c308d45dbc796ec"}}"#,
        #"{"filled":{"from":"en","check":"1c308d45dbc796ec"},"styled":true}"#,
        #"{"filled":{"check":"1c308d45dbc796ec","from":"en"}}"#,
        #"{"filled":{"from":"en","check":"1c308d45dbc796ec"}"#,
        #"{"android":[],"check":"1c308d45dbc796ec"}"#,
        #"{"styled":true}"#,
        "",
    ]

    @Test("A record text recognised as a fill reads as that fill and nothing else in JSON", arguments: texts)
    func sameAsJSON(_ text: String) throws {
        guard let fast = FillRecordText.fingerprint(in: text[...]) else { return }
        let record = (try? JSONValue(parsing: text)).flatMap { ConversionRecord(json: $0, sourceKey: "android") }
        let fill = try #require(record?.fill)
        #expect(Fingerprint.number(of: fill.check) == fast)
        #expect(record?.styled == false && record?.sourceEntries == nil)
        #expect((try? JSONValue(parsing: text))?["styled"] == nil)
    }

    @Test("Fills as a conversion writes them are recognised")
    func recognised() {
        for text in Self.texts.prefix(4) {
            #expect(FillRecordText.fingerprint(in: text[...]) != nil, "\(text)")
        }
    }

    @Test("A fingerprint's number stands for its text, and for no other text")
    func numbers() {
        #expect(Fingerprint.number(of: "1c308d45dbc796ec") == 0x1c30_8d45_dbc7_96ec)
        #expect(Fingerprint.number(of: "0000000000000001") == 1)
        for text in ["1C308D45DBC796EC", "1c308d45dbc796e", "", "1c308d45dbc796ecc", "+c308d45dbc796ec", "1c308d45dbc796eé"] {
            #expect(Fingerprint.number(of: text) == nil, "\(text)")
        }
        let entries = [Entry(key: "a", value: .text("x"))]
        #expect(Fingerprint.number(of: Fingerprint.of(entries)) != nil)
    }

    static let comments: [String?] = [
        nil, "", "Plain", "Line\nStringBridge: {\"filled\":{}}", "StringBridge: {\"filled\":{}}", "\nStringBridge: {}",
        "StringBridge: {a}\nStringBridge: {b}", "Two\nlines", "Ends in }", "StringBridge: {not last}\nhuman",
        "Long human part that runs past eight bytes several times over\nStringBridge: {\"styled\":true}",
        "Ünïcode\r\nStringBridge: {}",
    ]

    @Test("A comment's human part in place is the one copied out", arguments: comments)
    func humanPartInPlace(_ comment: String?) {
        #expect(MetadataComment.humanPartInPlace(of: comment).map(String.init) == MetadataComment.humanPart(of: comment))
    }

    @Test("Entries as read match a fingerprint exactly when their stripped copies do")
    func matchAsRead() {
        let location = SourceLocation(path: "fr.lproj/Localizable.strings", line: 3, column: 1)
        func entry(_ key: String, _ text: String, _ comment: String?, translatable: Bool = true) -> Entry {
            Entry(key: key, value: .text(StyledText(text)), comment: comment, isTranslatable: translatable, location: location)
        }
        let record = "StringBridge: {\"filled\":{\"from\":\"en\",\"check\":\"1c308d45dbc796ec\"}}"
        let groups: [[Entry]] = [
            [entry("a", "x", record)],
            [entry("a", "x", "Human\n" + record)],
            [entry("a", "x", "Other human\n" + record)],
            [entry("a", "y", record)],
            [entry("b", "x", record)],
            [entry("a", "x", record, translatable: false)],
            [entry("a", "x", nil)],
            [entry("a", "x", "StringBridge: {a}\n" + record)],
            [entry("a", "x", "StringBridge: {b}\n" + record)],
            [entry("items[0]", "x", record), entry("items[1]", "y", nil)],
            [entry("items[0]", "x", record), entry("items[1]", "z", nil)],
            [entry("items[0]", "x", record)],
        ]
        // Each group against the fingerprints of all of them, in memory and not, in both orders.
        let fingerprints = groups.map { Fingerprint.of($0.map(KeptMetadata.strippedApple)) }
        for order in [Array(groups.indices), Array(groups.indices.reversed())] {
            let stripped = FingerprintChecks()
            let asRead = FingerprintChecks()
            for index in order {
                for fingerprint in fingerprints {
                    let group = groups[index]
                    let number = Fingerprint.number(of: fingerprint)!
                    #expect(asRead.match(appleEntriesAsRead: group, number) == stripped.match(group.map(KeptMetadata.strippedApple), fingerprint),
                            "group \(index), fingerprint \(fingerprint)")
                }
            }
        }
    }
}
