import LocalizedStrings

/// Where a conversion keeps what the target format cannot express, so that converting back
/// restores it.
///
/// - In Apple files (from Android), on the last line of the entry's comment:
///   `StringBridge: {JSON}`; in a `.stringsdict`, under the entry's key `StringBridge`. For
///   a String Catalog, whose comment belongs to the key, the JSON holds one record per
///   language. The JSON has `"styled": true` when the text is HTML (spans), and, when the
///   Android entries cannot be rebuilt from the Apple text, `"android"` (the entries, exactly)
///   with `"check"`, a fingerprint of the Apple entries as written.
/// - In Android files (from Apple), in attributes of the `https://stringbridge.dev/xmlns`
///   namespace (prefix `sb`): `sb:key` holds an Apple key that is not a valid resource name,
///   `sb:apple` the Apple entries and their fingerprint, and `sb:table` on `<resources>` the
///   Apple table's name and file details.
///
/// Converting back restores the kept entries when the fingerprint still matches (nothing
/// was edited); otherwise it converts what is there and says that the kept details were set
/// aside.
enum ConversionMetadata {
    static let commentPrefix = "StringBridge: "
    static let stringsDictKey = "StringBridge"
    static let namespacePrefix = "sb"
    static let namespaceURI = "https://stringbridge.dev/xmlns"
    static let keyAttribute = "sb:key"
    static let appleAttribute = "sb:apple"
    static let tableAttribute = "sb:table"
    /// In a catalog key's record: the Android source (`values/`) did not define the key.
    static let noSourceField = "noSource"

    // MARK: - Comments

    /// The comment without its `StringBridge:` line, and that line's JSON (nil when the line
    /// was damaged).
    static func split(comment: String?) -> (human: String?, metadata: JSONValue?) {
        guard let comment else { return (nil, nil) }
        guard let (human, line) = metadataLine(of: comment) else { return (comment, nil) }
        return (human, try? JSONValue(parsing: String(line.dropFirst(commentPrefix.utf8.count))))
    }

    /// The comment without its `StringBridge:` line, without parsing the line.
    static func humanPart(of comment: String?) -> String? {
        guard let comment else { return nil }
        guard let (human, _) = metadataLine(of: comment) else { return comment }
        return human
    }

    /// The comment's last line when it is a `StringBridge: {…}` line, and the text before
    /// it (a byte scan from the end: catalog comments can hold every locale's record).
    private static func metadataLine(of comment: String) -> (human: String?, line: Substring)? {
        let utf8 = comment.utf8
        guard utf8.last == UInt8(ascii: "}") else { return nil }
        let lineStart = utf8.lastIndex(of: 0x0A).map { utf8.index(after: $0) } ?? utf8.startIndex
        let line = comment[lineStart...]
        guard line.utf8.starts(with: (commentPrefix + "{").utf8) else { return nil }
        guard lineStart > utf8.startIndex else { return (nil, line) }
        let human = String(comment[..<utf8.index(before: lineStart)])
        return (human.isEmpty ? nil : human, line)
    }

    /// A comment with a `StringBridge:` line appended.
    static func comment(human: String?, metadata: JSONValue?) -> String? {
        guard let metadata else { return human }
        let line = commentPrefix + metadata.compactText
        guard let human, !human.isEmpty else { return line }
        return human + "\n" + line
    }

    /// The metadata a conversion kept for a group of Apple entries: the `StringBridge:` line
    /// of a comment, or the `StringBridge` key of a `.stringsdict` entry.
    static func metadata(of group: [Entry]) -> JSONValue? {
        for entry in group {
            if let json = split(comment: entry.comment).metadata { return json }
            if let kept = entry.properties[named: "plist:" + stringsDictKey],
               let json = try? JSONValue(parsing: plistStringContent(kept)) {
                return json
            }
        }
        return nil
    }

    /// The text of a `<string>…</string>` property-list fragment.
    static func plistStringContent(_ xml: String) -> String {
        var text = Substring(xml.trimmingWhitespace())
        if text.hasPrefix("<string>") { text = text.dropFirst(8) }
        if text.hasSuffix("</string>") { text = text.dropLast(9) }
        return HTMLMarkup.decodeEntities(String(text))
    }

    // MARK: - Records

    /// The record for one group of entries: whether the text is HTML, and the source
    /// entries with the fingerprint of what was written.
    struct Record: Sendable {
        var styled = false
        var sourceEntries: [Entry]?
        var check: String?

