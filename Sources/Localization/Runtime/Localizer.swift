import AndroidResources
import CLDR
import Foundation
import LocalizedStrings
import SystemSupport

/// Looks up localized strings in the user's languages, on Linux as on Apple platforms, from an
/// Android `res` folder, `.lproj` folders or a String Catalog.
///
/// Foundation on Linux cannot do this job: it ignores the user's language, crashes on
/// `.stringsdict` plurals and has no plural rules. A localizer chooses the languages
/// (``PreferredLanguages``), matches them with CLDR data (``LocaleMatcher``), falls back key by
/// key through the whole chain to the development language, chooses plural forms with CLDR
/// rules and formats numbers with CLDR symbols — both those of the localization that supplied
/// the string. An Android `res` folder falls back as Android does (``AndroidFallbackChains``):
/// within the one language Android chooses from the user's list, through its folders and
/// `values/`, never through another language's folder.
///
///     let localizer = try Localizer(resourcesAt: "app/src/main/res",
///                                   preferredLanguages: [LanguageTag("pt-BR")!])
///     localizer.string("empty_state")            // "Você ainda não tem nenhuma nota."
///     localizer.string("greeting", "Ann")        // "Olá, Ann!"
///     localizer.plural("notes_count", count: 5)  // "5 notas"
///     localizer.string("terms")                  // "By continuing…", from values/: pt-BR lacks it
///     localizer.array("sort_orders")             // ["Newest first", "Oldest first", "Notes"]
///
/// ## Loading
///
/// Creating a localizer lists the localizations (and parses String Catalogs, which hold every
/// language in one file). A table of a localization is read and compiled the first time a
/// lookup reaches it — each format string parsed once, into an immutable table — so no lookup
/// does work proportional to a table's size. ``preload(tables:)`` does that work up front.
/// Problems in files (a malformed `.strings`, an aapt2 error) go to ``diagnostics``; what could
/// be read stays usable, and every other localization is unaffected.
///
/// ## Languages
///
/// Without an explicit list, the user's languages come from ``PreferredLanguages/current(explicit:environment:)``:
/// `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG` on Linux, `Locale.preferredLanguages` on Apple
/// platforms. ``setPreferredLanguages(_:)`` changes them at any time, from any thread; lookups
/// in flight finish with the languages they started with.
///
/// ## Thread safety
///
/// A localizer is `Sendable`. Its current language state is an immutable object behind a lock
/// held only to read or replace one reference; lookups never block each other for longer than
/// that, except while a table they need is being loaded for the first time.
public final class Localizer: Sendable {
    /// The configuration the localizer was created with.
    public let configuration: Configuration
    /// The development language: the end of every chain.
    public let developmentLanguage: LanguageTag

    let store: TableStore
    /// Whether every table name reads the same strings (Android).
    private let hasOneNamespace: Bool
    private let matcher: LocaleMatcher
    /// How Android chooses among the folders, when the resources are an Android `res` folder.
    private let androidChains: AndroidFallbackChains?
    private let localizationIndexByMatcherName: [String: Int]
    private let current: Locked<LanguageState>

    // MARK: - Creating a Localizer

    /// Creates a localizer for the resources at a path: an Android `res` folder, a folder of
    /// `.lproj` folders and String Catalogs, or one `.xcstrings` file.
    ///
    /// - Parameters:
    ///   - path: The resources' path.
    ///   - preferredLanguages: The languages to use, most preferred first, or `nil` for the
    ///     user's (an empty list asks for the development language).
    ///   - configuration: The development language, default table, formatting and handlers.
    /// - Throws: ``LocalizerError`` when the path holds no string resources.
    public convenience init(resourcesAt path: String, preferredLanguages: [LanguageTag]? = nil,
                            configuration: Configuration = Configuration()) throws(LocalizerError) {
        try self.init(resources: LocalizationResources.detect(at: path), preferredLanguages: preferredLanguages,
                      configuration: configuration)
    }

