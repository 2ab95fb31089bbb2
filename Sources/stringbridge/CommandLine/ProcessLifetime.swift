import LocalizedStrings

/// Values a command keeps until the process exits, rather than releasing them when it returns.
///
/// The process ends right after the command, and the system takes its memory back at once;
/// releasing a large tree's model object by object took a tenth of `dump` on a big project.
enum ProcessLifetime {
    private static let kept = Locked<[any Sendable]>([])

    /// Keeps `value` alive until the process exits.
    static func keepUntilExit(_ value: any Sendable) {
        kept.withLock { $0.append(value) }
    }
}
