import AppleResources
import LocalizedStrings

/// Where an Apple input table sits in its project, which an Apple → Apple conversion keeps:
/// its path relative to the input it was found under (`App/en.lproj/Localizable.strings` read
/// from `ios`: `App/en.lproj/Localizable.strings`; a file named on its own: its name), or, for a
/// table read from an XLIFF file, the project path its translations go to (``XLIFFTablePath``).
struct AppleInputPaths {
    private let roots: [String]

    /// The paths the user gave; none for tables whose paths are already their project paths
    /// (a conversion's output).
    init(roots: [String]) {
        self.roots = roots.map { $0.count > 1 && $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
    }

    /// The table's path relative to its project.
    func relative(_ path: String) -> String {
        if let xliff = XLIFFTablePath.split(path) { return xliff.projectPath }
        if roots.isEmpty { return path }
        if let root = roots.filter({ path.hasPrefix($0 + "/") }).max(by: { $0.count < $1.count }) {
            return String(path.dropFirst(root.count + 1))
        }
        return PathText(path).lastComponent
    }

    /// The folder of the table's bundle relative to its project: the folder holding its
    /// `.lproj` folder, or its own folder (a catalog's); empty for the project's top.
    func bundle(of path: String) -> String {
        var folder = PathText(relative(path)).folder
        if PathText(folder).lastComponent.hasSuffix(".lproj") { folder = PathText(folder).folder }
        return folder == "." ? "" : folder
    }

    /// Whether a table was read from an XLIFF file.
    static func isFromXLIFF(_ table: StringTable) -> Bool {
        XLIFFTablePath.split(table.path) != nil
    }
}