    /// Creates a localizer for resources of a known kind.
    ///
    /// - Parameters:
    ///   - resources: Where the strings are.
    ///   - preferredLanguages: The languages to use, most preferred first, or `nil` for the
    ///     user's (an empty list asks for the development language).
    ///   - configuration: The development language, default table, formatting and handlers.
    /// - Throws: ``LocalizerError/resourcesNotFound(path:)`` when a folder or file is missing.
    public init(resources: LocalizationResources, preferredLanguages: [LanguageTag]? = nil,
                configuration: Configuration = Configuration()) throws(LocalizerError) {
        switch resources {
        case .android(let path), .apple(let path), .stringCatalog(let path):
            guard FileManager.default.fileExists(atPath: path) else { throw .resourcesNotFound(path: path) }
        case .tables:
            break
        }
        let source = resources.makeSource()
        self.configuration = configuration
        self.developmentLanguage = configuration.developmentLanguage ?? source.declaredDevelopmentLanguage ?? LanguageTag("en")!
        store = TableStore(source: source, compiler: TableCompiler(device: configuration.device ?? DeviceVariations.phone))
        hasOneNamespace = source.hasOneNamespace
        matcher = LocaleMatcher(localizations: source.localizations.map { LocalizationName($0.matcherName) },
                                developmentLanguage: LocalizationName(developmentLanguage.identifier))
        if case .android = resources {
            androidChains = AndroidFallbackChains(locales: source.localizations.compactMap(\.locale))
        } else {
            androidChains = nil
        }
        var indices: [String: Int] = [:]
        for (index, localization) in source.localizations.enumerated() where indices[localization.matcherName] == nil {
            indices[localization.matcherName] = index
        }
        localizationIndexByMatcherName = indices
        current = Locked(LanguageState(generation: 0, preferences: PreferredLanguages(languages: [], source: .none),
                                       slots: [], defaultTables: [], namedTables: [:]))
        setPreferredLanguages(preferredLanguages)
    }

    // MARK: - Languages

    /// The languages the localizer uses, most preferred first, and where they came from.
    public var preferredLanguages: PreferredLanguages {
        current.value.preferences
    }

    /// The localizations a lookup tries, in order.
    public var fallbackChain: [FallbackStep] {
        current.value.steps
    }

    /// Every localization the resources provide, in the order found.
    public var localizations: [FallbackStep] {
        store.source.localizations.map { localization in
            FallbackStep(name: localization.name, locale: localization.locale ?? developmentLanguage)
        }
    }

    /// Changes the languages, at once and for every thread.
    ///
    /// Lookups that already started finish in the languages they started with. Missing keys are
    /// reported again under the new languages. Tables loaded before stay loaded, so switching
    /// back and forth costs no parsing.
    ///
    /// - Parameter languages: The languages, most preferred first, or `nil` for the user's
    ///   languages (``PreferredLanguages/current(explicit:environment:)``). A pseudo-locale
    ///   (`en-XA`, ``PseudoLocale``) among them pseudo-localizes the development language at its
    ///   place in the list.
    public func setPreferredLanguages(_ languages: [LanguageTag]?) {
        let preferences = PreferredLanguages.current(explicit: languages)
        let slots = makeSlots(for: preferences.languages)
        let defaultTables = slots.map { store.loadedTable(tableKey(of: $0, table: configuration.defaultTable)) }
        current.withLock { state in
            state = LanguageState(generation: state.generation + 1, preferences: preferences, slots: slots,
                                  defaultTables: defaultTables, namedTables: [:])
        }
    }

    /// The problems found so far in the resources: while listing them, and in every table
    /// loaded (a table is loaded when a lookup first needs it, or by ``preload(tables:)``).
    public var diagnostics: [Diagnostic] {
        store.diagnostics
    }

    /// The problems found in the files a lookup read: the tables of the localizations of its
    /// chain up to the one that answered (all of the chain when none did). Problems in files
    /// it did not need (another language, a folder skipped while listing) are only in
    /// ``diagnostics``.
    ///
    /// - Parameter lookup: A lookup of this localizer (``explain(_:table:count:arguments:)``).
    public func diagnostics(of lookup: Lookup) -> [Diagnostic] {
        var searched = lookup.chain
        if let answeredBy = lookup.answeredBy, let index = searched.firstIndex(of: answeredBy) {
            searched = Array(searched[...index])
        }
        let names = Set(searched.map(\.name))
        let indices = store.source.localizations.indices.filter { names.contains(store.source.localizations[$0].name) }
        return store.diagnostics(ofLocalizations: Set(indices))
    }

