import LocalizedStrings

extension LanguageTag {
    /// Returns the tag with its most likely script and region added, from CLDR likely subtags.
    ///
    /// This is UTS #35 "Add Likely Subtags": the tag is first ``canonicalized()``, then
    /// `language-Script-REGION`, `language-REGION`, `language-Script`, `language` and
    /// `und-Script` are looked up in that order, and the first entry found fills in the
    /// subtags the tag lacks. Subtags the tag already has are never replaced, so `zh-TW`
    /// becomes `zh-Hant-TW`, `zh` becomes `zh-Hans-CN`, `sr` becomes `sr-Cyrl-RS` while
    /// `sr-Latn` becomes `sr-Latn-RS`, and `und-Hant` becomes `zh-Hant-TW`. Variants and
    /// extensions are kept.
    ///
    /// Two tags that maximize to the same value name the same locale for matching purposes:
    /// `pt` and `pt-BR`, `zh-Hant` and `zh-TW`, `en` and `en-US`.
    ///
    ///     print(LanguageTag("zh-TW")!.maximized())  // Prints "zh-Hant-TW"
    ///     print(LanguageTag("iw")!.maximized())     // Prints "he-Hebr-IL"
    ///
    /// - Returns: The maximized tag, or the canonicalized tag unchanged when CLDR knows nothing
    ///   likely about it (an unknown language without a script).
    public func maximized() -> LanguageTag {
        let tag = canonicalized()
        let language = tag.language
        var keys: [String] = []
        if let script = tag.script, let region = tag.region { keys.append("\(language)-\(script)-\(region)") }
        if let region = tag.region { keys.append("\(language)-\(region)") }
        if let script = tag.script { keys.append("\(language)-\(script)") }
        keys.append(language)
        if let script = tag.script, language != "und" { keys.append("und-\(script)") }
        guard let likely = keys.lazy.compactMap({ LocaleData.likelySubtags[$0] }).first.flatMap(LanguageTag.init) else {
            return tag
        }
        return LanguageTag(language: language == "und" ? likely.language : language,
                           script: tag.script ?? likely.script,
                           region: tag.region ?? likely.region,
                           variants: tag.variants, extensions: tag.extensions)
    }
}
