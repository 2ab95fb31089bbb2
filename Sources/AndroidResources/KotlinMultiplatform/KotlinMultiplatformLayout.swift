import LocalizedStrings

/// Where a dialect keeps the tables of an Android layout (`values-fr/strings.xml`, relative to
/// the `res` folder), relative to its own resources folder:
///
/// - aapt2: as they are;
/// - Compose Multiplatform: in the `values*` folder Compose names the locale
///   (``ComposeValuesFolder/folderName(for:qualifiers:)``: `values-b+zh+Hant`), same file name;
/// - moko-resources: strings in `<language>/strings.xml` and plurals in
///   `<language>/plurals.xml` (``MokoLanguageFolder``), `base/` for the development language;
///   another table's file (`other.xml`) as `strings_other.xml` and `plurals_other.xml`, which
///   moko reads too.
///
/// Every table comes out marked with the dialect (``StringTable/androidDialect``), so that its
/// writer follows that toolchain's rules.
public enum KotlinMultiplatformLayout {
    /// The tables of `table` (whose path is relative to a `res` folder) in `dialect`'s layout,
    /// with a problem for a locale the dialect cannot name (it stays in its Android folder).
    public static func tables(for table: StringTable, in dialect: AndroidDialect) -> (tables: [StringTable], problem: String?) {
        var table = table
        table.androidDialect = dialect
        let fileName = PathComponents.last(of: table.path)
        switch dialect {
        case .aapt2:
            return ([table], nil)
        case .compose:
            guard let folder = ComposeValuesFolder.folderName(for: table.locale, qualifiers: table.qualifiers) else {
                return ([table], "Compose Multiplatform folders cannot name the locale \(table.locale?.identifier ?? "")")
            }
            table.path = PathComponents.replacingFolder(of: table.path, with: folder)
            return ([table], nil)
        case .moko:
            // A moko language folder keeps strings and plurals apart.
            let suffix = fileName == "strings.xml" ? ".xml" : "_" + fileName
            let folder = MokoLanguageFolder.folderName(for: table.locale)
            var strings = table
            var plurals = table
            strings.entries = table.entries.filter { !$0.value.isPlural }
            plurals.entries = table.entries.filter(\.value.isPlural)
            strings.path = PathComponents.replacingFolder(of: folder + "/strings" + suffix, keepingParentOf: table.path)
            plurals.path = PathComponents.replacingFolder(of: folder + "/plurals" + suffix, keepingParentOf: table.path)
            return ([strings, plurals].filter { !$0.entries.isEmpty }, nil)
        }
    }
}

/// Path arithmetic on the relative paths of a layout.
enum PathComponents {
    static func last(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The path with its file's folder named `folder` instead.
    static func replacingFolder(of path: String, with folder: String) -> String {
        var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard components.count >= 2 else { return folder + "/" + path }
        components[components.count - 2] = folder
        return components.joined(separator: "/")
    }

    /// `relative` (a language folder and file) under the folders above the language folder of
    /// `path` (`App/values-fr/strings.xml` keeps `App/`).
    static func replacingFolder(of relative: String, keepingParentOf path: String) -> String {
        let components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        return (components.dropLast(2) + [relative]).joined(separator: "/")
    }
}

extension EntryValue {
    /// Whether the value is a plural, which moko keeps in `plurals.xml`.
    var isPlural: Bool {
        if case .plural = self { true } else { false }
    }
}
