import Foundation
import Testing
import TestSupport

/// The runner the command-line tests share reads a child's standard output and standard error
/// at once: a child that fills one pipe (64 KiB on Linux) while the runner reads the other to
/// its end would otherwise block, and the run with it.
@Suite("CommandRunner")
struct CommandRunnerTests {
    @Test("A child writing far more than a pipe holds to standard error, then output, then error again, is read whole")
    func bothPipesAtOnce() throws {
        // 300,000 bytes to standard error before a byte of output: a runner that read standard
        // output to its end first would wait for it while the child waits for room in the other pipe.
        let script = """
            head -c 300000 /dev/zero | tr '\\000' e >&2
            head -c 300000 /dev/zero | tr '\\000' o
            head -c 100000 /dev/zero | tr '\\000' E >&2
            exit 3
            """
        // Bounded twice: the runner kills a child that outlives its limit, and a runner that
        // blocks in a read before it waits for the child fails here instead of hanging.
        let run = withTimeLimit(seconds: 120) {
            Result { try stringbridge(["-c", script], binary: URL(fileURLWithPath: "/bin/sh"), timeLimit: 60) }
        }
        let result = try #require(run, "the runner blocked reading one pipe while the child filled the other").get()
        #expect(!result.timedOut, "the child blocked on a full pipe until the runner killed it")
        #expect(result.status == 3)
        #expect(result.standardOutput == String(repeating: "o", count: 300_000))
        #expect(result.standardError == String(repeating: "e", count: 300_000) + String(repeating: "E", count: 100_000))
    }
}
