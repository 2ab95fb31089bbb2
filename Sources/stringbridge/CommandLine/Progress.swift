/// Phase messages on standard error, only when it is a terminal.
struct Progress {
    let enabled: Bool

    func show(_ message: String) {
        guard enabled else { return }
        Output.error("\r\u{1B}[K" + message)
    }

    func clear() {
        guard enabled else { return }
        Output.error("\r\u{1B}[K")
    }
}
