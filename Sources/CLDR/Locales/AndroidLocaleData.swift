import LocalizedStrings

/// Android's locale algorithms over CLDR data, as `libs/androidfw/LocaleData.cpp` of the
/// Android framework implements them: the likely script of a language, the parent of a
/// regional locale, which of two regions serves a requested locale better, and whether a
/// region's English is close to US English.
///
/// Android generates its tables (`LocaleDataTables.cpp`, `LocaleDataLookup.cpp`) from CLDR with
/// `tools/localedata/extract_icu_data.py`; these functions read the same CLDR tables of this
/// module (likely subtags, parent locales), so they agree with Android wherever the two CLDR
/// releases agree.
///
/// Every function works within one language: Android compares regions of the requested
/// language only (`ResTable_config::isLocaleBetterThan`).
public enum AndroidLocaleData {
    /// The script Android computes for a locale without one (`localeDataComputeScript`): the
    /// likely script of `language-REGION`, else of `language`; `nil` when CLDR knows neither.
    /// Unlike ``LanguageTag/maximized()``, an unknown language gets no script (Android never
    /// looks up `und`).
    ///
    ///     AndroidLocaleData.likelyScript(language: "zh", region: "TW")  // "Hant"
    ///     AndroidLocaleData.likelyScript(language: "qaa", region: nil)  // nil
    public static func likelyScript(language: String, region: String?) -> String? {
        if let region, let likely = LocaleData.likelySubtags["\(language)-\(region)"] {
            return LanguageTag(likely)?.script
        }
        return LocaleData.likelySubtags[language].flatMap { LanguageTag($0)?.script }
    }

    /// The regions a locale inherits from within its language, most specific first, ending with
    /// `nil` (the language alone): `findAncestors` over `findParent`, which takes CLDR's parent of
    /// a regional locale (`en-AU` → `en-001`, `es-MX` → `es-419`, `zh-Hant-MO` → `zh-Hant-HK`),
    /// else drops the region.
    ///
    ///     AndroidLocaleData.ancestors(language: "en", script: "Latn", region: "AU")  // ["AU", "001", nil]
    public static func ancestors(language: String, script: String?, region: String?) -> [String?] {
        var chain: [String?] = [region]
        var current = region
        // CLDR's regional parents are at most three deep; the bound only guards against bad data.
        while let known = current, chain.count < 8 {
            current = regionalParents["\(language)-\(script ?? "")-\(known)"]
            guard !chain.contains(current) else { break }
            chain.append(current)
        }
        return chain
    }

    /// Whether English of a region is closer to US English than to International English: `en`
    /// comes before `en-001` among its ancestors (`localeDataIsCloseToUsEnglish`). True for `US`,
    /// `PH` and no region; false for `GB`, `AU`, `001`.
    public static func isCloseToUSEnglish(region: String?) -> Bool {
        for ancestor in ancestors(language: "en", script: "Latn", region: region) {
            if ancestor == nil { return true }
            if ancestor == "001" { return false }
        }
        return false
    }

    /// Which of two regions of the requested language serves a user of the requested locale
    /// better (`localeDataCompareRegions`): positive when `left` does, negative when `right`
    /// does, zero when they are the same region.
    ///
    /// An ancestor of the request wins, the nearer one first (`en-001` over `en` for `en-GB`);
    /// else the region nearer in the parent tree; else a representative locale (one that CLDR's
    /// likely subtags produce, `en-US`, `pt-BR`); else the lower region code, letters before
    /// digits. `es-US` and `es-MX` stand for `es-419` when compared with another region.
    ///
    /// - Parameters:
    ///   - left: One region, `nil` for the language alone.
    ///   - right: The other region.
    ///   - language: The requested language.
    ///   - script: The requested script (explicit or computed).
    ///   - region: The requested region.
    public static func compareRegions(_ left: String?, _ right: String?,
                                      language: String, script: String?, region: String?) -> Int {
        guard left != right else { return 0 }
        var left = left
        var right = right
        if language == "es" {
            let latinAmerican = "419"
            func isSpecialSpanish(_ region: String?) -> Bool { region == "US" || region == "MX" }
            if isSpecialSpanish(left), !isSpecialSpanish(right), right != latinAmerican {
                left = latinAmerican
            } else if isSpecialSpanish(right), !isSpecialSpanish(left), left != latinAmerican {
                right = latinAmerican
            }
        }
        let requestAncestors = ancestors(language: language, script: script, region: region)
        if let first = requestAncestors.first(where: { $0 == left || $0 == right }) {
            return first == left ? 1 : -1
        }
        func distance(_ supported: String?) -> Int {
            let own = ancestors(language: language, script: script, region: supported)
            for (index, ancestor) in own.enumerated() {
                if let requestIndex = requestAncestors.firstIndex(of: ancestor) { return index + requestIndex }
            }
            return own.count + requestAncestors.count
        }
        let leftDistance = distance(left)
        let rightDistance = distance(right)
        if leftDistance != rightDistance { return rightDistance - leftDistance }
        let leftIsRepresentative = isRepresentative(language: language, script: script, region: left)
        let rightIsRepresentative = isRepresentative(language: language, script: script, region: right)
        if leftIsRepresentative != rightIsRepresentative { return leftIsRepresentative ? 1 : -1 }
        return Int(packedRegion(right)) - Int(packedRegion(left))
    }

    // MARK: - Tables

    /// CLDR's parents of regional locales, keyed `language-Script-REGION` with the child's likely
    /// script (Android keys its parent maps by script), valued by the parent's region. Parents
    /// of another language or without a region are left out, as Android's generator leaves them.
    private static let regionalParents: [String: String] = {
        var parents: [String: String] = [:]
        for (child, parent) in LocaleData.parentLocales {
            guard let childTag = LanguageTag(child), let region = childTag.region,
                  let parentTag = LanguageTag(parent), parentTag.language == childTag.language,
                  let parentRegion = parentTag.region,
                  let script = childTag.script ?? likelyScript(language: childTag.language, region: region) else { continue }
            parents["\(childTag.language)-\(script)-\(region)"] = parentRegion
        }
        return parents
    }()

    /// The locales CLDR's likely subtags produce (`en-Latn-US`, `pt-Latn-BR`), which Android
    /// calls representative (`isLocaleRepresentative`, `REPRESENTATIVE_LOCALES`).
    private static let representativeLocales: Set<String> = Set(LocaleData.likelySubtags.values)

    private static func isRepresentative(language: String, script: String?, region: String?) -> Bool {
        guard let script, let region else { return false }
        return representativeLocales.contains("\(language)-\(script)-\(region)")
    }

    /// A region as `ResTable_config::packRegion` packs it into two bytes: two letters as they
    /// are, three digits in a form whose high bit is set (so letters sort first); 0 for none.
    private static func packedRegion(_ region: String?) -> UInt16 {
        guard let region else { return 0 }
        let bytes = Array(region.utf8)
        if bytes.count == 3, bytes.allSatisfy({ (0x30...0x39).contains($0) }) {
            let first = UInt16(bytes[0] - 0x30), second = UInt16(bytes[1] - 0x30), third = UInt16(bytes[2] - 0x30)
            return (0x80 | (third << 2) | (second >> 3)) << 8 | (((second << 5) | first) & 0xFF)
        }
        guard bytes.count == 2 else { return 0 }
        return UInt16(bytes[0]) << 8 | UInt16(bytes[1])
    }
}
