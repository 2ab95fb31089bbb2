import CLDR
import LocalizedStrings

/// The `values*` folders that serve a user of a locale, best first, as Android chooses among
/// them: `nil` stands for `values/`.
///
/// Android picks a configuration for each resource on its own, among the folders that define
/// it (`AssetManager2::FindEntry`): a folder serves a locale when `ResTable_config::match`
/// accepts it, and of two that do, `ResTable_config::isLocaleBetterThan` orders them. So a
/// folder of another language never serves a user, and within the language:
///
/// - a folder whose script (written, or computed from CLDR's likely subtags) differs from the
///   request's never serves (`zh-rTW` is never served by `values-zh`, which is Simplified);
/// - a folder of the language serves before `values/`, except for US English and the regions
///   close to it (`localeDataIsCloseToUsEnglish`), which `values/` serves before a folder of a
///   region descending from International English (`en-US` reads `values/` before `values-en-rGB`);
/// - among regions, an ancestor of the request in CLDR's tree comes first (`en-001` before `en`
///   for `en-AU`), then the region nearest in the tree, then a representative one, then the
///   lower region code (`localeDataCompareRegions`);
/// - `tl` and `fil` are one language (`langsAreEquivalent`), the identical code first.
///
/// `iw`/`he`, `in`/`id` and `ji`/`yi` are already one language here: folder names are read with
/// the modern codes (``ValuesConfiguration``), as the framework asks for the legacy ones
/// (`ResourcesImpl.adjustLanguageTag`).
///
///     let chains = AndroidFallbackChains(locales: ["en-GB", "fr", "de-AT", "de"].compactMap(LanguageTag.init))
///     chains.chain(for: LanguageTag("fr"))     // [fr, nil]: never values-en-rGB
///     chains.chain(for: LanguageTag("de-CH"))  // [de, de-AT, nil]
///     chains.chain(for: LanguageTag("en-US"))  // [nil, en-GB]: values/ first for US English
public struct AndroidFallbackChains: Sendable {
    /// The folders' locales by language, keeping the given order.
    private let localesByLanguage: [String: [LanguageTag]]
    /// The chains of the folders' own locales, computed once.
    private let folderChains: [LanguageTag: [LanguageTag?]]

    /// The chains over the `values-*` folders of these locales (and `values/`).
    ///
    /// - Parameter locales: The locales of the folders; repeats are ignored.
    public init(locales: [LanguageTag] = []) {
        var unique: [LanguageTag] = []
        var seen: Set<LanguageTag> = []
        var byLanguage: [String: [LanguageTag]] = [:]
        for locale in locales where seen.insert(locale).inserted {
            unique.append(locale)
            byLanguage[Self.equivalenceClass(of: locale.language), default: []].append(locale)
        }
        localesByLanguage = byLanguage
        var chains: [LanguageTag: [LanguageTag?]] = [:]
        for locale in unique {
            chains[locale] = Self.chain(for: locale, among: byLanguage[Self.equivalenceClass(of: locale.language)] ?? [])
        }
        folderChains = chains
    }

    /// The folders that serve a user of a locale, best first; `values/` (`nil`) is among them,
    /// last except for US English and its close regions.
    ///
    /// - Parameter locale: The user's locale; `nil` asks for `values/` alone.
    public func chain(for locale: LanguageTag?) -> [LanguageTag?] {
        guard let locale else { return [nil] }
        if let known = folderChains[locale] { return known }
        return Self.chain(for: locale, among: localesByLanguage[Self.equivalenceClass(of: locale.language)] ?? [])
    }

