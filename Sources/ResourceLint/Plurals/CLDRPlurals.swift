import Foundation
import CLDR
import LocalizedStrings
import SystemSupport

/// The CLDR plural facts the plural rules need, from the rules the runtime uses.
///
/// Every call into the CLDR data goes through this one type, so that moving the data to
/// another module changes one import.
enum CLDRPlurals {
    /// What CLDR says about one language.
    struct Language: Sendable {
        /// The categories the language uses, in CLDR order; the last is `other`.
        var categories: [PluralCategory]
        /// Whether CLDR has rules for the language (otherwise every number is `other`).
        var isKnown: Bool
        /// The integers 0…1000 of each category.
        var integers: [PluralCategory: [Int]]
    }

    private static let cache = LanguageCache()

    /// CLDR's plural facts for a language.
    static func language(_ tag: LanguageTag) -> Language {
        if let cached = cache.get(tag.identifier) { return cached }
        let rules = PluralRules(for: tag)
        var integers: [PluralCategory: [Int]] = [:]
        for number in 0...1000 { integers[rules.category(for: number), default: []].append(number) }
        // Some categories only start at a million (French and Spanish 'many').
        for number in [1_000_000, 2_000_000, 1_000_000_000] where integers[rules.category(for: number)]?.contains(where: { $0 > 1000 }) != true {
            let category = rules.category(for: number)
            if integers[category] == nil || category != .other { integers[category, default: []].append(number) }
        }
        let language = Language(categories: rules.categories, isKnown: rules.ruleLocale != "root", integers: integers)
        cache.set(tag.identifier, language)
        return language
    }

    /// The CLDR version of the data.
    static var version: String { PluralRules.cldrVersion }
}

private final class LanguageCache: Sendable {
    private let languages = Locked<[String: CLDRPlurals.Language]>([:])

    func get(_ key: String) -> CLDRPlurals.Language? {
        languages.withLock { $0[key] }
    }

    func set(_ key: String, _ language: CLDRPlurals.Language) {
        languages.withLock { $0[key] = language }
    }
}
