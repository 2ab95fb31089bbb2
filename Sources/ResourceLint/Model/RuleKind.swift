/// The group a rule belongs to; each group is a folder under `Rules/`.
public enum RuleKind: String, Sendable, Hashable, CaseIterable {
    /// Files the readers cannot read as the platform does: syntax, encoding, duplicates.
    case parse
    /// Format specifiers: malformed, unnumbered, missing, extra or of another type.
    case placeholders
    /// Plural forms: CLDR categories and `.stringsdict` structure.
    case plurals
    /// Translations missing, extra, empty, or marked as not to translate.
    case completeness
    /// Names of `values-*` and `.lproj` folders.
    case locales
    /// Tags and `<xliff:g>` sections.
    case markup
    /// An Android tree and an Apple tree of the same app compared through the converter.
    case parity
    /// Punctuation and whitespace; off by default.
    case typography

    /// The group's title, for reports.
    public var title: String {
        switch self {
        case .parse: "Parse and encoding"
        case .placeholders: "Placeholders"
        case .plurals: "Plurals"
        case .completeness: "Completeness"
        case .locales: "Locale naming"
        case .markup: "Markup"
        case .parity: "Cross-platform parity"
        case .typography: "Typography"
        }
    }
}
