import Foundation

extension AppResources {
    /// Where an installed tool keeps the apps' strings, relative to the folder of its binary:
    /// `bin/stringbridge` and `share/stringbridge/<App>`, as `make install` and the release's
    /// artifact bundle lay them out.
    public static let installedFolder = "../share/stringbridge"

    /// The resources an installed tool keeps for an app (`share/stringbridge/<App>` beside its
    /// `bin` folder), found from the binary's real location: a symbolic link to it, such as one
    /// in a folder on the `PATH`, is followed. `nil` when the binary has none there (it runs
    /// from a build folder, whose resource bundles ``bundled(in:)`` finds).
    ///
    /// - Parameter app: The app's module name, such as `RentalROI`.
    public static func installed(_ app: String) -> AppResources? {
        guard let binary = executableURL else { return nil }
        let folder = binary.deletingLastPathComponent().appendingPathComponent(installedFolder).appendingPathComponent(app)
            .standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
        return AppResources(folder: folder.path)
    }

    /// The running binary, symbolic links resolved.
    private static var executableURL: URL? {
        #if os(Linux)
        // The kernel's link to the binary itself, whatever path started it.
        return URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        #else
        return Bundle.main.executableURL?.resolvingSymlinksInPath()
        #endif
    }
}
