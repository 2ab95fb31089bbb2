import AppleResources
import LocalizedStrings
import SystemSupport

/// How much of a resource set's source language one language translates.
public struct CoverageRow: Hashable, Sendable {
    /// The resource set (a `res` folder, `.lproj` tables, a catalog).
    public var set: String
    /// The language (BCP 47).
    public var language: String
    /// The source's keys that need a translation.
    public var total: Int
    /// Keys translated (in this language or one it falls back to) and not waiting for review.
    public var translated: Int
    /// Keys present but in a String Catalog state that asks for work (`new`, `needs_review`, `stale`).
    public var needsReview: Int
    /// Keys without a translation.
    public var missing: Int

    /// Creates a row.
    public init(set: String, language: String, total: Int, translated: Int, needsReview: Int, missing: Int) {
        self.set = set
        self.language = language
        self.total = total
        self.translated = translated
        self.needsReview = needsReview
        self.missing = missing
    }

    /// The share of keys present (translated or waiting for review), in percent; 100 when
    /// nothing needs translating.
    public var percent: Double {
        total == 0 ? 100 : Double(translated + needsReview) * 100 / Double(total)
    }
}

/// One translation's coverage, with the source entries it lacks.
public struct LanguageCoverage: Sendable {
    /// The translation.
    public var resources: LocaleResources
    /// Its figures.
    public var row: CoverageRow
    /// The source entries that need a translation and have none, in source order.
    public var missing: [LocatedEntry]
}

/// Counting what each language translates, for the coverage figures and `missing_translation`.
public enum Coverage {
    /// The String Catalog states that mean a translation needs work.
    public static let reviewStates: Set<TranslationState> = [.new, .needsReview, .stale]

    /// Whether a source entry needs a translation: translatable, not a reference nor an
    /// array (Android Lint's `MissingTranslation` counts only `<string>` and `<plurals>`), not
    /// ignored, not a catalog key Xcode no longer finds in the code.
    public static func needsTranslation(_ entry: LocatedEntry, configuration: LintConfiguration) -> Bool {
        guard entry.isTranslatable, !entry.traits.contains(.isArray), !configuration.ignores(key: entry.key) else { return false }
        if case .reference = entry.entry.value { return false }
        if entry.entry.details[StringCatalogEntryDetails.self]?.extractionState == "stale" { return false }
        return true
    }

    /// The source keys that need a translation, each once, in source order.
    public static func requiredEntries(of source: LocaleResources, configuration: LintConfiguration) -> [LocatedEntry] {
        source.keys.compactMap { key in
            source[key].flatMap { needsTranslation($0, configuration: configuration) ? $0 : nil }
        }
    }

    /// What a language has for a key: its own entry or one from a language it falls back to.
    public static func translation(of source: LocatedEntry, in resources: LocaleResources,
                                   fallbacks: [LocaleResources]) -> LocatedEntry? {
        func found(in candidate: LocaleResources) -> LocatedEntry? {
            guard let entry = candidate[source.key], entry.isSameResource(as: source) else { return nil }
            return entry
        }
        if let entry = found(in: resources) { return entry }
        for candidate in fallbacks {
            if let entry = found(in: candidate) { return entry }
        }
        return nil
    }

    /// Whether a translated entry waits for review.
    public static func needsReview(_ entry: LocatedEntry) -> Bool {
        if let state = entry.entry.state, reviewStates.contains(state) { return true }
        return entry.pieces.contains { $0.state.map(reviewStates.contains) ?? false }
    }

    /// The coverage of every translation of every set.
    public static func rows(in context: LintContext) -> [CoverageRow] {
        context.languageCoverage.map(\.row)
    }

    /// The coverage of every translation of every set, in set order, computed on all cores.
    static func languageCoverage(of sets: [ResourceSet], configuration: LintConfiguration) -> [LanguageCoverage] {
        let work = sets.flatMap { set -> [(set: ResourceSet, required: [LocatedEntry], resources: LocaleResources)] in
            guard let source = set.source else { return [] }
            let required = requiredEntries(of: source, configuration: configuration)
            return set.translations.map { (set, required, $0) }
        }
        return work.concurrentMap { coverage(of: $0.resources, in: $0.set, required: $0.required) }
    }

    /// The coverage of one translation.
    public static func row(set: ResourceSet, resources: LocaleResources, required: [LocatedEntry]) -> CoverageRow {
        coverage(of: resources, in: set, required: required).row
    }

    /// The coverage of one translation, with the required entries it lacks.
    public static func coverage(of resources: LocaleResources, in set: ResourceSet, required: [LocatedEntry]) -> LanguageCoverage {
        let fallbacks = set.fallbacks(for: resources)
        var translated = 0
        var review = 0
        var missing: [LocatedEntry] = []
        for entry in required {
            guard let found = translation(of: entry, in: resources, fallbacks: fallbacks) else {
                missing.append(entry)
                continue
            }
            if needsReview(found) { review += 1 } else { translated += 1 }
        }
        let row = CoverageRow(set: set.name, language: resources.language, total: required.count, translated: translated,
                              needsReview: review, missing: missing.count)
        return LanguageCoverage(resources: resources, row: row, missing: missing)
    }
}
