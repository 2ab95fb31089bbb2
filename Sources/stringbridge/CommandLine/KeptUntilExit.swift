/// Values a command leaves alive until the process exits instead of freeing them.
///
/// A command's last step is its report, and the process ends right after it: freeing a large
/// result first (a conversion of every locale's gaps holds half a million entry names) only
/// delays the exit, by a quarter of a second on Wikipedia's resources. The operating system
/// takes the memory back at once.
enum KeptUntilExit {
    private final class Box<Value> {
        let value: Value

        init(_ value: Value) {
            self.value = value
        }
    }

    /// Keeps one more reference to `value`, never released.
    static func keep<Value>(_ value: Value) {
        _ = Unmanaged.passRetained(Box(value))
    }
}
