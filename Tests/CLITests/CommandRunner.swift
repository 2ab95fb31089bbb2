import Foundation
import TestSupport

/// Runs the built `stringbridge` binary, as a user would.
struct CommandResult {
    var status: Int32
    var standardOutput: String
    var standardError: String
    /// The run was stopped because it took longer than its time limit (it would have hung).
    var timedOut = false
}

/// - Parameters:
///   - environment: Variables to set or replace in the inherited environment.
///   - binary: The tool to run; the build folder's by default.
///   - prefix: A command that runs the tool (`setpriv …`, `prlimit …`), with its arguments.
///   - timeLimit: Seconds after which the run is killed and reported as timed out, so that a
///     command that hangs fails its test instead of the whole test run.
func stringbridge(_ arguments: [String], in directory: URL = Fixtures.repositoryRoot,
                  environment: [String: String] = [:], binary: URL = Fixtures.binary,
                  prefix: [String] = [], timeLimit: Double = 600) throws -> CommandResult {
    let process = Process()
    if let launcher = prefix.first {
        process.executableURL = URL(fileURLWithPath: launcher)
        process.arguments = Array(prefix.dropFirst()) + [binary.path] + arguments
    } else {
        process.executableURL = binary
        process.arguments = arguments
    }
    process.currentDirectoryURL = directory
    if !environment.isEmpty {
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    try process.run()
    // Both pipes are read at once, so that a child filling one of them cannot block on it
    // while the other is being read.
    let outputData = PipeReader(output), errorData = PipeReader(error)
    var timedOut = false
    if exited.wait(timeout: .now() + timeLimit) == .timedOut {
        timedOut = true
        kill(process.processIdentifier, SIGKILL)
        exited.wait()
    }
    return CommandResult(status: process.terminationStatus,
                         standardOutput: String(decoding: outputData.bytes(), as: UTF8.self),
                         standardError: String(decoding: errorData.bytes(), as: UTF8.self),
                         timedOut: timedOut)
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        Thread {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }.start()
    }

    /// Everything read, once the pipe is closed.
    func bytes() -> Data {
        done.wait()
        return data
    }
}

/// Runs a program and returns its exit status and everything it printed, standard output and
/// error together, in order.
///
/// - Parameters:
///   - executable: The program; `/usr/bin/env` runs one found on the PATH (`swift`, `swiftc`).
///   - directory: The working folder, or the test's.
func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// A program found on the PATH, for ``run(_:_:in:)``.
let onPath = URL(fileURLWithPath: "/usr/bin/env")
