import Foundation

/// Runs the `stringbridge` tool from a command plugin, its output going where the plugin's goes.
enum ToolRun {
    /// The tool failed.
    struct Failure: Error, CustomStringConvertible {
        var status: Int32
        var description: String { "stringbridge exited with status \(status)" }
    }

    /// Runs the tool and waits for it.
    ///
    /// - Throws: ``Failure`` when it exits with another status than 0.
    static func run(_ tool: URL, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure(status: process.terminationStatus) }
    }
}
