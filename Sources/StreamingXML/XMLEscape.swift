/// How text is written where XML (or HTML) holds it: the one escape every writer and reporter
/// uses. What the places differ in — whether `>`, `"`, tabs and line breaks, control
/// characters need entities there — are the options; the entities are spelled here only.
///
///     XMLEscape.text.escaped("a < b & c")          // "a &lt; b &amp; c"
///     XMLEscape.attribute.escaped("say \"hi\"\n")  // "say &quot;hi&quot;&#10;"
public struct XMLEscape: Sendable, Hashable {
    /// Where `>` is written as `&gt;`.
    public enum GreaterThan: Sendable, Hashable {
        /// Everywhere.
        case always
        /// Only right after `]]`, where element content must not hold it (`]]>` ends a CDATA
        /// section, and XML parsers look for those bytes whatever the characters around them).
        case afterBrackets
        /// Nowhere (an attribute value may hold it).
        case never
    }

    /// Where `>` becomes `&gt;`. (`&` and `<` always become `&amp;` and `&lt;`.)
    public var greaterThan: GreaterThan
    /// Whether `"` becomes `&quot;`, as an attribute value in double quotes needs.
    public var escapesQuotes: Bool
    /// Whether tab, line feed and carriage return become `&#9;`, `&#10;` and `&#13;`, which
    /// keeps them in an attribute value (a parser reads them there as spaces).
    public var escapesWhitespace: Bool
    /// Whether a carriage return becomes `&#13;` in element content, where a parser reads a
    /// literal one (or CR LF) as a line feed: for a reader that must get every character back.
    public var keepsCarriageReturns: Bool
    /// Whether the other control characters below U+0020, which XML 1.0 cannot hold, become
    /// `&#xFFFD;`, so that a report stays well-formed whatever a message quotes.
    public var replacesControls: Bool

    /// Creates an escape; `&` and `<` are always escaped.
    public init(greaterThan: GreaterThan, escapesQuotes: Bool = false, escapesWhitespace: Bool = false,
                keepsCarriageReturns: Bool = false, replacesControls: Bool = false) {
        self.greaterThan = greaterThan
        self.escapesQuotes = escapesQuotes
        self.escapesWhitespace = escapesWhitespace
        self.keepsCarriageReturns = keepsCarriageReturns
        self.replacesControls = replacesControls
    }

    /// Element content as Foundation's XML property-list writer writes it, and HTML text:
    /// `&`, `<` and `>`.
    public static let text = XMLEscape(greaterThan: .always)
    /// Element content as the Android writer writes it, the way people write `strings.xml`:
    /// `&` and `<`, and `>` only after `]]`.
    public static let androidText = XMLEscape(greaterThan: .afterBrackets)
    /// An attribute value in double quotes as the Android writer writes it: `&`, `<`, `"`,
    /// tab, line feed and carriage return (`>` stays).
    public static let attribute = XMLEscape(greaterThan: .never, escapesQuotes: true, escapesWhitespace: true)
    /// XLIFF element content as its readers must get every character back: `&`, `<`, `>`, and
    /// a carriage return.
    public static let xliffText = XMLEscape(greaterThan: .always, keepsCarriageReturns: true)
    /// An XLIFF attribute value in double quotes: `&`, `<`, `>`, `"`, tab, line feed and
    /// carriage return.
    public static let xliffAttribute = XMLEscape(greaterThan: .always, escapesQuotes: true, escapesWhitespace: true)
    /// An attribute value of HTML in a converted string (`<a href="…">`): `&`, `<`, `>` and `"`.
    public static let htmlAttribute = XMLEscape(greaterThan: .always, escapesQuotes: true)
    /// Text and attribute values of the reports other tools read (Checkstyle XML, the HTML
    /// page): every character above, and control characters replaced.
    public static let report = XMLEscape(greaterThan: .always, escapesQuotes: true, escapesWhitespace: true,
                                         replacesControls: true)

    /// The text escaped; the text itself (no copy) when nothing in it needs an entity.
    public func escaped(_ text: String) -> String {
        var text = text
        let needsEntity = text.withUTF8 { utf8 in utf8.indices.contains { entity(forByteAt: $0, of: utf8) != nil } }
        guard needsEntity else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        append(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the text's UTF-8 bytes to `bytes`, escaped; runs that need no entity (most
    /// text is one) are copied whole.
    public func append(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            for index in utf8.indices {
                guard let entity = entity(forByteAt: index, of: utf8) else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                entity.withUTF8Buffer { bytes.append(contentsOf: $0) }
                runStart = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
    }

    /// The entity that stands for the byte at `index` of UTF-8 `text`, or `nil` when the
    /// byte stands for itself. (Every byte that may need one is ASCII, so no character is cut.)
    /// A writer that escapes more than XML does (Android's `\'`) asks here byte by byte.
    public func entity(forByteAt index: Int, of text: UnsafeBufferPointer<UInt8>) -> StaticString? {
        let byte = text[index]
        // Every byte with an entity is below `?`; most text is above it.
        guard byte < UInt8(ascii: "?") else { return nil }
        switch byte {
        case UInt8(ascii: "&"): return "&amp;"
        case UInt8(ascii: "<"): return "&lt;"
        case UInt8(ascii: ">"):
            switch greaterThan {
            case .always: return "&gt;"
            case .never: return nil
            case .afterBrackets:
                let bracket = UInt8(ascii: "]")
                return index >= 2 && text[index - 1] == bracket && text[index - 2] == bracket ? "&gt;" : nil
            }
        case UInt8(ascii: "\""): return escapesQuotes ? "&quot;" : nil
        case 0x09: return escapesWhitespace ? "&#9;" : nil
        case 0x0A: return escapesWhitespace ? "&#10;" : nil
        case 0x0D: return escapesWhitespace || keepsCarriageReturns ? "&#13;" : nil
        case ..<0x20: return replacesControls ? "&#xFFFD;" : nil
        default: return nil
        }
    }
}
