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
    /// The localizations before ``answeredBy`` (all of the chain when nothing answered) that
    /// have the key but could not give text for the count: a plural, or a format's plural
    /// variable, with neither the form of the count's category nor `other`. Android falls back
    /// to `other` and has no text without it (`getQuantityString` throws); the lookup goes on
    /// to the next localization instead of showing `%#@count@`.
    public let passedOver: [PassedOver]

    /// A localization that had the key but no form for the count.
    public struct PassedOver: Hashable, Sendable {
        /// The localization.
        public let step: FallbackStep
        /// The count's category under its plural rules, or `nil` when the lookup had no count
        /// (the format's first argument chose it).
        public let category: PluralCategory?

        /// Creates a record of a localization passed over.
        public init(step: FallbackStep, category: PluralCategory?) {
            self.step = step
            self.category = category
        }
    }

    /// Creates a lookup result.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - table: The table.
    ///   - text: The resulting text.
    ///   - answeredBy: The step that supplied it, or `nil`.
    ///   - chain: The steps searched.
    ///   - pluralCategories: The plural categories chosen.
    ///   - passedOver: The localizations that had the key but no form for the count.
    public init(key: String, table: String, text: String, answeredBy: FallbackStep?, chain: [FallbackStep],
                pluralCategories: [PluralCategory] = [], passedOver: [PassedOver] = []) {
        self.key = key
        self.table = table
        self.text = text
        self.answeredBy = answeredBy
        self.chain = chain
        self.pluralCategories = pluralCategories
        self.passedOver = passedOver
    }

    /// Whether a localization had the key.
    public var isFound: Bool { answeredBy != nil }
}
