extension TodoListScreen {
    /// The screen as lines of text, for the demo and its golden files: `#` before the title;
    /// `> ` before the field, with the placeholder in parentheses while it is empty; each row
    /// as a checkbox, `[ ]` or `[x]`, and its text, or the empty-list text; the count of
    /// todos left; the toolbar with the selected filter between asterisks. Nothing but the
    /// screen's own texts is added, so every word shown is a translated one (or the user's).
    public var plainText: String {
        var lines = ["# \(title)", input.isEmpty ? "> (\(placeholder))" : "> \(input)"]
        lines += rows.map { "   [\($0.completed ? "x" : " ")] \($0.content)" }
        if let emptyText {
            lines.append("   \(emptyText)")
        }
        lines.append(itemsLeft)
        lines.append(filters.map { $0.isSelected ? "*\($0.label)*" : $0.label }.joined(separator: "  "))
        return lines.map { $0 + "\n" }.joined()
    }
}