    /// Loads the tables of every localization in the current chain now, rather than at their
    /// first lookup.
    ///
    /// - Parameter tables: The table names; `nil` for the default table.
    public func preload(tables: [String]? = nil) {
        let state = current.value
        for name in tables ?? [configuration.defaultTable] {
            for index in state.slots.indices {
                _ = loadTable(name, slot: index, state: state)
            }
        }
    }

    // MARK: - Building the chain

    private func makeSlots(for preferences: [LanguageTag]) -> [LanguageState.Slot] {
        var names: [(matcherName: String, pseudoLocale: PseudoLocale?)] = []
        let pseudoIndex = preferences.firstIndex { tag in
            PseudoLocale(tag) != nil && localizationIndexByMatcherName[tag.identifier] == nil
        }
        if let pseudoIndex, let pseudoLocale = PseudoLocale(preferences[pseudoIndex]) {
            // The pseudo-locale takes the development language's strings at its place in the list.
            let others = preferences[(pseudoIndex + 1)...].filter { PseudoLocale($0) == nil }
            let development = matcher.developmentChain()
            names = servingChain(for: Array(preferences[..<pseudoIndex])).map { ($0, nil) }
                + development.map { ($0, pseudoLocale) }
                + servingChain(for: others).map { ($0, nil) }
                + development.map { ($0, nil) }
        } else if let androidChains {
            names = androidChains.chain(forPreferredLanguages: preferences).map { ($0?.identifier ?? "Base", nil) }
        } else {
            names = matcher.fallbackChain(for: preferences).map { ($0, nil) }
        }
        var slots: [LanguageState.Slot] = []
        var seen = Set<TableStore.Key>()
        for (matcherName, pseudoLocale) in names {
            guard let index = localizationIndexByMatcherName[matcherName] else { continue }
            let key = TableStore.Key(localization: index, pseudoLocale: pseudoLocale, table: "")
            guard seen.insert(key).inserted else { continue }
            let localization = store.source.localizations[index]
            let locale = localization.locale ?? developmentLanguage
            let step = FallbackStep(name: localization.name, locale: pseudoLocale?.tag ?? locale,
                                    pseudoLocale: pseudoLocale, rulesLocale: locale)
            slots.append(LanguageState.Slot(step: step, tableKey: key, rules: PluralRules(for: locale),
                                            formatter: StringFormatter(locale: locale, options: configuration.formatting)))
        }
        return slots
    }

    /// The localizations that serve these languages before the development language's: for an
    /// Android `res` folder, the folders Android chooses (``AndroidFallbackChains``) without
    /// `values/`.
    private func servingChain(for preferences: [LanguageTag]) -> [String] {
        guard let androidChains else { return matcher.servingChain(for: preferences) }
        guard !preferences.isEmpty else { return [] }
        return androidChains.chain(forPreferredLanguages: preferences).compactMap { $0?.identifier }
    }

    // MARK: - Tables

    /// The state a lookup works with.
    var state: LanguageState {
        current.value
    }

    /// The loaded tables of one name in a state, by slot; `nil` when none is loaded yet.
    func tables(named name: String, in state: LanguageState) -> [CompiledTable?]? {
        if name == configuration.defaultTable || hasOneNamespace { return state.defaultTables }
        return state.namedTables[name]
    }

    /// Loads a slot's table and publishes it to the current state when the languages have not
    /// changed meanwhile.
    func loadTable(_ name: String, slot index: Int, state: LanguageState) -> CompiledTable {
        let table = store.table(tableKey(of: state.slots[index], table: name))
        let isDefault = name == configuration.defaultTable || hasOneNamespace
        current.withLock { current in
            guard current.generation == state.generation else { return }
            current = current.adding(table, slot: index, name: isDefault ? nil : name)
        }
        return table
    }

    private func tableKey(of slot: LanguageState.Slot, table: String) -> TableStore.Key {
        var key = slot.tableKey
        key.table = hasOneNamespace ? "" : table
        return key
    }
}
