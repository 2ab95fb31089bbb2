import AndroidResources
import LocalizedStrings

/// The Android tables of the locales no other locale falls back to, whose entries wait for
/// their locale's turn: a conversion to `.lproj` (``LprojConversion``) then holds the source
/// language's folders, those other locales fall back to, and a few locales being converted,
/// never every locale's entries at once.
///
/// Reading gives each such table to the conversion without its entries (``deferring(_:file:)``),
/// keeping here what the conversion must know of every locale before it converts any: each
/// entry's name and kind (a name of two kinds is renamed everywhere, ``AndroidToAppleConverter/NameKinds``)
/// and the names with markup (a styled key is HTML in every locale). Its locale's unit reads
/// the table again (``reread(_:)``) and converts it.
public struct DeferredTables: Sendable {
    /// What the conversion knows of a table before reading it again.
    struct Table: Sendable {
        /// The file, as it was listed.
        var file: AndroidResourceTree.ValuesFile
        /// Each entry's name, kind and place, in file order.
        var names: [String]
        var kinds: [AndroidToAppleConverter.NameKinds.Kind]
        var places: [(line: Int32, column: Int32)]
        /// The names of the entries with markup (spans).
        var styledNames: [String]
        /// The products of the entries that have one (`product="tablet"`), by index.
        var products: [Int: String] = [:]

        /// The location of entry `index`.
        func location(of index: Int) -> SourceLocation {
            SourceLocation(path: file.path, line: Int(places[index].line), column: Int(places[index].column))
        }
    }

    private var tables: [String: Table] = [:]

    /// No deferred tables: every table comes with its entries.
    public init() {}

    /// Whether no table is deferred.
    public var isEmpty: Bool { tables.isEmpty }

    /// The locales among `locales` whose tables can wait: those no other locale of them falls
    /// back to (``AndroidFallbackChains``). A table of another locale is read at once, since
    /// every locale that falls back to it fills its gaps from it.
    public static func deferrableLocales(among locales: [LanguageTag]) -> Set<LanguageTag> {
        let chains = AndroidFallbackChains(locales: locales)
        var fallbacks: Set<LanguageTag> = []
        for locale in Set(locales) {
            for folder in chains.chain(for: locale).dropFirst() { if let folder { fallbacks.insert(folder) } }
        }
        return Set(locales).subtracting(fallbacks)
    }

    /// A table read from `file`, as the conversion takes it now (without its entries), and
    /// what is kept of it until it is read again; `nil` for a table that cannot wait (one with
    /// configuration qualifiers or without a locale).
    public static func deferring(_ table: StringTable, file: AndroidResourceTree.ValuesFile) -> (table: StringTable, deferred: Deferred)? {
        guard table.format == .android, table.qualifiers.isEmpty, table.locale != nil, table.path == file.path else { return nil }
        var kept = Table(file: file, names: [], kinds: [], places: [], styledNames: [])
        kept.names.reserveCapacity(table.entries.count)
        kept.kinds.reserveCapacity(table.entries.count)
        kept.places.reserveCapacity(table.entries.count)
        // The entries are read in place: iterating them copies each one.
        for index in table.entries.indices {
            kept.names.append(table.entries[index].key)
            kept.kinds.append(AndroidToAppleConverter.NameKinds.Kind(table.entries[index]))
            let location = table.entries[index].location
            kept.places.append((Int32(clamping: location?.line ?? 0), Int32(clamping: location?.column ?? 0)))
            if table.entries[index].value.hasSpans { kept.styledNames.append(table.entries[index].key) }
            if let product = table.entries[index].product { kept.products[index] = product }
        }
        var shell = table
        shell.entries = []
        return (shell, Deferred(table: kept))
    }

    /// What is kept of one table until it is read again, for ``add(_:sharingNamesWith:)``.
    public struct Deferred: Sendable {
        fileprivate let table: Table
    }

    /// Keeps what ``deferring(_:file:)`` kept of a table, its names sharing the storage of the
    /// same names in `names` (most locales have the source language's names), which gets the
    /// others.
    public mutating func add(_ deferred: Deferred, sharingNamesWith names: inout Set<String>) {
        var table = deferred.table
        for index in table.names.indices {
            if let known = names.firstIndex(of: table.names[index]) {
                table.names[index] = names[known]
            } else {
                names.insert(table.names[index])
            }
        }
        tables[table.file.path] = table
    }

    /// What is kept of the table at `path`, when it was deferred.
    func table(at path: String) -> Table? {
        tables[path]
    }

    /// The table at `path` read again, with its entries; `nil` with an error when the file is
    /// no longer what it was when it was first read (it changed during the conversion).
    func reread(_ path: String) -> (table: StringTable?, error: Diagnostic?) {
        guard let kept = tables[path] else { return (nil, nil) }
        let table = AndroidResourceTree.read(kept.file).table
        guard table.entries.count == kept.names.count,
              table.entries.indices.allSatisfy({ table.entries[$0].key == kept.names[$0] }) else {
            return (nil, .error(ConversionDiagnosticID.changedWhileConverting, at: SourceLocation(path: path),
                                "this file changed while it was converted; its locale is not written (convert again)"))
        }
        return (table, nil)
    }
}
