import LocalizedStrings

/// Orders the localizations that a resource set provides into the chain to consult, key by
/// key, for a user's preferred languages.
///
/// Give the matcher the localizations once (folder names, catalog languages or BCP 47 tags)
/// and the development language; then ask for a chain whenever the user's languages change.
/// A lookup tries each localization of the chain in order and takes the first that has the
/// key, so a string that a translator missed comes from the nearest language the user reads,
/// not from the development language straight away.
///
///     let matcher = LocaleMatcher(localizations: ["Base", "en", "es", "es-419", "pt-BR", "zh-Hans", "zh-Hant"],
///                                 developmentLanguage: "en")
///     print(matcher.fallbackChain(for: [LanguageTag("es-MX")!]))
///     // Prints "["es-419", "es", "en", "Base"]"
///     print(matcher.fallbackChain(for: [LanguageTag("zh-TW")!, LanguageTag("pt-PT")!]))
///     // Prints "["zh-Hant", "pt-BR", "en", "Base"]"
///
/// ## How the chain is built
///
/// Every tag is compared in its maximized form (``LanguageTag/maximized()``), after CLDR
/// aliases, so `iw` is `he`, `zh-TW` is `zh-Hant-TW`, `zh` is `zh-Hans`, `sr` is `sr-Cyrl`,
/// and spelling or case (`pt_BR`, `PT-br`) does not matter. For each preferred language in
/// order, then for the development language, the matcher walks the language's CLDR
/// inheritance chain (``LanguageTag/inheritanceChain()``): `es-MX` → `es-419` → `es`,
/// `en-GB` → `en-001` → `en`, `zh-Hant-TW` → `zh-Hant` (then root: never Simplified `zh`),
/// `nb` → `no`. At each step it appends
///
/// 1. the localizations that *are* that locale (`pt` and `pt-BR` are both Brazilian
///    Portuguese in CLDR, `zh-TW` and `zh-Hant` both Traditional Chinese for Taiwan). For the
///    preference itself: the one spelled like the preference first, then longer spellings
///    before shorter (`zh-Hant-TW` before `zh-Hant` for a `zh-TW` user). For a parent:
///    shorter spellings first, because an app that provides both `pt` and `pt-BR` means
///    `pt` for the Portuguese outside Brazil (a `pt-PT` user gets `pt`, then `pt-BR`). Ties
///    go by name;
/// 2. the localizations that *descend* from that locale in CLDR, nearest first, then by name
///    (see "Regional siblings").
///
/// A localization appears once, at its first position. Localizations that no preference
/// reaches are left out, so an app's Japanese never shows up for a French user. Apple's
/// `Base` is not a language: when provided it comes last, after the development language,
/// because it holds development-language resources. Names that are neither a language tag
/// nor `Base` are ignored. `und` (Android's `values-und`, Apple's `und.lproj`) is a language
/// of its own, as Android treats it: it serves only a user who asks for `und`, and is never the
/// root that other languages fall back to (CLDR would maximize it to `en-Latn-US`).
///
/// ## Regional siblings
///
/// When the user's own region is missing but another region of the language is provided
/// (user `pt-PT`, app `pt-BR`; user `en-US`, app `en-GB`; user `es-ES`, app `es-MX`), the
/// sibling is used, and it comes **before the next preferred language**: someone who put
/// English first reads British English more easily than their second language. The order
/// among siblings follows the distance in the CLDR tree, as Android's `LocaleData` does: a
/// British user gets `en-AU` (through `en-001`) before `en-US`, a Mexican user gets `es-AR`
/// (through `es-419`) before `es`, an Angolan user `pt-MZ` (through `pt-PT`) before `pt-BR`.
/// Because CLDR's `pt` *is* Brazilian and `pt-PT` inherits from it, an available `pt-BR` serves
/// `pt-PT` as a parent, not merely a sibling; `en-US` likewise serves `en-GB`.
///
/// Apple's `ualoc` takes only the first preferred language with any match and uses
/// `pt-PT` ↔ `pt-BR` only as a last resort; Android ranks by distance in the CLDR tree over
/// the whole locale list. This matcher keeps Android's distances within one preferred
/// language and, like Apple, lets an earlier preference win over a later one; unlike both, it
/// keeps the later preferences in the chain, because it falls back per key.
///
/// Descendants connect different languages only where CLDR makes one *language* the parent
/// of another: a Bokmål user (`nb`, whose parent is `no`) gets Nynorsk (`nn`, also under
/// `no`) before their next language, and a `no` user gets `nb`. CLDR's other cross-language
/// parent, `hi-Latn` → `en-IN`, shares number and date formats, not words: a Hinglish reader
/// gets English as a parent, but an English reader is never offered Hinglish. Scripts never
/// mix: `sr-Latn` and `zh-Hant` inherit from root, so Cyrillic `sr` and Simplified `zh` are
/// never offered for them, nor they for `sr` and `zh`.
///
/// The development language contributes itself and its CLDR parents; its regional siblings
/// only when neither is provided, so the chain normally ends with the development language
/// (then `Base`). If a preferred language already placed the development language earlier,
/// it stays there.
///
/// - Complexity: Creating a matcher is O(*n*) in the number of localizations (each has at most
///   a handful of CLDR ancestors); a chain costs O(*p* · *m* log *m*) for *p* preferences and
///   *m* localizations of the preferred languages.
public struct LocaleMatcher: Sendable {
    /// The localizations the resource set provides, in the order given.
    public let localizations: [LocalizationName]
    /// The development language: the language the app was written in, whose table is complete.
    public let developmentLanguage: LocalizationName

