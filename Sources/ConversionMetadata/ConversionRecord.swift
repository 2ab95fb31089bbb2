import LocalizedStrings
import OrderedJSON

/// The record a conversion keeps for one group of entries (an entry, or the items of an array
/// or the variants of a product): whether the text is HTML, and — when the target's entries
/// cannot be converted back into the source's exactly — the source entries with a fingerprint
/// of what was written; or that the entries fill a gap of the locale (see ``Fill``).
public struct ConversionRecord: Sendable {
    /// Entries the source locale lacks, written with the text Android shows there (from
    /// another folder of its fallback chain), because Apple platforms show the key instead
    /// (`CFBundle` falls back per table, not per key). Converting back leaves them out unless
    /// they were edited since.
    public struct Fill: Hashable, Sendable {
        /// The Apple locale whose text the entries hold (`en` for `values/`).
        public var from: String
        /// The ``Fingerprint`` of the entries as written.
        public var check: String

        /// Creates a fill record.
        public init(from: String, check: String) {
            self.from = from
            self.check = check
        }
    }

    /// Whether the Apple text is HTML for a styled Android string.
    public var styled = false
    /// The source entries, kept exactly, when converting back could not rebuild them.
    public var sourceEntries: [Entry]?
    /// The ``Fingerprint`` of the target entries as written, to tell whether they were edited.
    public var check: String?
    /// Whether the entries fill a gap of the locale, and with whose text.
    public var fill: Fill?

    /// Whether the record says nothing.
    public var isEmpty: Bool { !styled && sourceEntries == nil && fill == nil }

    /// Creates a record.
    public init(styled: Bool = false, sourceEntries: [Entry]? = nil, check: String? = nil, fill: Fill? = nil) {
        self.styled = styled
        self.sourceEntries = sourceEntries
        self.check = check
        self.fill = fill
    }

    /// The member of a record that marks a fill: `"filled": {"from": "en", "check": "…"}` in an
    /// `.lproj` entry's record; in a String Catalog key's record, one list for all locales,
    /// `"filled": [{"from": "en", "check": "…", "locales": ["de", "fr"]}]` (filled locales
    /// mostly hold the same text, so they share a fingerprint).
    public static let fillField = "filled"

    /// The record's JSON, with the source entries under `sourceKey` (`android` in Apple files,
    /// `apple` in Android files).
    public func json(sourceKey: String) -> JSONValue {
        var members: [JSONMember] = []
        if styled { members.append(JSONMember(key: "styled", value: .bool(true))) }
        if let sourceEntries {
            members.append(JSONMember(key: sourceKey, value: .array(sourceEntries.map(EntryCodec.encode))))
            members.append(JSONMember(key: "check", value: .string(check ?? "")))
        }
        if let fill {
            members.append(JSONMember(key: Self.fillField, value: .object([JSONMember(key: "from", value: .string(fill.from)),
                                                                          JSONMember(key: "check", value: .string(fill.check))])))
        }
        return .object(members)
    }

    /// Reads a record from its JSON; `nil` when the JSON is not an object.
    public init?(json: JSONValue, sourceKey: String) {
        guard json.members != nil else { return nil }
        if case .bool(true)? = json["styled"] { styled = true }
        if case .array(let entries)? = json[sourceKey] {
            let decoded = entries.compactMap(EntryCodec.decodeEntry)
            if decoded.count == entries.count { sourceEntries = decoded }
            check = json["check"]?.string
        }
        if let filled = json[Self.fillField], let from = filled["from"]?.string, let check = filled["check"]?.string {
            fill = Fill(from: from, check: check)
        }
    }
}
