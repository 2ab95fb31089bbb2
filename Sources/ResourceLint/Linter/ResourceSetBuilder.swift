import AppleResources
import AndroidResources
import ConversionMetadata
import Foundation
import LocalizedStrings
import ResourceConversion
import SystemSupport

/// Groups tables into ``ResourceSet``s: Android `values*` folders by `res` folder, `.lproj`
/// tables by parent folder and table name, String Catalogs by file.
enum ResourceSetBuilder {
    static func sets(from tables: [StringTable], sourceLanguage: LanguageTag) -> [ResourceSet] {
        // Parsing the entries' texts is most of the work, and one res folder can hold hundreds
        // of tables: they are parsed on all cores, table by table, before they are grouped.
        let located = tables.concurrentMap { table in
            LocatedTable(table: table, entries: table.entries.map { LocatedEntry(entry: $0, path: table.path, format: table.format) })
        }
        var groups: [String: Group] = [:]
        var order: [String] = []
        for table in located {
            let (kind, name) = placement(of: table.table)
            let id = "\(kind.rawValue)|\(name)"
            if groups[id] == nil {
                groups[id] = Group(kind: kind, name: name, tables: [])
                order.append(id)
            }
            groups[id]!.tables.append(table)
        }
        let work = order.map { groups[$0]! }
        return work.concurrentMap { group in
            switch group.kind {
            case .android: return androidSet(group.name, group.tables, sourceLanguage: sourceLanguage)
            case .lproj, .file: return appleSet(group.kind, group.name, group.tables, sourceLanguage: sourceLanguage)
            case .catalog: return catalogSet(group.name, group.tables, sourceLanguage: sourceLanguage)
            }
        }
    }

    /// The tables of one set.
    struct Group: Sendable {
        var kind: ResourceSet.Kind
        var name: String
        var tables: [LocatedTable]
    }

    /// A table with its entries located and parsed for the rules.
    struct LocatedTable: Sendable {
        var table: StringTable
        var entries: [LocatedEntry]

        var path: String { table.path }
        var locale: LanguageTag? { table.locale }
        var format: ResourceFormat { table.format }
    }

    /// Which set a table belongs to.
    static func placement(of table: StringTable) -> (ResourceSet.Kind, String) {
        let folder = FilePaths.parent(of: table.path)
        let folderName = (folder as NSString).lastPathComponent
        switch table.format {
        case .android:
            // A moko-resources folder's language folders are one set, as a res folder's values folders.
            if folderName == "values" || folderName.hasPrefix("values-") || table.androidDialect == .moko {
                return (.android, FilePaths.parent(of: folder))
            }
            return (.android, folder)
        case .strings, .stringsdict:
            guard folderName.hasSuffix(".lproj") else { return (.file, table.path) }
            let tableName = ((table.path as NSString).lastPathComponent as NSString).deletingPathExtension
            let parent = FilePaths.parent(of: folder)
            return (.lproj, (parent as NSString).appendingPathComponent("*.lproj/\(tableName)"))
        case .xcstrings:
            return (.catalog, table.path)
        case .xliff:
            return (.file, table.path)
        }
    }

    private static func folderName(of path: String) -> String {
        (FilePaths.parent(of: path) as NSString).lastPathComponent
    }

    private static func locatedEntries(_ tables: [LocatedTable]) -> [LocatedEntry] {
        tables.flatMap(\.entries)
    }

    /// The entries of Apple tables without the gaps a conversion filled with another
    /// language's text (``KeptMetadata/fillOrigin(of:locale:isCatalog:)``): they are no
    /// translation, so the keys count as missing, as on the Android side. The record is on an
    /// array's first item, so the whole array goes.
    private static func translatedEntries(_ tables: [LocatedTable]) -> [LocatedEntry] {
        var filledBases: Set<String> = []
        for table in tables {
            for entry in table.table.entries where KeptMetadata.fillOrigin(of: entry, locale: table.locale, isCatalog: table.format == .xcstrings) != nil {
                filledBases.insert(AppleKey(parsing: entry.key).base)
            }
        }
        guard !filledBases.isEmpty else { return locatedEntries(tables) }
        return locatedEntries(tables).filter { !filledBases.contains(AppleKey(parsing: $0.entry.key).base) }
    }

    // MARK: - Android

