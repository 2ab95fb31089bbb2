import LocalizedStrings
import SystemSupport

/// Loads and keeps every compiled table a ``Localizer`` has needed, across language changes.
///
/// Each (localization, pseudo-locale, table) is read and compiled at most once. Loading holds
/// the store's lock, so two threads that need the same table do not parse it twice; lookups of
/// tables already loaded never come here (the language state keeps them).
final class TableStore: Sendable {
    /// Identifies one compiled table.
    struct Key: Hashable, Sendable {
        /// The localization's index in the source.
        var localization: Int
        /// The pseudo-locale made from it, or `nil` for its own strings.
        var pseudoLocale: PseudoLocale?
        /// The table name (empty for Android, which has one namespace).
        var table: String
    }

    private struct Storage: Sendable {
        var tables: [Key: CompiledTable] = [:]
        var diagnostics: [Diagnostic] = []
        /// The diagnostics of reading each localization's tables, by localization index.
        var diagnosticsByLocalization: [Int: [Diagnostic]] = [:]
    }

    let source: any ResourceSource
    private let compiler: TableCompiler
    private let storage: Locked<Storage>

    init(source: any ResourceSource, compiler: TableCompiler) {
        self.source = source
        self.compiler = compiler
        storage = Locked(Storage(diagnostics: source.diagnostics))
    }

    /// The table, loaded and compiled on first use.
    func table(_ key: Key) -> CompiledTable {
        storage.withLock { storage in load(key, into: &storage) }
    }

    /// The table when it is already loaded.
    func loadedTable(_ key: Key) -> CompiledTable? {
        storage.withLock { $0.tables[key] }
    }

    /// The problems found so far: while listing the localizations and reading each table.
    var diagnostics: [Diagnostic] {
        storage.withLock { $0.diagnostics }
    }

    /// The problems found so far in the tables of some localizations (by index), in the order found.
    func diagnostics(ofLocalizations indices: Set<Int>) -> [Diagnostic] {
        storage.withLock { storage in
            indices.sorted().flatMap { storage.diagnosticsByLocalization[$0] ?? [] }
        }
    }

    private func load(_ key: Key, into storage: inout Storage) -> CompiledTable {
        if let table = storage.tables[key] { return table }
        let table: CompiledTable
        if let pseudoLocale = key.pseudoLocale {
            var base = key
            base.pseudoLocale = nil
            table = pseudoLocale.pseudoLocalize(load(base, into: &storage))
        } else {
            let (tables, diagnostics) = source.read(source.localizations[key.localization], table: key.table)
            let compiled = compiler.compile(tables)
            storage.diagnostics += diagnostics + compiled.diagnostics
            storage.diagnosticsByLocalization[key.localization, default: []] += diagnostics + compiled.diagnostics
            table = compiled.table
        }
        storage.tables[key] = table
        return table
    }
}
