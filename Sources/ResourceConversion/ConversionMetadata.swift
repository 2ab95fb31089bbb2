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

    // MARK: - Comments

    /// The comment without its `StringBridge:` line, and that line's JSON.
    static func split(comment: String?) -> (human: String?, metadata: JSONValue?) {
        guard let comment else { return (nil, nil) }
        guard mayHoldMetadata(comment) else { return (comment, nil) }
        let lines = comment.split(separator: "\n", omittingEmptySubsequences: false)
        guard let last = lines.last, last.hasPrefix(commentPrefix),
              let json = try? JSONValue(parsing: String(last.dropFirst(commentPrefix.count))) else {
            return (comment, nil)
        }
        let human = lines.dropLast().joined(separator: "\n")
        return (human.isEmpty ? nil : human, json)
    }

    /// Whether the comment has `StringBridge: ` at the start of a line (a quick byte scan).
    private static func mayHoldMetadata(_ comment: String) -> Bool {
        var utf8 = comment.utf8[...]
        let prefix = Array(commentPrefix.utf8)
        while let start = utf8.firstIndex(of: prefix[0]) {
            let isLineStart = start == comment.utf8.startIndex || comment.utf8[comment.utf8.index(before: start)] == 0x0A
            if isLineStart && utf8[start...].starts(with: prefix) { return true }
            utf8 = utf8[utf8.index(after: start)...]
        }
        return false
    }

    /// A comment with a `StringBridge:` line appended.
    static func comment(human: String?, metadata: JSONValue?) -> String? {
        guard let metadata else { return human }
        let line = commentPrefix + metadata.compactText
        guard let human, !human.isEmpty else { return line }
        return human + "\n" + line
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
                           JSONMember(key: "v", value: EntryCodec.encode(entry.value))]
            if let human = split(comment: entry.comment).human { members.append(JSONMember(key: "c", value: .string(human))) }
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

    /// The entries without the details a conversion added: `sb:` properties, the
    /// `StringBridge:` comment line and the `.stringsdict` key, and locations.
    static func stripped(_ entry: Entry) -> Entry {
        if entry.location == nil, entry.properties.isEmpty, entry.comment.map(mayHoldMetadata) != true { return entry }
        var copy = entry.withoutLocation
        copy.properties.removeAll { $0.name.hasPrefix(namespacePrefix + ":") || $0.name == "plist:" + stringsDictKey }
        copy.comment = split(comment: entry.comment).human
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