        var isEmpty: Bool { !styled && sourceEntries == nil }

        func json(sourceKey: String) -> JSONValue {
            var members: [JSONMember] = []
            if styled { members.append(JSONMember(key: "styled", value: .bool(true))) }
            if let sourceEntries {
                members.append(JSONMember(key: sourceKey, value: .array(sourceEntries.map(EntryCodec.encode))))
                members.append(JSONMember(key: "check", value: .string(check ?? "")))
            }
            return .object(members)
        }

        init(styled: Bool = false, sourceEntries: [Entry]? = nil, check: String? = nil) {
            self.styled = styled
            self.sourceEntries = sourceEntries
            self.check = check
        }

        init?(json: JSONValue, sourceKey: String) {
            guard json.members != nil else { return nil }
            if case .bool(true)? = json["styled"] { styled = true }
            if case .array(let entries)? = json[sourceKey] {
                let decoded = entries.compactMap(EntryCodec.decodeEntry)
                if decoded.count == entries.count { sourceEntries = decoded }
                check = json["check"]?.string
            }
        }
    }

    // MARK: - Fingerprints

    /// A fingerprint of entries as a target file holds them: keys, values, translatability
    /// and the human part of comments. Two files that read to the same entries have the
    /// same fingerprint.
    static func fingerprint(_ entries: [Entry]) -> String {
        let json = JSONValue.array(entries.map { entry in
            var members = [JSONMember(key: "k", value: .string(entry.key)),
                           JSONMember(key: "v", value: EntryCodec.encode(canonicalOrder(entry.value)))]
            if let human = humanPart(of: entry.comment) { members.append(JSONMember(key: "c", value: .string(human))) }
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

    /// The value with plural forms, variables and device variants in one fixed order: formats
    /// whose forms are JSON object members (String Catalogs, `.stringsdict`) may read them back
    /// in another order than they were written in.
    static func canonicalOrder(_ value: EntryValue) -> EntryValue {
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

    /// The entries without the details a conversion added: `sb:` properties (but for
    /// `sb:key`, which names the Apple key), the `StringBridge:` comment line and the
    /// `.stringsdict` key, and locations.
    static func stripped(_ entry: Entry) -> Entry {
        if entry.location == nil, entry.properties.isEmpty, entry.comment?.utf8.last != UInt8(ascii: "}") { return entry }
        var copy = entry.withoutLocation
        copy.properties.removeAll {
            ($0.name.hasPrefix(namespacePrefix + ":") && $0.name != keyAttribute) || $0.name == "plist:" + stringsDictKey
        }
        copy.comment = humanPart(of: entry.comment)
        return copy
    }

    // MARK: - Tables

    /// An Apple table's name and file details, kept on the `<resources>` element of the
    /// Android file made from it (`sb:table`).
    struct TableRecord {
        var name: String
        var properties: [Attribute]

        init(name: String, properties: [Attribute]) {
            self.name = name
            self.properties = properties
        }

        /// Reads the record from an Android table's properties.
        init?(properties: [Attribute]) {
            guard let text = properties[named: tableAttribute], let json = try? JSONValue(parsing: text),
                  let name = json["name"]?.string else { return nil }
            self.name = name
            var kept: [Attribute] = []
            if case .array(let pairs)? = json["properties"] {
                for pair in pairs {
                    if case .array(let parts) = pair, parts.count == 2, let key = parts[0].string, let value = parts[1].string {
                        kept.append(Attribute(name: key, value: value))
                    }
                }
            }
            self.properties = kept
        }

        /// Whether the record holds nothing a conversion back would not produce anyway: the
        /// main table, with at most the catalog fields every new catalog has, in UTF-8.
        func isDefault(tableName: String, sourceLanguage: LanguageTag) -> Bool {
            name == tableName && properties.allSatisfy { property in
                (property.name == "sourceLanguage" && property.value == sourceLanguage.identifier)
                    || (property.name == "version" && property.value == "1.0")
                    || (property.name == "#encoding" && property.value == "utf-8")
            }
        }

        /// The `sb:table` attribute.
        var attribute: Attribute {
            let json = JSONValue.object([
                JSONMember(key: "name", value: .string(name)),
                JSONMember(key: "properties", value: .array(properties.map { .array([.string($0.name), .string($0.value)]) })),
            ])
            return Attribute(name: tableAttribute, value: json.compactText)
        }
    }
}
