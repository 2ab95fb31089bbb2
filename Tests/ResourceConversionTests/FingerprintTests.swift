import ConversionMetadata
import LocalizedStrings
import OrderedJSON
import Testing

/// Fingerprints are written into converted files (`check` in a record) and compared when the
/// files are converted back: a new way of computing them must give every file on disk the
/// fingerprint it was written with.
@Suite("Fingerprint")
struct FingerprintTests {
    /// The fingerprint as it was first defined: FNV-1a over the compact text of a JSONValue
    /// tree of the entries (`k`, `v` as EntryCodec encodes it, `c`, `t`).
    private func treeFingerprint(_ entries: [Entry]) -> String {
        let json = JSONValue.array(entries.map { entry in
            var members = [JSONMember(key: "k", value: .string(entry.key)),
                           JSONMember(key: "v", value: EntryCodec.encode(Fingerprint.canonicalOrder(entry.value)))]
            if let human = MetadataComment.humanPart(of: entry.comment) { members.append(JSONMember(key: "c", value: .string(human))) }
            if !entry.isTranslatable { members.append(JSONMember(key: "t", value: .bool(false))) }
            return .object(members)
        })
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in json.compactText.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100000001b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    static let groups: [[Entry]] = [
        [],
        [Entry(key: "plain", value: .text("Hello"))],
        [Entry(key: "quoted \"key\"\\", value: .text("Tab\there, line\nbreak, \u{1}, \u{7F}, é, 😀 \"q\""))],
        [Entry(key: "commented", value: .text("x"), comment: "For translators\nStringBridge: {\"filled\":{\"from\":\"en\"}}",
               isTranslatable: false)],
        [Entry(key: "styled", value: .text(StyledText("Bold and link", spans: [Span(name: "b", first: 0, last: 3),
                                                                            Span(name: "a", attributes: [Attribute(name: "href", value: "x")], first: 9, last: 12)],
                                                       protectedRanges: [ProtectedRange(start: 0, end: 4, attributes: [Attribute(name: "id", value: "n")])])))],
        [Entry(key: "reference", value: .reference(ResourceReference(kind: .resource, type: "string", name: "other")))],
        [Entry(key: "plural", value: .plural(PluralForms([PluralForms.Form(category: .other, value: .text("%d votes")),
                                                          PluralForms.Form(category: .one, value: .text("%d vote"), state: .translated)])))],
        [Entry(key: "items[0]", value: .text("One")), Entry(key: "items[1]", value: .text("Two"), comment: "second")],
        [Entry(key: "array", value: .array([.text("a"), .reference(ResourceReference(kind: .resource, type: "string", name: "b"))]))],
        [Entry(key: "format", value: .variableFormat(VariableFormat(format: "%#@n@", variables: [
            PluralVariable(name: "n", valueType: "lld", forms: PluralForms([PluralForms.Form(category: .other, value: .text("%lld"))])),
        ])))],
        [Entry(key: "device", value: .device(DeviceVariations([DeviceVariations.Form(device: "mac", value: .text("Click")),
                                                               DeviceVariations.Form(device: "iphone", value: .text("Tap"))])))],
    ]

    @Test("The fingerprint is the one the JSONValue tree gave, for every kind of value", arguments: groups)
    func sameAsTree(_ entries: [Entry]) {
        #expect(Fingerprint.of(entries) == treeFingerprint(entries))
    }

    @Test("Entries that differ in key, text, comment or translatability differ in fingerprint")
    func differences() {
        let base = Entry(key: "a", value: .text("x"), comment: "c")
        var others = [base, base, base, base]
        others[0].key = "b"
        others[1].value = .text("y")
        others[2].comment = "d"
        others[3].isTranslatable = false
        let fingerprints = Set(([base] + others).map { Fingerprint.of([$0]) })
        #expect(fingerprints.count == 5)
    }

    @Test("FingerprintChecks matches entries with their fingerprint, again from memory, and never other entries")
    func checks() {
        let checks = FingerprintChecks()
        let entries = [Entry(key: "a", value: .text("x"), comment: "c")]
        let edited = [Entry(key: "a", value: .text("y"), comment: "c")]
        let fingerprint = Fingerprint.of(entries)
        #expect(!checks.match(edited, fingerprint))
        #expect(checks.match(entries, fingerprint))
        #expect(checks.match(entries, fingerprint))
        #expect(!checks.match(edited, fingerprint))
        #expect(!checks.match(entries, Fingerprint.of(edited)))
    }
}
