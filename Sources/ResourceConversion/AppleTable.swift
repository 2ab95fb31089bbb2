import AppleResources
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
}
