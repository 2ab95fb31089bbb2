import CLDR
import LocalizedStrings
import SystemSupport

/// Everything a ``Localizer`` derives from one choice of preferred languages: the fallback
/// chain, each step's plural rules and formatter, the tables loaded so far, and the keys already
/// reported missing.
///
/// A state never changes once published. Loading a table publishes a copy with the table added;
/// changing the languages publishes a new state. A lookup reads the current state once (a
/// reference, under a lock held only for that read) and then works without locks, so lookups never
/// wait for each other or for a language change.
final class LanguageState: Sendable {
    /// One step of the chain with what formatting its strings needs.
    ///
    /// A class, so that handing a slot around costs one reference count rather than a copy of
    /// its formatter's number symbols.
    final class Slot: Sendable {
        /// The step as the public API shows it.
        let step: FallbackStep
        /// Where its tables come from in the table store (with an empty table name).
        let tableKey: TableStore.Key
        /// The plural rules of the step's rules locale.
        let rules: PluralRules
        /// The formatter for the step's rules locale.
        let formatter: StringFormatter

        init(step: FallbackStep, tableKey: TableStore.Key, rules: PluralRules, formatter: StringFormatter) {
            self.step = step
            self.tableKey = tableKey
            self.rules = rules
            self.formatter = formatter
        }
    }

    /// Increases with every change of languages; a table loaded for an older state is not
    /// published into a newer one.
    let generation: Int
    /// The languages the state was made for.
    let preferences: PreferredLanguages
    /// The chain, in lookup order.
    let slots: [Slot]
    /// `slots.map(\.step)`.
    let steps: [FallbackStep]
    /// The default table of each slot, when loaded.
    let defaultTables: [CompiledTable?]
    /// Other tables of each slot, by table name, when loaded.
    let namedTables: [String: [CompiledTable?]]
    /// Missing keys already reported, as `table + U+001F + key`.
    let reportedMissingKeys: Locked<Set<String>>

    init(generation: Int, preferences: PreferredLanguages, slots: [Slot], defaultTables: [CompiledTable?],
         namedTables: [String: [CompiledTable?]], reportedMissingKeys: Locked<Set<String>> = Locked([])) {
        self.generation = generation
        self.preferences = preferences
        self.slots = slots
        self.steps = slots.map(\.step)
        self.defaultTables = defaultTables
        self.namedTables = namedTables
        self.reportedMissingKeys = reportedMissingKeys
    }

    /// The same state with one more table loaded.
    ///
    /// - Parameters:
    ///   - table: The compiled table.
    ///   - slot: The slot it belongs to.
    ///   - name: The table name, or `nil` for the default table.
    func adding(_ table: CompiledTable, slot: Int, name: String?) -> LanguageState {
        var defaultTables = self.defaultTables
        var namedTables = self.namedTables
        if let name {
            var tables = namedTables[name] ?? Array(repeating: nil, count: slots.count)
            tables[slot] = table
            namedTables[name] = tables
        } else {
            defaultTables[slot] = table
        }
        return LanguageState(generation: generation, preferences: preferences, slots: slots, defaultTables: defaultTables,
                             namedTables: namedTables, reportedMissingKeys: reportedMissingKeys)
    }

    /// Records a missing key; `true` the first time this state sees it.
    func reportsMissingKey(_ key: String, table: String) -> Bool {
        let identity = table + "\u{1F}" + key
        return reportedMissingKeys.withLock { $0.insert(identity).inserted }
    }
}
