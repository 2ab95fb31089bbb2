import ConversionMetadata
import OrderedJSON
import Testing

@Suite("ParsedRecords")
struct ParsedRecordsTests {
    @Test("A record text reads as JSONValue(parsing:) reads it, the first time and from memory, long or short, valid or not")
    func sameAsParsing() throws {
        let records = ParsedRecords()
        let long = #"{"android":[{"key":"k","value":{"text":""# + String(repeating: "x", count: 400) + #""}}],"check":"0123456789abcdef"}"#
        for text in [#"{"filled":{"from":"en","check":"1c308d45dbc796ec"}}"#, #"{"styled":true}"#, long, "{not json", ""] {
            let expected = try? JSONValue(parsing: text)
            #expect(records.json(text) == expected, "\(text.prefix(40))")
            #expect(records.json(text) == expected, "again: \(text.prefix(40))")
        }
        #expect(records.json(#"{"styled":true}"#)?["styled"] == .bool(true))
    }
}
