import LocalizedStrings

/// The project file an XLIFF `<file original="…">` names, and where each language's table of
/// it is, as Xcode imports translations (`xcodebuild -importLocalizations`): a `.strings` or
/// `.stringsdict` file in the development language's folder gets the language's file in the
/// language's folder (`App/Base.lproj/Main.strings` → `App/fr.lproj/Main.strings`); a String
/// Catalog is itself (it holds every language); a storyboard, XIB or intent definition is
/// localized by a `.strings` file of its name (`Base.lproj/Main.storyboard` →
/// `fr.lproj/Main.strings`), and an `Info.plist` by `InfoPlist.strings`.
public struct XLIFFOriginal: Sendable {
    /// The path as the `<file>` names it, relative to the project.
    public var path: String

    /// Reads an `original` attribute.
    public init(_ path: String) {
        self.path = path
    }

    /// The format of the file the translations go into, or `nil` for a file that is no
    /// strings resource (an HTML or RTF file, an asset catalog), which convert does not read.
    public var format: ResourceFormat? {
        switch fileExtension {
        case "strings", "storyboard", "xib", "intentdefinition", "plist": .strings
        case "stringsdict": .stringsdict
        case "xcstrings": .xcstrings
        default: nil
        }
    }

    /// The table's path in a language (`nil` for the development language: the file named,
    /// or the `.strings` file that localizes it), relative to the project.
    public func path(in language: LanguageTag?) -> String {
        let components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        var folders = Array(components.dropLast())
        var name = components.last ?? path
        if format == .xcstrings { return path }
        switch fileExtension {
        case "storyboard", "xib", "intentdefinition": name = baseName + ".strings"
        case "plist": name = "InfoPlist.strings"
        default: break
        }
        let languageFolder = language.map { LprojName(locale: $0).folderName }
        if let index = folders.lastIndex(where: { $0.hasSuffix(".lproj") }) {
            if let languageFolder { folders[index] = languageFolder }
        } else if let languageFolder {
            folders.append(languageFolder)
        }
        return (folders + [name]).joined(separator: "/")
    }

    private var fileName: String { path.split(separator: "/").last.map(String.init) ?? path }

    private var fileExtension: String {
        guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return "" }
        return String(fileName[fileName.index(after: dot)...]).lowercased()
    }

    private var baseName: String {
        guard let dot = fileName.lastIndex(of: ".") else { return fileName }
        return String(fileName[..<dot])
    }
}

/// Where the tables read from an XLIFF document are named: under the document's path, by the
/// project path their translations go to (`fr.xcloc/Localized Contents/fr.xliff/App/fr.lproj/
/// Localizable.strings`), so that a conversion writes each where Xcode would import it.
public enum XLIFFTablePath {
    /// The path of a table of an XLIFF document: the document's path and the project path.
    public static func path(document: String, projectPath: String) -> String {
        document + "/" + projectPath
    }

    /// Whether a table read from an XLIFF document is its development language's (the units'
    /// sources), not a translation.
    public static func isSource(_ table: StringTable) -> Bool {
        guard split(table.path) != nil, let locale = table.locale else { return false }
        let source = table.details[XLIFFFileDetails.self]?.sourceLanguage ?? table.details[StringCatalogDetails.self]?.sourceLanguage
        return source.flatMap(LanguageTag.init) == locale
    }

    /// The XLIFF document a table was read from, and the project path its translations go
    /// to; `nil` for a path that does not name a table of an XLIFF document.
    public static func split(_ path: String) -> (document: String, projectPath: String)? {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let index = components.dropLast().lastIndex(where: { $0.lowercased().hasSuffix(".xliff") }) else { return nil }
        return (components[...index].joined(separator: "/"), components[(index + 1)...].joined(separator: "/"))
    }
}
