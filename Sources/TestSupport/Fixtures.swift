import Foundation

/// Locates the repository's `Fixtures/` folder and the shared real-world corpus from test
/// code (SwiftPM resources must live inside a target, so fixtures are found through the
/// source path instead).
public enum Fixtures {
    /// The repository root.
    public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Fixtures/` at the repository root.
    public static let root = repositoryRoot.appendingPathComponent("Fixtures")

    /// A path inside `Fixtures/`.
    public static func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    /// The resources a ported app ships (`Sources/<App>/Resources`): its strings in each form.
    public static func appResources(_ app: String) -> URL {
        repositoryRoot.appendingPathComponent("Sources/\(app)/Resources")
    }

    /// The paths of the files in a fixture folder (not in its subfolders), sorted by name.
    public static func files(in relativePath: String) -> [String] {
        let folder = url(relativePath)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().map { folder.appendingPathComponent($0).path }
            .filter { path in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
            }
    }

    /// The subfolders of a fixture folder, sorted by name.
    public static func subfolders(of relativePath: String) -> [String] {
        let folder = url(relativePath)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path,
                                                  isDirectory: &isDirectory) && isDirectory.boolValue
        }.sorted()
    }

    /// The shared corpus of real projects (`../shared/corpus`, or `$STRINGBRIDGE_CORPUS`),
    /// or `nil` when it is absent, as in a user's clone.
    public static var corpus: URL? {
        let path = ProcessInfo.processInfo.environment["STRINGBRIDGE_CORPUS"]
            ?? repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus").path
        return FileManager.default.fileExists(atPath: path) ? URL(fileURLWithPath: path) : nil
    }

    /// The built `stringbridge` binary in the debug build folder.
    public static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["STRINGBRIDGE_BINARY"] {
            return URL(fileURLWithPath: path)
        }
        return repositoryRoot.appendingPathComponent(".build/debug/stringbridge")
    }
}