    /// The folders that serve a user with several languages, best first.
    ///
    /// Android resolves every resource in one locale: the first of the user's languages that
    /// the app supports, English counting as supported (`LocaleList.getFirstMatchWithEnglishSupported`,
    /// called by `ResourcesImpl.updateConfiguration`), else the first language.
    ///
    /// - Parameter preferredLanguages: The user's languages, most preferred first.
    public func chain(forPreferredLanguages preferredLanguages: [LanguageTag]) -> [LanguageTag?] {
        let chosen = preferredLanguages.first { preferred in
            let request = Configuration(preferred)
            return (preferred.language == "en" && request.script == "Latn")
                || (localesByLanguage[Self.equivalenceClass(of: preferred.language)] ?? []).contains {
                    Configuration($0).matches(request)
                }
        }
        return chain(for: chosen ?? preferredLanguages.first)
    }

    // MARK: - Resolution

    /// A locale as `ResTable_config` holds it: the script is the written one, else the one
    /// computed from the language and region (`localeDataComputeScript`).
    private struct Configuration {
        let tag: LanguageTag
        let script: String?

        init(_ tag: LanguageTag) {
            self.tag = tag
            script = tag.script ?? AndroidLocaleData.likelyScript(language: tag.language, region: tag.region)
        }

        /// `ResTable_config::match` for the locale part, `self` being a folder's configuration:
        /// an equivalent language, and the same script when both are known, else a region that
        /// is absent or the request's.
        func matches(_ request: Configuration) -> Bool {
            guard AndroidFallbackChains.equivalenceClass(of: tag.language)
                    == AndroidFallbackChains.equivalenceClass(of: request.tag.language) else { return false }
            if let requested = request.script, let script {
                return script == requested
            }
            return tag.region == nil || tag.region == request.tag.region
        }
    }

    /// `ResTable_config::isLocaleBetterThan`: whether folder `one` serves `request` better than
    /// folder `other`, both matching it (`nil` for `values/`).
    private static func isBetter(_ one: LanguageTag?, than other: LanguageTag?, for request: Configuration) -> Bool {
        guard let one, let other else {
            // One folder has the language, the other is values/.
            guard one != nil || other != nil else { return false }
            let requested = request.tag
            if requested.language == "en" {
                if requested.region == "US" {
                    if let one { return one.region == nil || one.region == "US" }
                    return !(other?.region == nil || other?.region == "US")
                }
                if AndroidLocaleData.isCloseToUSEnglish(region: requested.region) {
                    if let one { return AndroidLocaleData.isCloseToUSEnglish(region: one.region) }
                    return !AndroidLocaleData.isCloseToUSEnglish(region: other?.region)
                }
            }
            return one != nil
        }
        let regions = AndroidLocaleData.compareRegions(one.region, other.region, language: request.tag.language,
                                                       script: request.script, region: request.tag.region)
        if regions != 0 { return regions > 0 }
        let oneVariantMatches = one.variants == request.tag.variants
        if oneVariantMatches != (other.variants == request.tag.variants) { return oneVariantMatches }
        // Equivalent languages (`tl`, `fil`): the identical one is better.
        return one.language == request.tag.language && other.language != request.tag.language
    }

    /// The folders among `candidates` (all of the request's language) that serve the request,
    /// and `values/`, best first. Each step takes the first folder that no remaining one beats,
    /// so the order is Android's choice for a resource that every folder defines, then for one
    /// that the first lacks, and so on.
    private static func chain(for locale: LanguageTag, among candidates: [LanguageTag]) -> [LanguageTag?] {
        let request = Configuration(locale)
        // A folder of the user's own locale is the best (its region is the request's), and
        // values/ always matches.
        var chain: [LanguageTag?] = candidates.contains(locale) ? [locale] : []
        var remaining: [LanguageTag?] = candidates.filter { $0 != locale && Configuration($0).matches(request) }
        remaining.append(nil)
        while !remaining.isEmpty {
            let best = remaining.indices.first { index in
                !remaining.indices.contains { other in
                    other != index && isBetter(remaining[other], than: remaining[index], for: request)
                }
            } ?? remaining.startIndex
            chain.append(remaining.remove(at: best))
        }
        return chain
    }

    /// The language code that stands for its equivalence class: `fil` for `tl` too.
    private static func equivalenceClass(of language: String) -> String {
        language == "tl" ? "fil" : language
    }
}
