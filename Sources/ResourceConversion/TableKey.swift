import LocalizedStrings

/// A key within an Apple table (`Localizable`, `greeting`): names, styled groups and shared
/// catalog fields are kept per table and key.
struct TableKey: Hashable, Sendable {
    /// The table's name.
    var table: String
    /// The key, or an Android resource name.
    var key: String
}

/// A locale of an Apple table: one output file set (a `.lproj` table, a catalog's language).
struct TableLocale: Hashable, Sendable {
    /// The table's name.
    var table: String
    /// The Apple locale.
    var locale: LanguageTag
}
