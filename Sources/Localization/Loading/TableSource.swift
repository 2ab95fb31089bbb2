import AppleResources
import Foundation
import LocalizedStrings

/// Tables already in memory, grouped by locale; tables without a locale are `Base`.
///
/// A table's name is its file name without the extension. Android tables (`strings.xml`,
/// `arrays.xml`) share one namespace and answer for every table name, as on Android.
struct TableSource: ResourceSource {
    let localizations: [SourceLocalization]
    var diagnostics: [Diagnostic] { [] }
    let declaredDevelopmentLanguage: LanguageTag?
    var hasOneNamespace: Bool { false }
    private let tablesByMatcherName: [String: [StringTable]]

    init(tables: [StringTable]) {
        var localizations: [SourceLocalization] = []
        var grouped: [String: [StringTable]] = [:]
        var development: LanguageTag?
        for table in tables {
            let matcherName = table.locale?.identifier ?? "Base"
            if grouped[matcherName] == nil {
                localizations.append(SourceLocalization(name: matcherName, matcherName: matcherName, locale: table.locale))
            }
            grouped[matcherName, default: []].append(table)
            if development == nil, table.format == .xcstrings, let source = table.details[StringCatalogDetails.self]?.sourceLanguage {
                development = LanguageTag(source)
            }
        }
        self.localizations = localizations
        self.tablesByMatcherName = grouped
        self.declaredDevelopmentLanguage = development
    }

    func read(_ localization: SourceLocalization, table: String) -> (tables: [StringTable], diagnostics: [Diagnostic]) {
        let tables = (tablesByMatcherName[localization.matcherName] ?? []).filter { candidate in
            candidate.format == .android || TableSource.tableName(of: candidate) == table
        }
        // `.stringsdict` entries win over `.strings` entries, as in Foundation.
        return (tables.filter { $0.format != .stringsdict } + tables.filter { $0.format == .stringsdict }, [])
    }

    /// `Localizable` for `…/en.lproj/Localizable.strings` or `Localizable.xcstrings`.
    static func tableName(of table: StringTable) -> String {
        ((table.path as NSString).lastPathComponent as NSString).deletingPathExtension
    }
}
