import AppleResources
import Foundation
import LocalizedStrings
import ResourceConversion

/// The development language's table of one table name as `.lproj` files hold it, made from any
/// form of the resources with the converter, so that the same resources in any form give the
/// same table.
///
/// An app's three forms are one source and what `stringbridge convert` made of it; but `.lproj`
/// folders and a String Catalog are never converted into each other directly, and what a chain
/// of two conversions carries is less than either end holds: a catalog made of `.lproj` folders
/// through Android lacks what the catalog cannot restore (a plural shadowing a `.strings`
/// entry), and `.lproj` folders made of a catalog lack a plural's comment. So the resources go
/// around the converter's whole cycle — to Android, to a String Catalog, to Android, to `.lproj`
/// files — each step written and read back as on disk (``WrittenTables``): whatever the form
/// read, what comes out is what survives every form, and the converter's round trips, which
/// give back what went in, make it the same. Only the development language is converted: the
/// accessors come from it. A catalog key without a development-language value (Xcode's
/// implicit source strings, whose text is the key) has no Android form, and so no accessor.
struct DevelopmentTables {
    /// The `.strings` and `.stringsdict` tables, `.strings` first (`.stringsdict` entries win, as
    /// in Foundation).
    var tables: [StringTable]
    /// The development language.
    var language: LanguageTag
    /// The paths of the development language's files that were read.
    var sourcePaths: Set<String>

    /// Selects and converts.
    ///
    /// - Parameters:
    ///   - read: Every table read, in one form.
    ///   - inputRoots: The paths given, to which bundles are relative.
    ///   - table: The table name.
    ///   - sourceLanguage: The development language, or `nil` for a catalog's `sourceLanguage`, else English.
    init(_ read: [StringTable], inputRoots: [String], table: String, sourceLanguage: LanguageTag?) {
        let english = LanguageTag(language: "en")
        let development: [StringTable]
        let android: [StringTable]
        if read.contains(where: { $0.format == .android }) {
            language = sourceLanguage ?? english
            // Android's `values/` is the development language (folders such as `values-night`
            // are other configurations, not languages).
            development = read.filter { $0.format == .android && $0.locale == nil && $0.qualifiers.isEmpty }
            android = development
        } else {
            let catalogs = read.filter { $0.format == .xcstrings && Self.tableName(of: $0) == table }
            if catalogs.isEmpty {
                language = sourceLanguage ?? english
                let lproj = read.filter { ($0.format == .strings || $0.format == .stringsdict) && Self.tableName(of: $0) == table }
                // `Base.lproj` is the source language when no folder names it.
                let named = lproj.filter { [language] in $0.locale == language }
                development = named.isEmpty ? lproj.filter { $0.locale == nil } : named
            } else {
                let declared = catalogs.lazy.compactMap { $0.details[StringCatalogDetails.self]?.sourceLanguage }.compactMap(LanguageTag.init).first
                language = sourceLanguage ?? declared ?? english
                development = catalogs.filter { [language] in $0.locale == language }
            }
            android = Self.toAndroid(development, inputRoots: inputRoots, language: language)
        }
        sourcePaths = Set(development.map(\.path))
        let catalog = WrittenTables.readBack(AndroidToAppleConverter(options: Self.options(language)).convert(android, to: .stringCatalog).tables,
                                             sourceLanguage: language)
        let lproj = WrittenTables.readBack(AndroidToAppleConverter(options: Self.options(language))
            .convert(Self.toAndroid(catalog, inputRoots: [], language: language), to: .lproj).tables, sourceLanguage: language)
        tables = lproj.filter { [language] in
            ($0.format == .strings || $0.format == .stringsdict) && Self.tableName(of: $0) == table && ($0.locale == language || $0.locale == nil)
        }.sorted { lhs, rhs in lhs.format != rhs.format ? lhs.format == .strings : lhs.path < rhs.path }
    }

    /// What `convert --to android` writes of Apple tables, read back.
    private static func toAndroid(_ tables: [StringTable], inputRoots: [String], language: LanguageTag) -> [StringTable] {
        WrittenTables.readBack(AppleToAndroidConverter(options: options(language)).convert(tables, inputRoots: inputRoots).tables,
                               sourceLanguage: language)
    }

    /// The conversions' options: the development language, and no gaps filled (which changes
    /// nothing in the development language).
    private static func options(_ language: LanguageTag) -> ConversionOptions {
        ConversionOptions(sourceLanguage: language, fillsGaps: false)
    }

    /// An Apple table's name: its file name without the extension.
    static func tableName(of table: StringTable) -> String {
        ((table.path as NSString).lastPathComponent as NSString).deletingPathExtension
    }
}
