import AndroidResources
import AppleResources
import Foundation
import LocalizedStrings

/// Reads the files and folders named on a command line, in whichever format they are:
/// Android values XML (files, `values*` folders, `res` folders) and Apple `.strings`,
/// `.stringsdict` and `.xcstrings` (files, `.lproj` folders, project folders). A folder is
/// searched for both.
enum ResourceInput {
    static func read(_ paths: [String]) -> (tables: [StringTable], diagnostics: [Diagnostic]) {
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
                // By folder, then file name, as each tree lists them (values/ before values-fr/).
                tables += (android.tables + apple.tables).sortedStably { lhs, rhs in
                    let left = ((lhs.path as NSString).deletingLastPathComponent, (lhs.path as NSString).lastPathComponent)
                    let right = ((rhs.path as NSString).deletingLastPathComponent, (rhs.path as NSString).lastPathComponent)
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
