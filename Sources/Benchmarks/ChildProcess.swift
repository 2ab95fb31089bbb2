import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A program run to completion with its output discarded, measured as a user would see it:
/// wall-clock time from start to exit, and the peak resident memory the kernel recorded for it
/// (`wait4`'s `ru_maxrss`, which Foundation's `Process` does not report).
///
/// Linux starts a spawned process's peak at the spawning process's own peak (`posix_spawn`
/// shares its memory until `exec`), so a child's peak is only its own when it is above
/// ``spawnerPeakMemory``: measure before the bench itself grows.
struct ChildProcess {
    /// What one run cost.
    struct Measurement {
        /// Wall-clock seconds from spawning to reaping.
        var seconds: Double
        /// Peak resident set size, in bytes.
        var peakMemory: Int
        /// The exit status (or 128 + the signal that ended it).
        var status: Int32
    }

    /// This process's own peak resident size in bytes: the least a child's peak can show.
    static var spawnerPeakMemory: Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss * 1024
    }

    /// Runs `path` with `arguments`, standard output and error to `/dev/null`.
    ///
    /// - Returns: The measurement, or `nil` when the program cannot be started.
    static func run(_ path: String, _ arguments: [String]) -> Measurement? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Measurement(seconds: seconds, peakMemory: usage.ru_maxrss * 1024, status: exitStatus)
    }
}
