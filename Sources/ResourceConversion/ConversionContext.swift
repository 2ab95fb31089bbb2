import CLDR
import LocalizedStrings

/// What mapping one entry needs beyond the entry itself: the options, Android's resolution of
/// references in each locale, and the languages' plural categories.
struct ConversionContext: Sendable {
    let options: ConversionOptions
    let specifiers: FormatSpecifierMapping
    /// What Android shows each locale's users, for resolving `@string/x`.
    var android: AndroidResolution

    init(options: ConversionOptions, android: AndroidResolution = AndroidResolution()) {
        self.options = options
        specifiers = FormatSpecifierMapping(integerSpecifier: options.integerSpecifier)
        self.android = android
    }

    /// Whether the language's CLDR plural rules have a `zero` category (Arabic, Latvian,
    /// Welsh, …). Elsewhere Android ignores a `zero` item while Apple uses it for 0.
    func hasZeroCategory(_ locale: LanguageTag) -> Bool {
        PluralRules(for: locale).categories.contains(.zero)
    }
}
