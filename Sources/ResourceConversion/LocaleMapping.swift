import LocalizedStrings

/// How Android folder locales and Apple language IDs correspond.
///
/// | Android folder | Apple |
/// |---|---|
/// | `values` | the source language (`--source-language`, `en` by default) |
/// | `values-fr` | `fr` |
/// | `values-pt-rBR` | `pt-BR` |
/// | `values-b+sr+Latn` | `sr-Latn` |
/// | `values-b+es+419` | `es-419` |
/// | `values-iw`, `values-in`, `values-ji` | `he`, `id`, `yi` (written back with these legacy codes) |
/// | `values-zh` | `zh-Hans` |
/// | `values-zh-rCN`, `values-zh-rSG` | `zh-Hans-CN`, `zh-Hans-SG` |
/// | `values-zh-rTW`, `values-zh-rHK`, `values-zh-rMO` | `zh-Hant-TW`, `zh-Hant-HK`, `zh-Hant-MO` |
///
/// Apple names Chinese by script, so Chinese without a script gets the script its region
/// implies (Traditional for Taiwan, Hong Kong and Macau, Simplified otherwise); converting
/// back drops a script that the region implies. Everything else maps unchanged.
public enum LocaleMapping {
    private static let traditionalChineseRegions: Set<String> = ["TW", "HK", "MO"]

    /// The Apple language ID for an Android folder's locale (`nil` for `values/`).
    public static func appleLocale(forAndroid locale: LanguageTag?, sourceLanguage: LanguageTag) -> LanguageTag {
        guard let locale else { return sourceLanguage }
        if locale.language == "zh", locale.script == nil {
            return LanguageTag(language: "zh", script: impliedChineseScript(region: locale.region), region: locale.region,
                               variants: locale.variants, extensions: locale.extensions)
        }
        return locale
    }

    /// The Android folder locale for an Apple language ID; `nil` means the default `values/`.
    public static func androidLocale(forApple locale: LanguageTag?, sourceLanguage: LanguageTag) -> LanguageTag? {
        guard let locale, locale != sourceLanguage else { return nil }
        if locale.language == "zh", let script = locale.script, script == impliedChineseScript(region: locale.region) {
            return LanguageTag(language: "zh", region: locale.region, variants: locale.variants, extensions: locale.extensions)
        }
        return locale
    }

    private static func impliedChineseScript(region: String?) -> String {
        region.map { traditionalChineseRegions.contains($0) } == true ? "Hant" : "Hans"
    }
}
