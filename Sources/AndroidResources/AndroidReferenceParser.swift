import LocalizedStrings
import StreamingXML

/// aapt2's probe of a span-free string's raw text (`TryParseItemForAttribute` with the
/// string type): `@null`, `@empty`, `@[+][*][package:]type/name` and
/// `?[package:][attr/]name` become references; everything else stays text.
///
/// The probe runs on the raw text, trimmed of ASCII whitespace, before escapes are
/// processed, which is why `\@string/x` is text.
enum AndroidReferenceParser {
    /// The resource types aapt2 2.19 knows (`ParseResourceType`).
    static let resourceTypes: Set<String> = [
        "anim", "animator", "array", "attr", "^attr-private", "bool", "color", "configVarying", "dimen",
        "drawable", "font", "fraction", "id", "integer", "interpolator", "layout", "macro", "menu", "mipmap",
        "navigation", "plurals", "raw", "string", "style", "styleable", "transition", "xml",
    ]

    /// The reference the raw text stands for, or `nil` when it is text.
    static func reference(inRawText raw: ArraySlice<UInt8>) -> ResourceReference? {
        var start = raw.startIndex
        var end = raw.endIndex
        while start < end, AndroidTextBuilder.isASCIISpace(raw[start]) { start += 1 }
        while end > start, AndroidTextBuilder.isASCIISpace(raw[end - 1]) { end -= 1 }
        guard start < end, raw[start] == UInt8(ascii: "@") || raw[start] == UInt8(ascii: "?") else { return nil }
        let text = String(decoding: raw[start..<end], as: UTF8.self)
        return reference(in: text)
    }

    /// The reference a trimmed text stands for, or `nil`.
    static func reference(in text: String) -> ResourceReference? {
        if text == "@null" { return ResourceReference(kind: .null) }
        if text == "@empty" { return ResourceReference(kind: .empty) }
        if text.hasPrefix("@") {
            var rest = Substring(text.dropFirst())
            let creates = rest.hasPrefix("+")
            if creates { rest = rest.dropFirst() }
            let isPrivate = rest.hasPrefix("*")
            if isPrivate { rest = rest.dropFirst() }
            guard let name = extractResourceName(rest), !name.type.isEmpty, resourceTypes.contains(name.type),
                  !name.entry.isEmpty else { return nil }
            if creates && (isPrivate || name.type != "id") { return nil }
            return ResourceReference(kind: .resource, package: name.package, type: name.type, name: name.entry,
                                     isPrivate: isPrivate)
        }
        if text.hasPrefix("?") {
            guard let name = extractResourceName(text.dropFirst()), name.type.isEmpty || name.type == "attr",
                  !name.entry.isEmpty else { return nil }
            return ResourceReference(kind: .attribute, package: name.package, type: "attr", name: name.entry)
        }
        return nil
    }

    /// androidfw's `ExtractResourceName`: `[package:][type/]entry`, where the first `/`
    /// ends the type and the first `:` (before it) ends the package. Fails when a
    /// separator is present with nothing before it.
    private static func extractResourceName(_ text: Substring) -> (package: String?, type: String, entry: String)? {
        var package: Substring?
        var type: Substring = ""
        var start = text.startIndex
        var hasTypeSeparator = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if type.isEmpty && !hasTypeSeparator && character == "/" {
                hasTypeSeparator = true
                type = text[start..<index]
                start = text.index(after: index)
            } else if package == nil && character == ":" {
                package = text[start..<index]
                start = text.index(after: index)
            }
            index = text.index(after: index)
        }
        if let package, package.isEmpty { return nil }
        if hasTypeSeparator && type.isEmpty { return nil }
        return (package.map(String.init), String(type), String(text[start...]))
    }
}

extension ResourceReference {
    /// Whether an Android file can hold the reference as it is: aapt2 reads its text back as
    /// this very reference. (A record a conversion kept in a comment may say anything.)
    public var isAndroidReference: Bool {
        XMLCharacters.firstUnwritable(in: description) == nil && AndroidReferenceParser.reference(in: description) == self
    }
}
