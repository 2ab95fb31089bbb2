import LocalizedStrings

/// The name of one localization that a resource set provides, as the resources spell it.
///
/// Apple bundles name their localizations after `.lproj` folders, Android after
/// `values-…` qualifiers (converted to BCP 47 by the reader), string catalogs after BCP 47
/// tags. This type reads all the spellings a caller is likely to hold:
///
/// - BCP 47 tags in any case: `pt-BR`, `zh-hans`, `sr-Latn`;
/// - Apple's underscore form and folder names: `pt_BR`, `zh_Hans`, `fr.lproj`;
/// - the full English names Xcode once used and CFBundle still accepts: `English`, `French`,
///   `German`, `Italian`, `Dutch`, `Spanish`, `Japanese`;
/// - `Base`, Apple's base internationalization, which holds development-language resources
///   and is not a language.
///
/// The original spelling is kept in ``name`` so that a caller can find the folder or table
/// again; matching uses ``languageTag``.
///
///     let name = LocalizationName("pt_BR.lproj")
///     print(name.name)          // Prints "pt_BR.lproj"
///     print(name.languageTag!)  // Prints "pt-BR"
public struct LocalizationName: Hashable, Sendable, CustomStringConvertible {
    /// The name exactly as given.
    public let name: String
    /// The language the localization holds, or `nil` for `Base` and for names that are not a
    /// language tag (such as `Resources`).
    public let languageTag: LanguageTag?
    /// Whether this is Apple's `Base` localization (`Base`, `Base.lproj`, any case).
    public let isBase: Bool

    /// Reads a localization name.
    ///
    /// - Parameter name: A BCP 47 tag, an Apple localization or `.lproj` folder name, or `Base`.
    public init(_ name: String) {
        self.name = name
        var text = Substring(name)
        if text.lowercased().hasSuffix(".lproj") { text = text.dropLast(".lproj".count) }
        let stem = String(text)
        isBase = stem.lowercased() == "base"
        languageTag = isBase ? nil : LanguageTag.parse(localizationName: stem)?.tag
    }

    /// The name exactly as given, such as `pt_BR.lproj`.
    public var description: String { name }
}
