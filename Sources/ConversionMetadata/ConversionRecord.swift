import LocalizedStrings
import OrderedJSON

/// The record a conversion keeps for one group of entries (an entry, or the items of an array
/// or the variants of a product): whether the text is HTML, and — when the target's entries
/// cannot be converted back into the source's exactly — the source entries with a fingerprint
/// of what was written.
public struct ConversionRecord: Sendable {
    /// Whether the Apple text is HTML for a styled Android string.
    public var styled = false
    /// The source entries, kept exactly, when converting back could not rebuild them.
    public var sourceEntries: [Entry]?
    /// The ``Fingerprint`` of the target entries as written, to tell whether they were edited.
    public var check: String?

    /// Whether the record says nothing.
    public var isEmpty: Bool { !styled && sourceEntries == nil }

    /// Creates a record.
    public init(styled: Bool = false, sourceEntries: [Entry]? = nil, check: String? = nil) {
        self.styled = styled
        self.sourceEntries = sourceEntries
        self.check = check
    }

    /// The record's JSON, with the source entries under `sourceKey` (`android` in Apple files,
    /// `apple` in Android files).
    public func json(sourceKey: String) -> JSONValue {
        var members: [JSONMember] = []
        if styled { members.append(JSONMember(key: "styled", value: .bool(true))) }
        if let sourceEntries {
            members.append(JSONMember(key: sourceKey, value: .array(sourceEntries.map(EntryCodec.encode))))
            members.append(JSONMember(key: "check", value: .string(check ?? "")))
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
    }
}
