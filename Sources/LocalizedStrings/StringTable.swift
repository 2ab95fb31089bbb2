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
    /// What the file's format keeps for its writer, such as the attributes of Android's
    /// `<resources>` element or a `.strings` file's encoding (see ``FormatDetails``).
    public var details: FormatDetails

    /// Creates a table.
    public init(path: String, format: ResourceFormat, locale: LanguageTag? = nil, qualifiers: [String] = [],
                entries: [Entry] = [], details: FormatDetails = FormatDetails()) {
        self.path = path
        self.format = format
        self.locale = locale
        self.qualifiers = qualifiers
        self.entries = entries
        self.details = details
    }

    /// The first entry with the given key.
    public subscript(key: String) -> Entry? {
        entries.first { $0.key == key }
    }
}
