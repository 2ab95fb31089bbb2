import Foundation

extension FilePaths {
    /// The components of `path` made absolute against the working folder, with `.` and `..`
    /// resolved on the text (links are not followed): `out/../res` in `/p` → `["p", "res"]`.
    package static func absoluteComponents(of path: String) -> [String] {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var components: [String] = []
        for component in absolute.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(String(component))
            }
        }
        return components
    }
}
