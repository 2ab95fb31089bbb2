import Foundation
import LocalizedStrings
import SystemSupport

/// Runs `body` on a thread of its own and waits for it at most `seconds`, so that a call that
/// would hang fails its test instead of stopping the whole test run (the thread is then left
/// to itself). Returns `nil` when the time ran out.
///
///     let failures = try #require(withTimeLimit(seconds: 60) { flushes.finish() }, "finish() hung")
public func withTimeLimit<Result: Sendable>(seconds: Double, _ body: @escaping @Sendable () -> Result) -> Result? {
    let result = Locked<Result?>(nil)
    let done = DispatchSemaphore(value: 0)
    Thread {
        let value = body()
        result.withLock { $0 = value }
        done.signal()
    }.start()
    guard done.wait(timeout: .now() + seconds) == .success else { return nil }
    return result.value
}
