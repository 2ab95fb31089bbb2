import LocalizedStrings

extension LanguageTag {
    /// Returns the tag with deprecated, legacy and overlong codes replaced by the ones CLDR
    /// uses today.
    ///
    /// Language aliases come from CLDR `<languageAlias>`: `iw` → `he`, `in` → `id`, `ji` → `yi`,
    /// `mo` → `ro`, `tl` → `fil`, `cmn` → `zh`, `nor` → `no`. A replacement that carries a
    /// script or region (`sh` → `sr-Latn`) supplies it only where the tag has none, so `sh-RS`
    /// becomes `sr-Latn-RS` and `sh-Cyrl` becomes `sr-Cyrl`. Region aliases come from
    /// `<territoryAlias>` (`UK` → `GB`, `840` → `US`); a region that was split (`YU` → `RS`, `ME`)
    /// becomes the language's likely region when that is one of the parts, else the first part.
    /// Variants and extensions are kept as they are.
    ///
    /// CLDR 41 does not alias `no` to `nb`: Norwegian `no` is the parent of `nb` and `nn`.
    ///
    ///     print(LanguageTag("iw-IL")!.canonicalized())  // Prints "he-IL"
    ///     print(LanguageTag("sh")!.canonicalized())     // Prints "sr-Latn"
    ///
    /// - Returns: The canonical tag; the tag itself when nothing is aliased.
    public func canonicalized() -> LanguageTag {
        var language = self.language
        var script = self.script
        var region = self.region
        if let replacement = LocaleData.languageAliases[language].flatMap(LanguageTag.init) {
            language = replacement.language
            script = script ?? replacement.script
            region = region ?? replacement.region
        }
        if let current = region, let replacements = LocaleData.territoryAliases[current], let first = replacements.first {
            if replacements.count == 1 {
                region = first
            } else {
                let likely = LanguageTag(language: language, script: script).maximized().region
                region = likely.flatMap { replacements.contains($0) ? $0 : nil } ?? first
            }
        }
        return LanguageTag(language: language, script: script, region: region,
                           variants: variants, extensions: extensions)
    }
}
