import AndroidResources
import AppleResources
import Foundation
import Localization
import LocalizedStrings

/// Finds and reads the string resources named on a command line, in whichever format they
/// are, the same way for every command: Android values XML (files, `values*` folders, `res`
/// folders) and Apple `.strings`, `.stringsdict` and `.xcstrings` (files, `.lproj` folders,
/// project folders). A folder is searched for both, at any depth.
public enum ResourceDiscovery {
    /// Every table under the paths, Android and Apple, with every reader diagnostic.
    ///
    /// Tables come folder by folder, then by file name, as each tree lists them (`values/`
    /// before `values-fr/`), so that output is in a stable order.
    public static func read(_ paths: [String]) -> (tables: [StringTable], diagnostics: [Diagnostic]) {
        var tables: [StringTable] = []
        var diagnostics: [Diagnostic] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            if exists && !isDirectory.boolValue && AppleResourceTree.isAppleResourceFile(path) {
                let result = AppleResourceTree.read([path])
                tables += result.tables
                diagnostics += result.diagnostics
            } else if exists && isDirectory.boolValue {
                let android = AndroidResourceTree.read([path])
                let apple = AppleResourceTree.read([path])
                tables += (android.tables + apple.tables).sortedStably { lhs, rhs in
                    let left = (FilePaths.parent(of: lhs.path), (lhs.path as NSString).lastPathComponent)
                    let right = (FilePaths.parent(of: rhs.path), (rhs.path as NSString).lastPathComponent)
                    return left < right
                }
                diagnostics += android.diagnostics + apple.diagnostics
            } else {
                let android = AndroidResourceTree.read([path])
                tables += android.tables
                diagnostics += android.diagnostics
            }
        }
        return (tables, diagnostics)
    }

    /// The resources at a path for the runtime (``Localizer``), found as ``read(_:)`` finds
    /// them: an Android `res` folder, a folder of `.lproj` folders and catalogs, or one
    /// catalog, where the path names one such thing directly; otherwise (a project folder with
    /// resources deeper inside, several `res` folders) every table found under it.
    ///
    /// - Returns: The resources, and the diagnostics of reading them when they had to be read
    ///   here (a localizer reports its own otherwise).
    /// - Throws: ``LocalizerError`` when nothing is there or no string resource is found.
    public static func localizationResources(at path: String) throws(LocalizerError)
        -> (resources: LocalizationResources, diagnostics: [Diagnostic]) {
        if let direct = try? LocalizationResources.detect(at: path) { return (direct, []) }
        guard FileManager.default.fileExists(atPath: path) else { throw .resourcesNotFound(path: path) }
        let (tables, diagnostics) = read([path])
        guard !tables.isEmpty else { throw .unrecognizedResources(path: path) }
        return (.tables(tables), diagnostics)
    }
}

extension Array {
    /// Sorted by `areInIncreasingOrder`, keeping the order of equal elements.
    func sortedStably(by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element] {
        enumerated().sorted { lhs, rhs in
            if areInIncreasingOrder(lhs.element, rhs.element) { return true }
            if areInIncreasingOrder(rhs.element, lhs.element) { return false }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
