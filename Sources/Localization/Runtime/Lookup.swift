import LocalizedStrings

/// The result of one lookup with its explanation: the text, the localization that supplied
/// it, and the chain that was searched.
///
/// ``Localizer/explain(_:table:count:arguments:)`` returns it; ``Localizer/string(_:table:default:)``
/// and its siblings return only ``text``.
///
///     let lookup = localizer.explain("empty_state")
///     print(lookup.text)               // Prints "Você ainda não tem nenhuma nota."
///     print(lookup.answeredBy!.locale) // Prints "pt-BR"
public struct Lookup: Hashable, Sendable {
    /// The key looked up.
    public let key: String
    /// The table searched, such as `Localizable`.
    public let table: String
    /// What the user sees: the string, formatted when arguments were given; the default text
    /// or the key when nothing has the key.
    public let text: String
    /// The step that supplied the string, or `nil` when no localization has the key.
    ///
    /// When the entry is an Android reference (`@string/other`), this is the step that
    /// supplied the referenced string.
    public let answeredBy: FallbackStep?
    /// The steps searched, in order (``Localizer/fallbackChain`` at the time of the lookup).
    public let chain: [FallbackStep]
    /// The plural categories chosen, in the order the plural or its variables were expanded;
    /// empty when the string is not a plural or was not formatted.
    public let pluralCategories: [PluralCategory]

    /// Creates a lookup result.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - table: The table.
    ///   - text: The resulting text.
    ///   - answeredBy: The step that supplied it, or `nil`.
    ///   - chain: The steps searched.
    ///   - pluralCategories: The plural categories chosen.
    public init(key: String, table: String, text: String, answeredBy: FallbackStep?, chain: [FallbackStep],
                pluralCategories: [PluralCategory] = []) {
        self.key = key
        self.table = table
        self.text = text
        self.answeredBy = answeredBy
        self.chain = chain
        self.pluralCategories = pluralCategories
    }

    /// Whether a localization had the key.
    public var isFound: Bool { answeredBy != nil }
}
