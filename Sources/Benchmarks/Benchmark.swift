import Foundation

/// Timing helpers: wall-clock time of the best of several runs, which is the figure least
/// disturbed by a noisy machine.
enum Benchmark {
    /// The best wall-clock time of `runs` calls of `body`, in seconds.
    static func best(of runs: Int, _ body: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            best = min(best, elapsed)
        }
        return best
    }

    /// Runs an external program to completion, discarding its output; `false` if it cannot run.
    @discardableResult
    static func runProgram(_ path: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return false
        }
        process.waitUntilExit()
        return true
    }

    /// The full path of a program found on `PATH`.
    static func which(_ program: String) -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for directory in paths {
            let candidate = "\(directory)/\(program)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// `1.23×`.
    static func ratio(_ value: Double, _ reference: Double) -> String {
        String(format: "%.2f×", value / reference)
    }

    /// `12.3 ms`.
    static func milliseconds(_ seconds: Double) -> String {
        String(format: "%.1f ms", seconds * 1000)
    }
}
