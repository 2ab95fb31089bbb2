import Foundation

/// A file a command will write: its path and its complete bytes.
public struct OutputFile: Sendable, Hashable {
    /// Where the file goes.
    public var path: String
    /// Its content.
    public var bytes: [UInt8]

    /// Creates an output file.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}