    private static func androidSet(_ name: String, _ tables: [LocatedTable], sourceLanguage: LanguageTag) -> ResourceSet {
        var byConfiguration: [String: [LocatedTable]] = [:]
        var order: [String] = []
        for table in tables {
            let id = (table.locale?.identifier ?? "") + "|" + table.table.qualifiers.joined(separator: "-")
            if byConfiguration[id] == nil { order.append(id) }
            byConfiguration[id, default: []].append(table)
        }
        // The default folder's language: `tools:locale` on <resources>, else the configured one.
        let declared = tables.lazy.filter { $0.locale == nil }.compactMap { $0.table.details[AndroidFileDetails.self]?.attributes[named: "tools:locale"] }
            .compactMap { LanguageTag($0) }.first
        let defaultLanguage = (declared ?? sourceLanguage).identifier
        // Each configuration's entries are indexed on all cores (a res folder can hold hundreds).
        let configurations = order.map { byConfiguration[$0]! }.concurrentMap { group in
            let first = group[0]
            let qualifiers = first.table.qualifiers
            let folders = Array(Set(group.map { folderName(of: $0.path) })).sorted()
            return LocaleResources(locale: first.locale, language: first.locale?.identifier ?? defaultLanguage,
                                   qualifiers: qualifiers, folderNames: folders, paths: group.map(\.path),
                                   entries: locatedEntries(group), isSource: first.locale == nil && qualifiers.isEmpty)
        }
        var source: LocaleResources?
        var translations: [LocaleResources] = []
        var variants: [LocaleResources] = []
        for resources in configurations {
            if resources.isSource {
                source = resources
            } else if resources.locale != nil && resources.qualifiers.isEmpty {
                translations.append(resources)
            } else {
                variants.append(resources)
            }
        }
        return ResourceSet(kind: .android, name: name, source: source, translations: translations, variants: variants)
    }

    // MARK: - Apple

    private static func appleSet(_ kind: ResourceSet.Kind, _ name: String, _ tables: [LocatedTable],
                                 sourceLanguage: LanguageTag) -> ResourceSet {
        var byFolder: [String: [LocatedTable]] = [:]
        var order: [String] = []
        for table in tables {
            let folder = FilePaths.parent(of: table.path)
            if byFolder[folder] == nil { order.append(folder) }
            byFolder[folder, default: []].append(table)
        }
        let locales = order.map { byFolder[$0]![0].locale }
        let sourceIndex = kind == .lproj ? self.sourceIndex(in: locales, sourceLanguage: sourceLanguage) : nil
        let groups = order.enumerated().map { index, folder -> LocaleResources in
            let group = byFolder[folder]!
            let locale = group[0].locale
            return LocaleResources(locale: locale, language: locale?.identifier ?? sourceLanguage.identifier,
                                   folderNames: [(folder as NSString).lastPathComponent], paths: group.map(\.path),
                                   entries: index == sourceIndex ? locatedEntries(group) : translatedEntries(group),
                                   isSource: index == sourceIndex)
        }
        guard let sourceIndex else {
            return ResourceSet(kind: kind, name: name, source: nil, translations: groups.filter { $0.locale != nil })
        }
        let translations = groups.enumerated().filter { $0.offset != sourceIndex && $0.element.locale != nil }.map(\.element)
        return ResourceSet(kind: kind, name: name, source: groups[sourceIndex], translations: translations)
    }

    /// The source folder: the source language exactly, else a regional form of it, else `Base.lproj`.
    private static func sourceIndex(in locales: [LanguageTag?], sourceLanguage: LanguageTag) -> Int? {
        if let exact = locales.firstIndex(where: { $0 == sourceLanguage }) { return exact }
        if let regional = locales.firstIndex(where: { $0?.language == sourceLanguage.language }) { return regional }
        return locales.firstIndex { $0 == nil }
    }

    // MARK: - String Catalogs

    private static func catalogSet(_ name: String, _ tables: [LocatedTable], sourceLanguage: LanguageTag) -> ResourceSet {
        let catalogSource = tables.first?.table.details[StringCatalogDetails.self].flatMap { LanguageTag($0.sourceLanguage) } ?? sourceLanguage
        var source: LocaleResources?
        var translations: [LocaleResources] = []
        for table in tables {
            let language = table.locale?.identifier ?? table.table.details[StringCatalogDetails.self]?.languageName ?? "und"
            let isSource = table.locale == catalogSource
            let resources = LocaleResources(locale: table.locale, language: language, folderNames: [language], paths: [table.path],
                                            entries: isSource ? locatedEntries([table]) : translatedEntries([table]), isSource: isSource)
            if isSource { source = resources } else { translations.append(resources) }
        }
        return ResourceSet(kind: .catalog, name: name, source: source, translations: translations)
    }
}
