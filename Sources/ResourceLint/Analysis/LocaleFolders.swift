import AndroidResources
import Foundation
import LocalizedStrings
import SystemSupport

/// The language folders of a run: each `values-*` and `.lproj` folder with the language its
/// name selects and the language subtag as written.
struct LocaleFolder: Hashable {
    /// The folder's path.
    var path: String
    /// The folder's name, such as `values-iw` or `en_GB.lproj`.
    var name: String
    /// The folder holding it (`res`, or the folder of the `.lproj` folders).
    var parent: String
    /// The language the name selects, as the readers read it.
    var locale: LanguageTag
    /// Android configuration qualifiers other than the locale.
    var qualifiers: [String]
    /// The language subtag as written in the name (`iw` in `values-iw`, `b+he` → `he`).
    var writtenLanguage: String
    /// Whether it is an Android folder.
    var isAndroid: Bool
    /// The toolchain whose rules name an Android folder.
    var dialect: AndroidDialect = .aapt2

    /// The language folders the tables come from, each once, sorted by path.
    static func folders(of tables: [StringTable]) -> [LocaleFolder] {
        var seen = Set<String>()
        var result: [LocaleFolder] = []
        for table in tables where table.format != .xcstrings {
            guard let locale = table.locale else { continue }
            let path = FilePaths.parent(of: table.path)
            guard seen.insert(path).inserted else { continue }
            let name = (path as NSString).lastPathComponent
            let parent = FilePaths.parent(of: path)
            if table.format == .android {
                guard name.hasPrefix("values-") else { continue }
                let parts = name.split(separator: "-").dropFirst().drop { $0.lowercased().hasPrefix("mcc") || $0.lowercased().hasPrefix("mnc") }
                guard let first = parts.first else { continue }
                let written = first.lowercased().hasPrefix("b+")
                    ? String(first.dropFirst(2).split(separator: "+").first ?? "") : String(first)
                result.append(LocaleFolder(path: path, name: name, parent: parent, locale: locale, qualifiers: table.qualifiers,
                                           writtenLanguage: written.lowercased(), isAndroid: true, dialect: table.androidDialect))
            } else if name.hasSuffix(".lproj") {
                let stem = String(name.dropLast(6))
                let written = stem.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "@" }).first.map(String.init) ?? stem
                result.append(LocaleFolder(path: path, name: name, parent: parent, locale: locale, qualifiers: [],
                                           writtenLanguage: written, isAndroid: false))
            }
        }
        return result.sorted { $0.path < $1.path }
    }
}
