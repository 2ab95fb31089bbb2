import LocalizedStrings

/// One localization in a ``Localizer``'s fallback chain: where a string can come from.
///
/// A lookup tries the steps of ``Localizer/fallbackChain`` in order and takes the first one
/// that has the key, so a result can say which step answered (``Lookup/answeredBy``). The
/// step's ``locale`` is the language of its strings, whose plural rules and number symbols
/// format them.
///
///     let localizer = try Localizer(resourcesAt: "app/src/main/res", preferredLanguages: [LanguageTag("pt-BR")!])
///     print(localizer.fallbackChain.map(\.description))
///     // Prints "["values-pt-rBR (pt-BR)", "values (en)"]"
public struct FallbackStep: Hashable, Sendable, CustomStringConvertible {
    /// The localization as the resources name it: an `.lproj` folder's name without the
    /// extension (`pt-BR`, `Base`), a String Catalog language (`pt-BR`), or an Android
    /// `values` folder (`values-pt-rBR`, `values`).
    public let name: String

    /// The language of the strings: the folder's or catalog's language, the development
    /// language for Apple's `Base` and Android's default `values` folder, or the pseudo-locale.
    public let locale: LanguageTag

    /// The pseudo-locale this step produces from the development-language localization
    /// ``name``, or `nil` for a real localization.
    public let pseudoLocale: PseudoLocale?

    /// The language whose CLDR plural rules choose the forms of this step's plurals and whose
    /// number symbols format its numbers: ``locale``, except for a pseudo-locale, whose strings
    /// are the development language's (``developmentLanguage``).
    public let rulesLocale: LanguageTag

    /// Creates a step.
    ///
    /// - Parameters:
    ///   - name: The localization's name in the resources.
    ///   - locale: The language of its strings.
    ///   - pseudoLocale: The pseudo-locale it produces, if any.
    ///   - rulesLocale: The language of its plural rules and numbers; `locale` when `nil`.
    public init(name: String, locale: LanguageTag, pseudoLocale: PseudoLocale? = nil, rulesLocale: LanguageTag? = nil) {
        self.name = name
        self.locale = locale
        self.pseudoLocale = pseudoLocale
        self.rulesLocale = rulesLocale ?? locale
    }

    /// `pt-BR`, `values-pt-rBR (pt-BR)`, or `en-XA (from en)` for a pseudo-locale.
    public var description: String {
        if let pseudoLocale { return "\(pseudoLocale.tag) (from \(name))" }
        return name == locale.identifier ? name : "\(name) (\(locale))"
    }
}