    /// One provided localization that names a language.
    private struct Candidate: Sendable {
        let name: String
        /// The canonical spelling (aliases applied, no extensions), to recognise the spelling
        /// of the preference.
        let spelling: LanguageTag
        let subtagCount: Int
    }

    /// A candidate `distance` CLDR steps below some locale.
    private struct Descendant: Sendable {
        let index: Int
        let distance: Int
    }

    private let candidates: [Candidate]
    /// Candidate indices by maximized tag, longer spellings first, then by name.
    private let candidatesByLocale: [LanguageTag: [Int]]
    /// Candidates below each of their CLDR ancestors, nearest first, then by name.
    private let descendantsByAncestor: [LanguageTag: [Descendant]]
    /// The names of `Base` localizations, in the order given.
    private let baseNames: [String]

    /// Creates a matcher for the localizations of one resource set.
    ///
    /// - Parameters:
    ///   - localizations: The localizations the resources provide, spelled as BCP 47 tags,
    ///     Apple `.lproj` names (`pt_BR`, `zh-Hans.lproj`, `English`) or `Base`.
    ///   - developmentLanguage: The language the app was developed in (Apple's
    ///     `CFBundleDevelopmentRegion`, SwiftPM's `defaultLocalization`, Android's `values/`),
    ///     such as `"en"`. It need not be among `localizations`.
    public init(localizations: [String], developmentLanguage: String) {
        self.init(localizations: localizations.map(LocalizationName.init),
                  developmentLanguage: LocalizationName(developmentLanguage))
    }

    /// Creates a matcher for localization names already read.
    ///
    /// - Parameters:
    ///   - localizations: The localizations the resources provide.
    ///   - developmentLanguage: The language the app was developed in.
    public init(localizations: [LocalizationName], developmentLanguage: LocalizationName) {
        self.localizations = localizations
        self.developmentLanguage = developmentLanguage
        var candidates: [Candidate] = []
        var byLocale: [LanguageTag: [Int]] = [:]
        var byAncestor: [LanguageTag: [Descendant]] = [:]
        var baseNames: [String] = []
        for localization in localizations {
            if localization.isBase { baseNames.append(localization.name) }
            guard let tag = localization.languageTag else { continue }
            let spelling = tag.canonicalized().droppingExtensions
            let index = candidates.count
            candidates.append(Candidate(name: localization.name, spelling: spelling,
                                        subtagCount: LocaleMatcher.subtagCount(spelling)))
            let chain = LocaleMatcher.inheritanceChain(of: spelling)
            byLocale[chain[0], default: []].append(index)
            for distance in chain.indices.dropFirst() {
                let (child, ancestor) = (chain[distance - 1], chain[distance])
                // Offered to readers of another language only within a CLDR language family.
                guard child.language == ancestor.language ||
                      LocaleInheritance.isLanguageFamily(child: child.language, parent: ancestor.language) else { break }
                byAncestor[ancestor, default: []].append(Descendant(index: index, distance: distance))
            }
        }
        self.candidates = candidates
        self.candidatesByLocale = byLocale.mapValues { indices in
            indices.sorted { lhs, rhs in
                let (left, right) = (candidates[lhs], candidates[rhs])
                if left.subtagCount != right.subtagCount { return left.subtagCount > right.subtagCount }
                return left.name < right.name
            }
        }
        self.descendantsByAncestor = byAncestor.mapValues { descendants in
            descendants.sorted { lhs, rhs in
                if lhs.distance != rhs.distance { return lhs.distance < rhs.distance }
                return candidates[lhs.index].name < candidates[rhs.index].name
            }
        }
        self.baseNames = baseNames
    }

