import Foundation
import LocalizedStrings
import OrderedJSON
import SystemSupport

/// Xcode's Localization Catalog, the folder `xcodebuild -exportLocalizations` writes for each
/// language and `-importLocalizations` reads back:
///
///     fr.xcloc/
///       contents.json                       developmentRegion, targetLocale, toolInfo, version
///       Localized Contents/fr.xliff         every file's units (XLIFF 1.2)
///       Source Contents/App/en.lproj/…      the development language's files, as context
///
/// (Apple, "Exporting localizations"; the layout of the catalogs Xcode 13 to 26 wrote that
/// projects keep for their translators, `docs/xliff.md`.)
public enum LocalizationCatalog {
    /// The extension of a Localization Catalog folder.
    public static let folderExtension = "xcloc"
    /// The file that names a catalog's languages and tool.
    public static let contentsFileName = "contents.json"
    /// The folder of the XLIFF file.
    public static let localizedContents = "Localized Contents"
    /// The folder of the development language's files.
    public static let sourceContents = "Source Contents"

    /// The catalog folder of a language: `fr.xcloc`.
    public static func folderName(for language: LanguageTag) -> String {
        language.identifier + "." + folderExtension
    }

    /// The XLIFF file of a language's catalog, relative to the folder holding the catalog.
    public static func xliffPath(for language: LanguageTag) -> String {
        folderName(for: language) + "/" + localizedContents + "/" + language.identifier + ".xliff"
    }

    /// The `contents.json` of a language's catalog, relative to the folder holding the catalog.
    public static func contentsPath(for language: LanguageTag) -> String {
        folderName(for: language) + "/" + contentsFileName
    }

    /// Where a development-language file goes in a language's catalog, relative to the folder
    /// holding the catalog.
    public static func sourceContentsPath(for language: LanguageTag, original: String) -> String {
        folderName(for: language) + "/" + sourceContents + "/" + original
    }

    /// The XLIFF files of a catalog folder (`Localized Contents/*.xliff`).
    public static func xliffFiles(inCatalog folder: String) -> [String] {
        let localized = (folder as NSString).appendingPathComponent(localizedContents)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: localized)) ?? []
        return names.filter { $0.lowercased().hasSuffix(".xliff") && !$0.hasPrefix(".") }.sorted()
            .map { (localized as NSString).appendingPathComponent($0) }
    }

    /// The catalog folder an XLIFF file is in (`…/fr.xcloc/Localized Contents/fr.xliff`), if any.
    public static func catalogFolder(ofXLIFF path: String) -> String? {
        let localized = FilePaths.parent(of: path)
        let catalog = FilePaths.parent(of: localized)
        guard (localized as NSString).lastPathComponent == localizedContents,
              (catalog as NSString).pathExtension == folderExtension else { return nil }
        return catalog
    }
}

/// What a Localization Catalog's `contents.json` says, kept in the details of the table of
/// format ``ResourceFormat/xliff`` that a conversion writes it from.
public struct LocalizationCatalogContents: KeptDetails {
    /// The project's development language.
    public var developmentRegion: String
    /// The catalog's language.
    public var targetLocale: String
    /// The tool that wrote the catalog: `toolID`, `toolName`, `toolVersion`, ….
    public var toolInfo: [Attribute]
    /// The format's version, `1.0`.
    public var version: String

    /// Creates the contents.
    public init(developmentRegion: String, targetLocale: String, toolInfo: [Attribute], version: String = "1.0") {
        self.developmentRegion = developmentRegion
        self.targetLocale = targetLocale
        self.toolInfo = toolInfo
        self.version = version
    }

    /// Reads a `contents.json`; `nil` when it is no JSON object naming a `targetLocale`.
    public init?(bytes: [UInt8]) {
        var parser = JSONParser(utf8: bytes)
        guard let document = try? parser.parse(), let target = document["targetLocale"]?.string else { return nil }
        let tool = document["toolInfo"]?.members?.compactMap { member in member.value.string.map { Attribute(name: member.key, value: $0) } } ?? []
        self.init(developmentRegion: document["developmentRegion"]?.string ?? "", targetLocale: target, toolInfo: tool,
                  version: document["version"]?.string ?? "1.0")
    }

    /// The file, in Xcode's JSON layout (keys sorted, `" : "`, no trailing line feed).
    public var bytes: [UInt8] {
        let document = JSONValue.object([
            JSONMember(key: "developmentRegion", value: .string(developmentRegion)),
            JSONMember(key: "targetLocale", value: .string(targetLocale)),
            JSONMember(key: "toolInfo", value: .object(toolInfo.map { JSONMember(key: $0.name, value: .string($0.value)) })),
            JSONMember(key: "version", value: .string(version)),
        ])
        return document.xcodeBytes()
    }

    private static let prefix = "xcloc:"

    /// `xcloc:developmentRegion`, `xcloc:targetLocale`, `xcloc:version` and `xcloc:toolInfo.<key>`.
    public var keptPairs: [Attribute] {
        [Attribute(name: Self.prefix + "developmentRegion", value: developmentRegion),
         Attribute(name: Self.prefix + "targetLocale", value: targetLocale),
         Attribute(name: Self.prefix + "version", value: version)]
            + toolInfo.map { Attribute(name: Self.prefix + "toolInfo." + $0.name, value: $0.value) }
    }

    /// Reads the pairs of ``keptPairs``; `nil` without `xcloc:targetLocale`.
    public init?(keptPairs: [Attribute]) {
        guard let target = keptPairs[named: Self.prefix + "targetLocale"] else { return nil }
        let toolPrefix = Self.prefix + "toolInfo."
        self.init(developmentRegion: keptPairs[named: Self.prefix + "developmentRegion"] ?? "", targetLocale: target,
                  toolInfo: keptPairs.filter { $0.name.hasPrefix(toolPrefix) }.map { Attribute(name: String($0.name.dropFirst(toolPrefix.count)), value: $0.value) },
                  version: keptPairs[named: Self.prefix + "version"] ?? "1.0")
    }
}
