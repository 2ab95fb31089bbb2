import Foundation
import TestSupport

/// Runs the built `stringbridge` binary, as a user would.
struct CommandResult {
    var status: Int32
    var standardOutput: String
    var standardError: String
}

/// - Parameters:
///   - environment: Variables to set or replace in the inherited environment.
///   - binary: The tool to run; the build folder's by default.
func stringbridge(_ arguments: [String], in directory: URL = Fixtures.repositoryRoot,
                  environment: [String: String] = [:], binary: URL = Fixtures.binary) throws -> CommandResult {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    if !environment.isEmpty {
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Read before waiting, so that a large output cannot fill the pipe and block the child.
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CommandResult(status: process.terminationStatus,
                         standardOutput: String(decoding: outputData, as: UTF8.self),
                         standardError: String(decoding: errorData, as: UTF8.self))
}
