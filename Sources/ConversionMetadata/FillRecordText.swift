/// The record text an Android → Apple conversion writes on a filled `.lproj` entry,
/// `{"filled":{"from":"en","check":"1c308d45dbc796ec"}}` (``ConversionRecord/json(sourceKey:)``
/// of a ``ConversionRecord/Fill`` alone), recognised on its bytes.
///
/// Converting `.lproj` folders back, every filled entry carries one (in an app translated into
/// many languages, most entries), and all that converting back needs of it is its
/// fingerprint, to see that the entries are the ones the conversion wrote
/// (``FingerprintChecks``), and then leave them out: so it is read without parsing JSON.
public enum FillRecordText {
    private static let head = Array(#"{"filled":{"from":""#.utf8)
    private static let middle = Array(#"","check":""#.utf8)
    private static let tail = Array(#""}}"#.utf8)

    /// The fingerprint's number (``Fingerprint/number(of:)``) when the text is exactly a fill
    /// record as a conversion writes it, else `nil`.
    ///
    /// Such a text reads, through `JSONValue(parsing:)` and
    /// ``ConversionRecord/init(json:sourceKey:)``, as the same fill and nothing else: an object
    /// whose one member `filled` holds two strings written without escapes (`from` has no `"`,
    /// `\` or control character, `check` is 16 hexadecimal digits), so no `styled` and no
    /// source entries. Any other text (another member, spaces, an escape) gives `nil`, and is
    /// parsed as JSON.
    public static func fingerprint(in text: Substring) -> UInt64? {
        var text = text
        return text.withUTF8 { bytes -> UInt64? in
            guard bytes.starts(with: head), bytes.count >= head.count + middle.count + 16 + tail.count else { return nil }
            var index = head.count
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                guard bytes[index] != UInt8(ascii: "\\"), bytes[index] >= 0x20 else { return nil }
                index += 1
            }
            let check = index + middle.count
            guard bytes.count == check + 16 + tail.count,
                  bytes[index..<check].elementsEqual(middle), bytes[(check + 16)...].elementsEqual(tail) else { return nil }
            return Fingerprint.number(utf8: bytes[check..<(check + 16)])
        }
    }
}
