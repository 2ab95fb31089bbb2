/// Screens as plain text, for the demo and its golden files: `#` before a title, actions in
/// brackets, `##` before a section header, rows indented as `label | detail`. Nothing but the
/// screens' own texts is added, so every word shown is a translated one.
extension PropertyScreen {
    /// The screen as lines of text.
    public var plainText: String {
        PlainText.lines(["# \(title)  [\(scheduleAction)]"] + sections.flatMap(PlainText.section))
    }
}

extension EditTextScreen {
    /// The screen as lines of text: the title and actions, `> ` before the field's text, and
    /// `! ` before the error.
    public var plainText: String {
        PlainText.lines(["# \(title)  [\(cancelAction)] [\(saveAction)]", "> \(text)"] + (error.map { ["! \($0)"] } ?? []))
    }
}

extension AmortizationScreen {
    /// The screen as lines of text, each payment as its title and, indented below, its
    /// subtitle; `…` stands for the rows left out.
    ///
    /// - Parameters:
    ///   - firstRows: How many rows to show from the start.
    ///   - lastRows: How many rows to show from the end.
    public func plainText(firstRows: Int = .max, lastRows: Int = 0) -> String {
        var lines = ["# \(title)"] + summary
        let shown = rows.count > firstRows + lastRows
            ? [rows.prefix(firstRows), rows.suffix(lastRows)] : [rows[...]]
        for (index, part) in shown.enumerated() {
            if index > 0 { lines.append("   …") }
            lines += part.flatMap { ["   \($0.row.label)", "      \($0.row.detail)"] }
        }
        return PlainText.lines(lines)
    }
}

extension MonthlyTermScreen {
    /// The screen as lines of text.
    public var plainText: String {
        PlainText.lines(["# \(title)"] + sections.flatMap(PlainText.section))
    }
}

/// The shared pieces of the plain-text layout.
private enum PlainText {
    static func section(_ section: ScreenSection) -> [String] {
        ["## \(section.header)"] + section.rows.map { "   \($0.label) | \($0.detail)" }
    }

    static func lines(_ lines: [String]) -> String {
        lines.map { $0 + "\n" }.joined()
    }
}
