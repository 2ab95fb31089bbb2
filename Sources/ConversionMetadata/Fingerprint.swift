import LocalizedStrings
import OrderedJSON

/// A fingerprint of entries as a target file holds them — keys, values, translatability and
/// the human part of comments — so that converting back can tell whether they were edited
/// since a conversion wrote them. Two files that read to the same entries have the same
/// fingerprint.
public enum Fingerprint {
    private static let keyName = JSONText.Name("k")
    private static let valueName = JSONText.Name("v")
    private static let textName = JSONText.Name("text")
    private static let commentName = JSONText.Name("c")
    private static let translatableName = JSONText.Name("t")

    /// The fingerprint: 16 hexadecimal digits of FNV-1a over the entries' canonical JSON
    /// (`[{"k":key,"v":value,"c":human comment,"t":false},…]`, compact, members in that order).
    ///
    /// The JSON is written straight into one buffer; a plain text, which most values are, is
    /// written without building its ``EntryCodec`` tree (the same bytes: `{"text":"…"}`). The
    /// entries are written in a loop of their own, not through `JSONText.array`, which is
    /// generic and compiled in another module: it went through the array by protocol calls.
    public static func of(_ entries: [Entry]) -> String {
        var json = JSONText()
        json.raw("[")
        for index in entries.indices {
            if index > 0 { json.raw(",") }
            append(entries[index], to: &json)
        }
        json.raw("]")
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in json.bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100000001b3
        }
        return hexadecimal(hash)
    }

    /// One entry's object.
    private static func append(_ entry: Entry, to json: inout JSONText) {
        json.object { object in
            object.member(keyName) { $0.string(entry.key) }
            object.member(valueName) { json in
                if case .text(let styled) = entry.value, styled.spans.isEmpty, styled.protectedRanges.isEmpty {
                    json.object { $0.member(textName) { $0.string(styled.text) } }
                } else {
                    json.raw(EntryCodec.encode(canonicalOrder(entry.value)).compactText)
                }
            }
            if let human = MetadataComment.humanPart(of: entry.comment) { object.member(commentName) { $0.string(human) } }
            if !entry.isTranslatable { object.member(translatableName) { $0.bool(false) } }
        }
    }

    /// The 16 lowercase hexadecimal digits of a hash, leading zeros included.
    private static func hexadecimal(_ hash: UInt64) -> String {
        String(unsafeUninitializedCapacity: 16) { buffer in
            for position in 0..<16 {
                let digit = UInt8(truncatingIfNeeded: hash >> UInt64(60 - 4 * position)) & 0xF
                buffer[position] = digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
            }
            return 16
        }
    }

    /// The number a fingerprint's text writes, when the text is one as ``of(_:)`` writes it (16
    /// lowercase hexadecimal digits), else `nil`: no entries have such a fingerprint. Two texts
    /// that ``of(_:)`` can write are equal exactly when their numbers are.
    public static func number(of text: String) -> UInt64? {
        // Not generic: called across modules, a generic one runs unspecialized, every byte
        // read through the protocol's witness table, which costs far more than the parse.
        var text = text
        return text.withUTF8 { number(utf8: $0) }
    }

    /// ``number(of:)`` of a text's UTF-8 bytes.
    static func number(utf8: some Collection<UInt8>) -> UInt64? {
        guard utf8.count == 16 else { return nil }
        var number: UInt64 = 0
        for byte in utf8 {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            default: return nil
            }
            number = number << 4 | UInt64(digit)
        }
        return number
    }

    /// The value with plural forms, variables and device variants in one fixed order: formats
    /// whose forms are JSON object members (String Catalogs, `.stringsdict`) may read them back
    /// in another order than they were written in.
    public static func canonicalOrder(_ value: EntryValue) -> EntryValue {
        switch value {
        case .plural(var forms):
            forms.forms.sort { $0.category < $1.category }
            return .plural(forms)
        case .variableFormat(var format):
            format.variables.sort { $0.name < $1.name }
            for index in format.variables.indices { format.variables[index].forms.forms.sort { $0.category < $1.category } }
            return .variableFormat(format)
        case .device(var variations):
            variations.forms.sort { $0.device < $1.device }
            for index in variations.forms.indices { variations.forms[index].value = canonicalOrder(variations.forms[index].value) }
            return .device(variations)
        default:
            return value
        }
    }
}
