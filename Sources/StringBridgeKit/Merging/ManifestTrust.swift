import AndroidResources
import Foundation
import LocalizedStrings
import OutputFiles

/// The manifest is input from strangers: it sits in the user's repository, where a pull request
/// can change it, and a conversion reads, diffs and removes the files it names. So each path in
/// it must be one that convert could have written: a plain relative path inside the output folder
/// (also after following symbolic links) naming a file of the layouts it writes. Any other entry
/// is reported and ignored, so that no manifest makes convert read, print or delete anything else.
enum ManifestTrust {
    /// The diagnostic of an entry that is ignored.
    static let unsafeEntryID = "unsafe-manifest-entry"

    /// Why `path`, a file the manifest lists, cannot be a file convert wrote into `folder`; `nil`
    /// when it can.
    static func problem(with path: String, in folder: OutputFolder) -> String? {
        if path.isEmpty { return "an empty path" }
        if path.hasPrefix("/") { return "an absolute path" }
        if path.unicodeScalars.contains(where: { $0.value < 0x20 || $0 == "\\" || $0.value == 0x7F }) {
            return "a path with a control character or a backslash"
        }
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        if components.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) {
            return "not a plain relative path (an empty, '.' or '..' component)"
        }
        guard isWrittenByConvert(components, intoMokoResources: AndroidDialect.detected(forPath: folder.root) == .moko) else {
            return "not a file convert writes (a .strings, .stringsdict or .xcstrings file, values*/….xml, a moko-resources language's strings*.xml or plurals*.xml, or a Localization Catalog's)"
        }
        guard folder.contains((folder.root as NSString).appendingPathComponent(path)) else {
            return "it leads outside the output folder (a symbolic link)"
        }
        return nil
    }

    /// Whether the path's components name a file of a layout convert writes: `….lproj/X.strings`,
    /// `….lproj/X.stringsdict`, `….xcstrings`, `values*/X.xml`, a Localization Catalog's
    /// `X.xcloc/contents.json` and `X.xcloc/Localized Contents/X.xliff`, and in a moko-resources
    /// folder `<base|language>/strings*.xml` and `plurals*.xml`.
    private static func isWrittenByConvert(_ components: [Substring], intoMokoResources: Bool) -> Bool {
        guard let name = components.last, !name.hasPrefix(".") else { return false }
        let folder = components.dropLast().last
        if name.hasSuffix(".xcstrings") { return true }
        if name == "contents.json" { return folder?.hasSuffix(".xcloc") == true }
        if name.hasSuffix(".xliff") {
            return folder == "Localized Contents" && components.dropLast(2).last?.hasSuffix(".xcloc") == true
        }
        if name.hasSuffix(".strings") || name.hasSuffix(".stringsdict") { return folder?.hasSuffix(".lproj") == true }
        if name.hasSuffix(".xml") {
            if folder == "values" || folder?.hasPrefix("values-") == true { return true }
            guard intoMokoResources, let folder, MokoLanguageFolder.FileKind(fileName: String(name)) != nil else { return false }
            return folder == MokoLanguageFolder.baseFolderName || (try? MokoLanguageFolder.locale(ofFolder: String(folder))) != nil
        }
        return false
    }
}
