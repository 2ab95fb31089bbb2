/// The entries of one file for one locale, in source order.
///
/// Tables are values: readers create them, writers and converters consume them.
public struct StringTable: Hashable, Sendable {
    /// The path the table was read from, or will be written to.
    public var path: String
    /// The file format.
    public var format: ResourceFormat
    /// The locale, or `nil` for the default resources (Android `values/`).
    public var locale: LanguageTag?
    /// Configuration qualifiers that are not about language, such as Android's `night` or
    /// `v21`, in folder order. Tables with different qualifiers are different configurations.
    public var qualifiers: [String]
    /// The entries, in source order.
    public var entries: [Entry]
    /// Format-specific details of the file kept for writing back, such as attributes of
    /// Android's `<resources>` element.
    public var properties: [Attribute]

    /// Creates a table.
    public init(path: String, format: ResourceFormat, locale: LanguageTag? = nil, qualifiers: [String] = [],
                entries: [Entry] = [], properties: [Attribute] = []) {
        self.path = path
        self.format = format
        self.locale = locale
        self.qualifiers = qualifiers
        self.entries = entries
        self.properties = properties
    }

    /// The first entry with the given key.
    public subscript(key: String) -> Entry? {
        entries.first { $0.key == key }
    }
}
