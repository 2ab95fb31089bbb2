import AndroidResources
import AppleResources
import LocalizedStrings

/// Where a conversion keeps, inside the other platform's files, what the target format cannot
/// express — so that converting back restores it. This module is the one place that writes
/// and reads it; the converter and the runtime both use it.
///
/// - In Apple files (from Android), on the last line of the entry's comment:
///   `StringBridge: {JSON}` (``MetadataComment``); in a `.stringsdict`, under the entry's key
///   `StringBridge`. For a String Catalog, whose comment belongs to the key, the JSON holds one
///   record per language. The JSON has `"styled": true` when the text is HTML (spans,
///   ``HTMLMarkup``), and, when the Android entries cannot be rebuilt from the Apple text,
///   `"android"` (the entries, exactly, ``EntryCodec``) with `"check"`, a fingerprint of the
///   Apple entries as written (``Fingerprint``).
/// - In Android files (from Apple), in attributes of the `https://stringbridge.dev/xmlns`
///   namespace (prefix `sb`): `sb:key` holds an Apple key that is not a valid resource name,
///   `sb:apple` the Apple entries and their fingerprint, and `sb:table` on `<resources>` the
///   Apple table's name and file details (``TableRecord``).
///
/// Converting back restores the kept entries when the fingerprint still matches (nothing was
/// edited); otherwise it converts what is there and says that the kept details were set aside.
public enum StringBridgeNamespace {
    /// The prefix of the attributes in Android files.
    public static let prefix = "sb"
    /// The namespace of the attributes in Android files.
    public static let uri = "https://stringbridge.dev/xmlns"
    /// The attribute holding an Apple key that is not a valid Android resource name.
    public static let keyAttribute = "sb:key"
    /// The attribute holding the Apple entries of a group and their fingerprint.
    public static let appleAttribute = "sb:apple"
    /// The `<resources>` attribute holding the Apple table's name and file details.
    public static let tableAttribute = "sb:table"
    /// The key of a `.stringsdict` entry's dictionary holding the record.
    public static let stringsDictKey = "StringBridge"
    /// In a String Catalog key's record: the Android source (`values/`) did not define the key.
    public static let noSourceField = "noSource"

    /// The Apple key an Android entry answers to besides its name (`sb:key`), if any. (Inlined,
    /// so that asking it of an entry in an array does not copy the entry.)
    @inlinable
    public static func appleKey(of entry: Entry) -> String? {
        guard let key = entry.details[AndroidEntryDetails.self]?[attribute: keyAttribute], !key.isEmpty else { return nil }
        return key
    }

    /// Adds one of our attributes (``keyAttribute``, ``appleAttribute``) to an Android entry.
    public static func add(_ attribute: String, value: String, to entry: inout Entry) {
        entry.androidDetails.attributes.append(Attribute(name: attribute, value: value))
    }

    /// The namespace declaration for the `<resources>` element of a file that uses the attributes.
    public static var declaration: Attribute {
        Attribute(name: "xmlns:" + prefix, value: uri)
    }

    /// Whether an attribute name is one of ours (`sb:…`).
    static func isOurs(_ attributeName: String) -> Bool {
        attributeName.hasPrefix(prefix + ":")
    }
}
