/// An observation of a ``DaysLeftSettingsStore``: its closure is called until ``cancel()`` or
/// until the observation is released.
public final class SettingsObservation {
    private var onCancel: (() -> Void)?

    init(onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    /// Stops the observation; later changes are not reported to its closure.
    public func cancel() {
        onCancel?()
        onCancel = nil
    }

    deinit {
        cancel()
    }
}
