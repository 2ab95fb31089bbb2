import ConversionMetadata
import LocalizedStrings
import OrderedJSON
import Testing

/// Converting back compares each translated group with its round trip field by field
/// (`EntryCodec.sameEncoding`), where it compared their encodings: both must agree on every
/// pair of entries.
@Suite("EntryCodec.sameEncoding")
struct SameEncodingTests {
    private static func encoded(_ entry: Entry) -> JSONValue {
        var entry = entry
        entry.value = Fingerprint.canonicalOrder(entry.value)
        return EntryCodec.encode(entry)
    }

    static let entries: [Entry] = {
        let one = PluralForms.Form(category: .one, value: .text("%d vote"))
        let other = PluralForms.Form(category: .other, value: .text("%d votes"))
        var entries = [
            Entry(key: "a", value: .text("x")),
            Entry(key: "b", value: .text("x")),
            Entry(key: "a", value: .text("y")),
            Entry(key: "a", value: .text("x"), comment: "c"),
            Entry(key: "a", value: .text("x"), comment: ""),
            Entry(key: "a", value: .text("x"), isTranslatable: false),
            Entry(key: "a", value: .text("x"), isFormatted: false),
            Entry(key: "a", value: .text("x"), product: "tablet"),
            Entry(key: "a", value: .text("x"), state: .new),
            Entry(key: "a", value: .text(StyledText("x", spans: [Span(name: "b", first: 0, last: 0)]))),
            Entry(key: "a", value: .text(StyledText("x", protectedRanges: [ProtectedRange(start: 0, end: 1)]))),
            Entry(key: "a", value: .reference(ResourceReference(kind: .resource, type: "string", name: "x"))),
            Entry(key: "a", value: .reference(ResourceReference(kind: .resource, package: "android", type: "string", name: "x"))),
            Entry(key: "a", value: .plural(PluralForms([one, other]))),
            Entry(key: "a", value: .plural(PluralForms([other, one]))),
            Entry(key: "a", value: .plural(PluralForms([one]))),
            Entry(key: "a", value: .array([.text("x")])),
            Entry(key: "a", value: .array([.text("x"), .reference(ResourceReference(kind: .null))])),
            Entry(key: "a", value: .variableFormat(VariableFormat(format: "%#@n@", variables: [
                PluralVariable(name: "n", valueType: "lld", forms: PluralForms([one, other])),
            ]))),
            Entry(key: "a", value: .variableFormat(VariableFormat(format: "%#@n@", variables: [
                PluralVariable(name: "n", valueType: "lld", forms: PluralForms([other, one])),
            ]))),
            Entry(key: "a", value: .device(DeviceVariations([DeviceVariations.Form(device: "mac", value: .text("Click")),
                                                             DeviceVariations.Form(device: "iphone", value: .text("Tap"))]))),
            Entry(key: "a", value: .device(DeviceVariations([DeviceVariations.Form(device: "iphone", value: .text("Tap")),
                                                             DeviceVariations.Form(device: "mac", value: .text("Click"))]))),
        ]
        var located = entries[0]
        located.location = SourceLocation(path: "f", line: 2, column: 1)
        entries.append(located)
        var detailed = entries[0]
        detailed.details = FormatDetails(keptPairs: [Attribute(name: "plist:x", value: "<string>y</string>")])
        entries.append(detailed)
        var emptyDetails = entries[0]
        emptyDetails.details = FormatDetails(keptPairs: [])
        entries.append(emptyDetails)
        return entries
    }()

    @Test("Two entries are the same exactly when their encodings are")
    func sameAsEncodings() {
        for (leftIndex, left) in Self.entries.enumerated() {
            for (rightIndex, right) in Self.entries.enumerated() {
                #expect(EntryCodec.sameEncoding(left, right) == (Self.encoded(left) == Self.encoded(right)), "\(leftIndex) and \(rightIndex)")
            }
        }
        #expect(EntryCodec.sameEncoding(Self.entries, Self.entries))
        #expect(!EntryCodec.sameEncoding(Self.entries, Array(Self.entries.dropLast())))
    }
}
