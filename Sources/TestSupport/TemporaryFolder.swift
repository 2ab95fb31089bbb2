import Foundation

/// A new, empty folder in the temporary directory that is removed, with everything in it,
/// when the value is released — so that a test cleans up after itself even when it fails.
///
///     let folder = try TemporaryFolder()
///     let path = folder.path("out/Localizable.strings")
///     // … the folder is gone once `folder` goes out of scope.
public final class TemporaryFolder: Sendable {
    /// The folder.
    public let url: URL

    /// Creates the folder.
    ///
    /// - Parameter prefix: The start of the folder's name, to tell whose it is.
    public init(prefix: String = "stringbridge-test") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString.prefix(12))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// A path inside the folder.
    ///
    /// - Parameter relativePath: The path below the folder; its folders are not created.
    public func path(_ relativePath: String) -> String {
        url.appendingPathComponent(relativePath).path
    }

    /// A URL inside the folder.
    public func url(_ relativePath: String) -> URL {
        url.appendingPathComponent(relativePath)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
