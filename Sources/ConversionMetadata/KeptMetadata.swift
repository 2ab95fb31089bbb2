import AndroidResources
import AppleResources
import LocalizedStrings
import OrderedJSON

/// Reading the records a conversion kept back out of entries, and removing them.
public enum KeptMetadata {
    /// The record a conversion kept for a group of Apple entries: the `StringBridge:` line of a
    /// comment, or the `StringBridge` key of a `.stringsdict` entry. `parse` reads a record's
    /// text (``ParsedRecords`` parses each text once).
    public static func record(of group: [Entry],
                              parsing parse: (String) -> JSONValue? = { try? JSONValue(parsing: $0) }) -> JSONValue? {
        for entry in group {
            if let text = MetadataComment.metadataText(of: entry.comment), let json = parse(String(text)) { return json }
            if let text = stringsDictRecordText(of: entry), let json = parse(text) { return json }
        }
        return nil
    }

    /// The first text that ``record(of:parsing:)`` tries to parse, unparsed: the record of the
    /// group when it parses. (Inlinable, so that it is specialized for the caller's collection.)
    @inlinable
    public static func firstRecordText(of group: some Collection<Entry>) -> Substring? {
        // By index, so that a collection that lends its entries is not copied from.
        for index in group.indices {
            if let text = MetadataComment.metadataText(of: group[index].comment) { return text }
            if let text = stringsDictRecordText(of: group[index]) { return text[...] }
        }
        return nil
    }

    /// The record text under a `.stringsdict` entry's key `StringBridge`, if any.
    @usableFromInline
    static func stringsDictRecordText(of entry: Entry) -> String? {
        // Most entries have no details, and reading them by type is a dynamic cast, where
        // testing for none is one comparison.
        guard !entry.details.isUnset else { return nil }
        return entry.details[StringsDictEntryDetails.self]?[StringBridgeNamespace.stringsDictKey]?.string
    }

    /// The JSON kept in an Android entry's `sb:apple` attribute, if any.
    public static func appleRecord(of entry: Entry) -> JSONValue? {
        entry.details[AndroidEntryDetails.self]?[attribute: StringBridgeNamespace.appleAttribute]
            .flatMap { try? JSONValue(parsing: $0) }
    }

    /// The Android entry without what a conversion added: `sb:` attributes (but for `sb:key`,
    /// which names the Apple key), a `StringBridge:` comment line, and its location.
    public static func strippedAndroid(_ entry: Entry) -> Entry {
        guard needsStripping(entry) else { return entry }
        var copy = strippedComment(entry)
        // Reading details by type is a dynamic cast: only when there are some.
        if !copy.details.isUnset, var android = copy.details[AndroidEntryDetails.self] {
            android.attributes.removeAll { StringBridgeNamespace.isOurs($0.name) && $0.name != StringBridgeNamespace.keyAttribute }
            copy.androidDetails = android
        }
        return copy
    }

    /// The Apple entry without what a conversion added: the `StringBridge:` comment line, the
    /// `.stringsdict` key `StringBridge`, and its location.
    public static func strippedApple(_ entry: Entry) -> Entry {
        guard needsStripping(entry) else { return entry }
        var copy = strippedComment(entry)
        if !copy.details.isUnset, var dictionary = copy.details[StringsDictEntryDetails.self] {
            dictionary.otherKeys.removeAll { $0.key == StringBridgeNamespace.stringsDictKey }
            copy.details = dictionary.otherKeys.isEmpty ? FormatDetails() : FormatDetails(dictionary)
        }
        return copy
    }

    /// Whether ``strippedAndroid(_:)`` takes nothing but the entry's location away: it has no
    /// details (where `sb:` attributes are) and no comment that can end with a `StringBridge:`
    /// line (such a comment ends with `}`). Entries read from a file all have a location, and
    /// copying each one to remove it cost more than converting most of them. (Inlined, so that
    /// asking it of an entry in an array does not copy the entry.)
    @inlinable
    public static func strippingTakesOnlyLocation(_ entry: Entry) -> Bool {
        entry.details.isEmpty && entry.comment?.utf8.last != UInt8(ascii: "}")
    }

    private static func needsStripping(_ entry: Entry) -> Bool {
        entry.location != nil || !entry.details.isEmpty || entry.comment?.utf8.last == UInt8(ascii: "}")
    }

    private static func strippedComment(_ entry: Entry) -> Entry {
        var copy = entry.withoutLocation
        copy.comment = MetadataComment.humanPart(of: entry.comment)
        return copy
    }
}
