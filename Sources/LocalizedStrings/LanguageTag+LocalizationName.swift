extension LanguageTag {
    /// Reads a language the way projects spell it in localization folder names, and says
    /// whether the spelling was the canonical BCP 47 form.
    ///
    /// Besides BCP 47 tags in any case (`pt-BR`, `zh-hans`), this accepts Apple's and
    /// POSIX's underscore form (`pt_BR`, `bg_BG`), the `@latin` and `@cyrillic` modifiers
    /// (`sr@latin` is `sr-Latn`), and the English names that `.lproj` folders used before
    /// ISO codes and CFBundle still accepts (`English`, `French`, `German`, `Italian`,
    /// `Dutch`, `Spanish`, `Japanese`).
    ///
    ///     LanguageTag.parse(localizationName: "zh_hans")   // (zh-Hans, isCanonical: false)
    ///
    /// - Parameter name: The name without the `.lproj` extension.
    /// - Returns: `nil` when the name is not a language (such as `Base` or `Resources`).
    public static func parse(localizationName name: String) -> (tag: LanguageTag, isCanonical: Bool)? {
        if let legacy = legacyLanguageNames[name] {
            return (LanguageTag(legacy)!, false)
        }
        var text = String(name.map { $0 == "_" ? "-" : $0 })
        var script: String?
        if let at = text.firstIndex(of: "@") {
            guard let modifier = scriptModifiers[text[text.index(after: at)...].lowercased()] else { return nil }
            script = modifier
            text = String(text[..<at])
        }
        guard var tag = LanguageTag(text) else { return nil }
        if let script, tag.script == nil {
            tag = LanguageTag(language: tag.language, script: script, region: tag.region, variants: tag.variants,
                              extensions: tag.extensions)
        }
        return (tag, tag.identifier == name)
    }

    /// CFBundle's `_CFBundleGetAlternateNameForLanguage` names.
    private static let legacyLanguageNames: [String: String] = [
        "English": "en", "French": "fr", "German": "de", "Italian": "it",
        "Dutch": "nl", "Spanish": "es", "Japanese": "ja",
    ]

    /// POSIX locale modifiers that name a script.
    private static let scriptModifiers = ["latin": "Latn", "cyrillic": "Cyrl"]
}
