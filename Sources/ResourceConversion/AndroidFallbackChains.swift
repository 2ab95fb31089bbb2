import CLDR
import LocalizedStrings

/// The Android folders that serve each locale's users, best first: the folder itself, the
/// folders Android falls back to, and `values/` (`nil`) last.
///
/// Android chooses a configuration for each resource on its own, among the folders that
/// define it (`ResourcesImpl.getValue` → `AssetManager2::FindEntry`, comparing configurations
/// with `ResTable_config::isBetterThan`): for a user in `de-AT`, `values-de-rAT`, then
/// `values-de`, then another German region, then `values/`. The order is ``LocaleMatcher``'s,
/// which follows Android's `LocaleData` (CLDR parents first, then regions by distance in the
/// CLDR tree). A folder serves only its own language: `values-und` is never the root of
/// another language's chain (`ResTable_config::match` compares language codes).
struct AndroidFallbackChains: Sendable {
    private let chains: [String: [LanguageTag?]]

    /// Chains over no folders but `values/`.
    init() {
        chains = [:]
    }

    /// The chains of the folders of these locales.
    ///
    /// - Parameters:
    ///   - locales: The locales of the `values-*` folders.
    ///   - sourceLanguage: The language of `values/`.
    init(locales: [LanguageTag], sourceLanguage: LanguageTag) {
        let base = "Base"
        let matcher = LocaleMatcher(localizations: locales.map(\.identifier) + [base], developmentLanguage: sourceLanguage.identifier)
        var chains: [String: [LanguageTag?]] = [:]
        for locale in locales where chains[locale.identifier] == nil {
            var chain: [LanguageTag?] = [locale]
            for name in matcher.fallbackChain(for: [locale]) where name != base && name != locale.identifier {
                chain.append(LanguageTag(name))
            }
            chains[locale.identifier] = chain + [nil]
        }
        self.chains = chains
    }

    /// The folders that serve a locale's users, best first, `values/` (`nil`) last.
    func chain(for locale: LanguageTag?) -> [LanguageTag?] {
        guard let locale else { return [nil] }
        return chains[locale.identifier] ?? [locale, nil]
    }
}
