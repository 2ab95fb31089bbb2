/// Screens as plain text, for the demo and its golden files: `#` before a title, actions in
/// brackets, `##` before a section header, rows indented as `label | value`, `! ` before a
/// message. Nothing but the screens' own texts is added (and a switch drawn as `[x]` or
/// `[ ]`), so every word shown is a translated one or the user's.
extension DaysLeftScreen {
    /// The screen as lines of text: the title and action, the counts, the dated rows.
    public var plainText: String {
        PlainText.lines(["# \(title)  [\(settingsAction)]", daysLeft, daysGone] + rows.map(PlainText.row)
            + (problem.map { ["! \($0)"] } ?? []))
    }
}

extension SettingsScreen {
    /// The screen as lines of text: the title, the sections, and the error.
    public var plainText: String {
        PlainText.lines(["# \(title)"] + sections.flatMap { ["## \($0.header)"] + $0.rows.map(PlainText.row) }
            + (error.map { ["! \($0)"] } ?? []))
    }
}

/// The shared pieces of the plain-text layout.
private enum PlainText {
    static func row(_ row: ScreenRow) -> String {
        "   \(row.label) | \(row.value)"
    }

    static func lines(_ lines: [String]) -> String {
        lines.map { $0 + "\n" }.joined()
    }
}
