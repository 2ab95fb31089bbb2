import AppleResources
import Foundation
import LocalizedStrings

/// Apple resources: `<language>.lproj` folders and `.xcstrings` String Catalogs in one folder,
/// or a single catalog.
///
/// An `.lproj` folder's table `T` is `T.strings` and `T.stringsdict`; when both have a key the
/// `.stringsdict` entry wins, as in Foundation. A catalog `T.xcstrings` is table `T` in every
/// language it holds; catalogs are parsed once, when the source is created, because one file
/// holds every language. Folder names are read leniently (`pt_BR`, `zh-hans`, `English`);
/// names that are not languages are reported and skipped, and so are two folders naming one
/// language (the first is used).
struct AppleResourceSource: ResourceSource {
    let localizations: [SourceLocalization]
    let diagnostics: [Diagnostic]
    let declaredDevelopmentLanguage: LanguageTag?
    var hasOneNamespace: Bool { false }
    /// `.lproj` folder paths by localization name.
    private let lprojFolders: [String: String]
    /// Catalog tables by table name, then by matcher name.
    private let catalogTables: [String: [String: StringTable]]

    init(folder: String) {
        let children = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        let lprojs = children.filter { $0.hasSuffix(".lproj") }.map { (folder as NSString).appendingPathComponent($0) }
        let catalogs = children.filter { $0.hasSuffix(".xcstrings") }.map { (folder as NSString).appendingPathComponent($0) }
        self.init(lprojs: lprojs, catalogs: catalogs)
    }

    init(catalog: String) {
        self.init(lprojs: [], catalogs: [catalog])
    }

    private init(lprojs: [String], catalogs: [String]) {
        var localizations: [SourceLocalization] = []
        var diagnostics: [Diagnostic] = []
        var lprojFolders: [String: String] = [:]
        var namesByMatcherName: [String: String] = [:]
        for path in lprojs {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            let folderName = (path as NSString).lastPathComponent
            guard let lproj = LprojName(folderName: folderName) else {
                diagnostics.append(.warning(RuntimeDiagnosticID.skippedFolder, at: SourceLocation(path: path),
                                            "'\(folderName)' is not a language ID; its strings are not used"))
                continue
            }
            let name = String(folderName.dropLast(".lproj".count))
            let matcherName = lproj.locale?.identifier ?? "Base"
            if let earlier = namesByMatcherName[matcherName] {
                diagnostics.append(.warning(RuntimeDiagnosticID.duplicateLocalization, at: SourceLocation(path: path),
                                            "\(folderName) names the same language as \(earlier).lproj; only \(earlier).lproj is used"))
                continue
            }
            namesByMatcherName[matcherName] = name
            lprojFolders[name] = path
            localizations.append(SourceLocalization(name: name, matcherName: matcherName, locale: lproj.locale))
        }

        var catalogTables: [String: [String: StringTable]] = [:]
        var developmentLanguage: LanguageTag?
        for path in catalogs {
            let result = StringCatalogReader().read(fileAt: path)
            diagnostics += result.diagnostics
            let tableName = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            for table in result.tables {
                // The reader has said that the language is not a tag (invalid-catalog-language).
                guard let locale = table.locale else { continue }
                if developmentLanguage == nil, let source = table.details[StringCatalogDetails.self]?.sourceLanguage {
                    developmentLanguage = LanguageTag(source)
                }
                catalogTables[tableName, default: [:]][locale.identifier] = table
                if namesByMatcherName[locale.identifier] == nil {
                    namesByMatcherName[locale.identifier] = locale.identifier
                    localizations.append(SourceLocalization(name: locale.identifier, matcherName: locale.identifier, locale: locale))
                }
            }
        }
        self.localizations = localizations
        self.diagnostics = diagnostics
        self.lprojFolders = lprojFolders
        self.catalogTables = catalogTables
        self.declaredDevelopmentLanguage = developmentLanguage
    }

    func read(_ localization: SourceLocalization, table: String) -> (tables: [StringTable], diagnostics: [Diagnostic]) {
        var tables: [StringTable] = []
        var diagnostics: [Diagnostic] = []
        if let folder = lprojFolders[localization.name] {
            let strings = (folder as NSString).appendingPathComponent(table + ".strings")
            if FileManager.default.fileExists(atPath: strings) {
                let result = StringsFileReader().read(fileAt: strings)
                tables.append(result.table)
                diagnostics += result.diagnostics
            }
            let stringsdict = (folder as NSString).appendingPathComponent(table + ".stringsdict")
            if FileManager.default.fileExists(atPath: stringsdict) {
                let result = StringsDictReader().read(fileAt: stringsdict)
                tables.append(result.table)
                diagnostics += result.diagnostics
            }
        }
        if let catalogTable = catalogTables[table]?[localization.matcherName] {
            tables.append(catalogTable)
        }
        return (tables, diagnostics)
    }
}
