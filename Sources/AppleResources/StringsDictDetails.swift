import LocalizedStrings

/// Keys of a `.stringsdict` entry's dictionary that StringBridge does not interpret, kept in
/// the entry's ``Entry/details`` and written back after `NSStringLocalizedFormatKey`.
///
/// A conversion from Android keeps its record here too, as the string value of the key
/// `StringBridge` (see docs/convert.md, "What comes back").
public struct StringsDictEntryDetails: KeptDetails {
    /// The other keys and their values, in file order.
    public var otherKeys: [PropertyListMember]

    /// Creates the details.
    public init(otherKeys: [PropertyListMember]) {
        self.otherKeys = otherKeys
    }

    /// The value of another key.
    public subscript(key: String) -> PropertyListValue? {
        otherKeys.first { $0.key == key }?.node.value
    }

    /// `plist:<key>` pairs holding each value as XML property-list elements.
    public var keptPairs: [Attribute] { StringsDictKeys.pairs(otherKeys) }

    /// Reads the `plist:` pairs of ``keptPairs``; `nil` when there are none.
    public init?(keptPairs: [Attribute]) {
        guard let keys = StringsDictKeys.members(keptPairs) else { return nil }
        self.init(otherKeys: keys)
    }
}

/// Keys of a `.stringsdict` variable's dictionary (beside the rule type, value type and
/// forms) that StringBridge does not interpret, kept in ``PluralVariable/details``.
public struct StringsDictVariableDetails: KeptDetails {
    /// The other keys and their values, in file order.
    public var otherKeys: [PropertyListMember]

    /// Creates the details.
    public init(otherKeys: [PropertyListMember]) {
        self.otherKeys = otherKeys
    }

    /// `plist:<key>` pairs holding each value as XML property-list elements.
    public var keptPairs: [Attribute] { StringsDictKeys.pairs(otherKeys) }

    /// Reads the `plist:` pairs of ``keptPairs``; `nil` when there are none.
    public init?(keptPairs: [Attribute]) {
        guard let keys = StringsDictKeys.members(keptPairs) else { return nil }
        self.init(otherKeys: keys)
    }
}

/// The pair form of kept `.stringsdict` keys: `plist:<key>` holding the value's XML.
enum StringsDictKeys {
    static let prefix = "plist:"

    static func pairs(_ members: [PropertyListMember]) -> [Attribute] {
        members.map { Attribute(name: prefix + $0.key, value: $0.node.value.xml(depth: 0)) }
    }

    static func members(_ pairs: [Attribute]) -> [PropertyListMember]? {
        let kept = pairs.filter { $0.name.hasPrefix(prefix) }
        guard !kept.isEmpty else { return nil }
        return kept.compactMap { pair in
            let document = "<plist>" + pair.value + "</plist>"
            let root = Array(document.utf8).withUnsafeBytes { PropertyListXMLReader.read($0, path: "").root }
            return root.map { PropertyListMember(key: String(pair.name.dropFirst(prefix.count)), node: $0) }
        }
    }
}
