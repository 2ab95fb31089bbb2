/// The bundles of a conversion's Apple input: the folder that holds each `.lproj` folder (or
/// String Catalog, or loose `.strings` file), named relative to the folder the user gave (or,
/// for one outside them, the deepest folder that holds them all), so that converting back
/// into that folder puts every file where it was. `ios/App/en.lproj/…` and
/// `ios/Widget/en.lproj/…` read from `ios` are the bundles `App` and `Widget`; so is a project
/// folder's one bundle (`ios/App`, read from `ios`). A bundle the user named (or, with one
/// bundle, a folder inside it) has an empty name: the output folder is the bundle.
struct BundleFolders {
    private var names: [String: String] = [:]

    /// The bundles of the files at these paths, read from `roots` (the paths the user gave).
    init(_ paths: [String], roots: [String] = []) {
        let folders = Set(paths.map(Self.bundleFolder(of:)))
        let split = folders.map { $0.split(separator: "/", omittingEmptySubsequences: false).map(String.init) }
        var common = split.first ?? []
        for components in split.dropFirst() {
            var length = 0
            while length < min(common.count, components.count), common[length] == components[length] { length += 1 }
            common = Array(common.prefix(length))
        }
        let rootFolders = roots.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        for (folder, components) in zip(folders, split) {
            if let root = rootFolders.filter({ folder == $0 || folder.hasPrefix($0 + "/") }).max(by: { $0.count < $1.count }) {
                names[folder] = String(folder.dropFirst(root.count).drop { $0 == "/" })
            } else if folders.count > 1 {
                names[folder] = components.dropFirst(common.count).joined(separator: "/")
            }
        }
    }

    /// The bundle of a file: empty when there is one bundle.
    func bundle(of path: String) -> String {
        names[Self.bundleFolder(of: path)] ?? ""
    }

    /// The folder holding the file's `.lproj` folder, or the file's folder.
    private static func bundleFolder(of path: String) -> String {
        let folder = PathText(path).folder
        return PathText(folder).lastComponent.hasSuffix(".lproj") ? PathText(folder).folder : folder
    }
}