    // MARK: - Matching

    /// Returns the localizations to consult for each key, best first.
    ///
    /// The chain holds, in order: the localizations that serve each preferred language (the
    /// language itself, its CLDR parents and their regional variants, see the type's
    /// documentation), then those that serve the development language, then `Base`. A
    /// preference that nothing serves is skipped. `und` is a language of its own: an `und`
    /// localization serves only an `und` preference and is never the root of another chain.
    ///
    /// - Parameter preferredLanguages: The user's languages, most preferred first, as
    ///   ``PreferredLanguages`` finds them.
    /// - Returns: Names of provided localizations, exactly as they were given to the matcher,
    ///   each at most once. Empty only when nothing serves any preference or the development
    ///   language and there is no `Base`.
    public func fallbackChain(for preferredLanguages: [LanguageTag]) -> [String] {
        var chain: [String] = []
        var seen = Set<String>()
        for name in servingChain(for: preferredLanguages) + developmentChain() where seen.insert(name).inserted {
            chain.append(name)
        }
        return chain
    }

    /// The localizations that serve the preferred languages themselves, in chain order, without
    /// the development language's part that ``fallbackChain(for:)`` appends (it may still
    /// contain the development language when a preference reaches it).
    public func servingChain(for preferredLanguages: [LanguageTag]) -> [String] {
        var chain: [String] = []
        var used = Set<Int>()
        for preference in preferredLanguages {
            for index in matches(for: preference, includingDescendants: true) where used.insert(index).inserted {
                chain.append(candidates[index].name)
            }
        }
        return chain
    }

    /// The localizations that serve the development language, then `Base`: the end of every
    /// chain, and what a pseudo-locale is made from.
    public func developmentChain() -> [String] {
        var chain: [String] = []
        if let development = developmentLanguage.languageTag {
            var matches = self.matches(for: development, includingDescendants: false)
            if matches.isEmpty { matches = self.matches(for: development, includingDescendants: true) }
            var used = Set<Int>()
            for index in matches where used.insert(index).inserted { chain.append(candidates[index].name) }
        }
        return chain + baseNames
    }

    /// The candidates that serve one language, in chain order (may repeat an index).
    private func matches(for language: LanguageTag, includingDescendants: Bool) -> [Int] {
        let spelling = language.canonicalized().droppingExtensions
        var result: [Int] = []
        for (level, locale) in LocaleMatcher.inheritanceChain(of: spelling).enumerated() {
            let same = candidatesByLocale[locale] ?? []
            if level == 0 {
                // The spelling the user wrote, then the more specific spellings.
                result += same.filter { candidates[$0].spelling == spelling }
                result += same.filter { candidates[$0].spelling != spelling }
            } else {
                // A parent: the generic spelling first (`pt` before `pt-BR` for a `pt-PT` user).
                result += same.sorted { lhs, rhs in
                    let (left, right) = (candidates[lhs], candidates[rhs])
                    if left.subtagCount != right.subtagCount { return left.subtagCount < right.subtagCount }
                    return left.name < right.name
                }
            }
            if includingDescendants {
                result += (descendantsByAncestor[locale] ?? []).map(\.index)
            }
        }
        return result
    }

    // MARK: - Helpers

    private static func subtagCount(_ tag: LanguageTag) -> Int {
        1 + (tag.script == nil ? 0 : 1) + (tag.region == nil ? 0 : 1) + tag.variants.count
    }

    /// The locales a tag inherits from, as ``LanguageTag/inheritanceChain()`` gives them, but
    /// for `und`: resources named `und` (Android's `values-und`, Apple's `und.lproj`) hold a
    /// language of their own, which CLDR's maximization would make `en-Latn-US` and which
    /// every chain would reach at its root. Android matches a folder's language only to the
    /// same language (`ResTable_config::match` compares the language codes), so an `und`
    /// localization serves only an `und` preference, and inherits from nothing.
    private static func inheritanceChain(of tag: LanguageTag) -> [LanguageTag] {
        tag.language == "und" ? [tag] : tag.inheritanceChain()
    }
}
