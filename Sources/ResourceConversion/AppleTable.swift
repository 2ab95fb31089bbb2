import AndroidResources
import AppleResources
import Foundation
import LocalizedStrings

/// Which Apple table a set of entries belongs to: its name, its bundle, and whether it is the
/// `Base.lproj` table of a bundle that also has the source language's folder.
///
/// A project can hold several bundles (an app and its extensions, plug-ins, frameworks), each
/// with its own `.lproj` folders and tables: `App/en.lproj/Localizable.strings` and
/// `Widget/en.lproj/Localizable.strings` are two tables. When a conversion reads more than one
/// bundle, each table keeps its bundle's folder (relative to the folder that holds them all),
/// so that converting back puts every file where it was. With one bundle, ``bundle`` is empty
/// and the output folder is that bundle.
///
/// `Base.lproj` beside `en.lproj` (with `en` the source language) is a table of its own: iOS
/// shows English users `en.lproj`'s table, and falls back to `Base.lproj`'s only when a bundle
/// has no table for the language. On Android `values/` gets `en`'s entries, and Base's are kept
/// in a file of their own under generated names (each with `sb:key`), so that both come back.
/// A `Base.lproj` without the source language's folder is the source language.
struct AppleTable: Hashable, Sendable {
    /// The bundle's folder relative to the folder of all bundles, or empty.
    var bundle: String = ""
    /// The table's name: the file name without its extension (`Localizable`).
    var name: String
    /// Whether the table is `Base.lproj`'s, beside the source language's folder.
    var isBase = false

    /// A text that tells tables apart, for keys of dictionaries and generated names.
    var id: String {
        (bundle.isEmpty ? "" : bundle + "/") + (isBase ? "Base.lproj/" : "") + name
    }

    /// The Android resource folder the table goes back to, when its bundle is named after one
    /// (``ResFolderBundles``: `app/src/main/res`, a `composeResources` or moko-resources
    /// folder), else `nil`: the output's own `values*` folders, with the bundle in `sb:table`.
    var androidResFolder: String? {
        AndroidDialect.isResourceFolder(bundle) ? bundle : nil
    }

    /// The path of one of its files in an `.lproj` folder: `Widget/fr.lproj/Localizable.strings`.
    /// (Base tables are in `Base.lproj` whatever the locale.)
    func lprojPath(locale: LanguageTag, extension: String) -> String {
        let folder = isBase ? "Base.lproj" : LprojName(locale: locale).folderName
        return prefix + folder + "/" + name + "." + `extension`
    }

    /// The path of its String Catalog: `Widget/Localizable.xcstrings`.
    var catalogPath: String {
        prefix + name + ".xcstrings"
    }

    private var prefix: String { bundle.isEmpty ? "" : bundle + "/" }

    /// A table.
    init(bundle: String = "", name: String, isBase: Bool = false) {
        self.bundle = bundle
        self.name = name
        self.isBase = isBase
    }

    /// Tables are the same when their names are the same characters, not when Swift's string
    /// comparison says so: `Café` written with `é` and with `e` and a combining accent are two
    /// files on Linux (and one on macOS, which ``DistinctTableNames`` sees to).
    static func == (lhs: AppleTable, rhs: AppleTable) -> Bool {
        lhs.isBase == rhs.isBase && lhs.name.unicodeScalars.elementsEqual(rhs.name.unicodeScalars)
            && lhs.bundle.unicodeScalars.elementsEqual(rhs.bundle.unicodeScalars)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(isBase)
        for scalar in name.unicodeScalars { hasher.combine(scalar) }
        hasher.combine(0x2F as UInt32)
        for scalar in bundle.unicodeScalars { hasher.combine(scalar) }
    }
}

/// Apple table names as a case-insensitive, normalization-insensitive file system (macOS's)
/// sees them: the files of two tables whose names it takes for one (`InfoPlist` and `infoplist`)
/// would be one file there, so the later table is written under a name of its own, and that is
/// reported (`renamed-file`).
struct DistinctTableNames {
    /// Whether names that differ only in case are taken for one.
    var foldsCase = true
    /// The first table of each name as the file system sees it (Swift's string keys are
    /// normalization-insensitive; lowercasing folds the case).
    private var firstByFoldedName: [String: AppleTable] = [:]
    private var renamed: [AppleTable: AppleTable] = [:]

    /// Names folded in case when `foldsCase`, and always in composition.
    init(foldsCase: Bool = true) {
        self.foldsCase = foldsCase
    }

    /// The table under the name it is written with, reporting a rename at `path`.
    mutating func distinct(_ table: AppleTable, at path: String, diagnostics: inout [Diagnostic]) -> AppleTable {
        if let known = renamed[table] { return known }
        let folded = foldsCase ? table.id.lowercased() : table.id
        guard let first = firstByFoldedName[folded], first != table else {
            firstByFoldedName[folded] = table
            return table
        }
        var other = table
        other.name = table.name + "-" + String(format: "%08x", AndroidResourceName.fnv1a(String(table.id.unicodeScalars.map { "\($0.value)," }.joined())))
        renamed[table] = other
        diagnostics.append(.warning(ConversionDiagnosticID.renamedFile, at: SourceLocation(path: path),
                                    "the table \(table.id) would be written to the file of the table \(first.id), which it differs from only in case or in the composition of its characters (one file on macOS's disk); it is written as \(other.name)"))
        return other
    }
}
