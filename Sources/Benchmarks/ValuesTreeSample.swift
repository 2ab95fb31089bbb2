import AndroidResources
import Foundation

/// The values files of an Android `res` folder, whole or a share of its folders copied into a
/// scratch folder, for measuring how time grows with the input.
struct ValuesTreeSample {
    /// The `res` folder to give the tools.
    let root: String
    /// Every `*.xml` file of its values folders, for xmllint and aapt2.
    let files: [String]
    /// Their total size in bytes.
    let bytes: Int

    /// The whole tree as it is.
    init(res: String) {
        self.init(root: res, folders: AndroidResourceTree.valuesFolders(under: res))
    }

    /// Every `step`-th values folder of `res` (always with `values/`, which the others fall back
    /// to), copied to `scratch/res`: `step` 4 is a quarter of the tree, 2 a half.
    init(res: String, everyFolder step: Int, into scratch: String) throws {
        let folders = AndroidResourceTree.valuesFolders(under: res)
        let chosen = folders.enumerated().filter { index, folder in
            index % step == 0 || (folder as NSString).lastPathComponent == "values"
        }.map(\.element)
        let root = (scratch as NSString).appendingPathComponent("res")
        for folder in chosen {
            let copy = (root as NSString).appendingPathComponent((folder as NSString).lastPathComponent)
            try FileManager.default.createDirectory(atPath: copy, withIntermediateDirectories: true)
            for file in Self.xmlFiles(in: folder) {
                try FileManager.default.copyItem(atPath: file, toPath: (copy as NSString).appendingPathComponent((file as NSString).lastPathComponent))
            }
        }
        self.init(root: root, folders: AndroidResourceTree.valuesFolders(under: root))
    }

    private init(root: String, folders: [String]) {
        self.root = root
        files = folders.flatMap(Self.xmlFiles(in:))
        bytes = files.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
    }

    private static func xmlFiles(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".xml") }.sorted().map { "\(folder)/\($0)" }
    }
}
