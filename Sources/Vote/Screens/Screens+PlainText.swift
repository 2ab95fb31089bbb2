/// Screens as plain text, for the demo and its golden files. Nothing but the screens' own
/// texts is added, so every word shown is a translated one (or a user's own); the rest is
/// marks:
///
/// - `# ` before a screen's title (its tab's title), and last the tab bar,
///   `| *Vote* | Results | Settings | Create |`, the selected tab between asterisks;
/// - `[Title]` an enabled button, `(Title)` a disabled one;
/// - `○`/`●` an unselected or selected choice, `☐`/`☑` a switch off or on;
/// - `> ` before a text field's text, `‹…›` around the placeholder of an empty field;
/// - `! ` before an alert's title and message.
extension LaunchScreen {
    /// The screen as lines of text.
    public var plainText: String {
        PlainText.lines(["   \(text)"])
    }
}

extension VoteScreen {
    /// The screen as lines of text, the alert last when it is up.
    public var plainText: String {
        var lines = ["# \(tabBar.selectedTitle)", "   \(topic)"]
        for (index, choice) in choices.enumerated() {
            lines.append("   \(index == selectedChoice ? "●" : "○") \(choice)")
        }
        lines.append("   \(PlainText.buttons(abstainButton, voteButton))")
        lines.append(PlainText.tabBar(tabBar))
        if let alert {
            lines += ["! \(alert.title)", "! \(alert.message)",
                      "   \(PlainText.buttons(ScreenButton(title: alert.noButton), ScreenButton(title: alert.yesButton)))"]
        }
        return PlainText.lines(lines)
    }
}

extension ResultsScreen {
    /// The screen as lines of text.
    public var plainText: String {
        PlainText.lines(["# \(tabBar.selectedTitle)"] + lines.map { "   \($0)" } + [PlainText.tabBar(tabBar)])
    }
}

extension SettingsScreen {
    /// The screen as lines of text: the switch, then the stepper's label and buttons.
    public var plainText: String {
        PlainText.lines([
            "# \(tabBar.selectedTitle)",
            "   \(resultsAsPercent ? "☑" : "☐") \(resultsAsPercentLabel)",
            "   \(maximumOptionsLabel)  " + PlainText.buttons(ScreenButton(title: "−", isEnabled: canDecreaseMaximum),
                                                              ScreenButton(title: "+", isEnabled: canIncreaseMaximum)),
            PlainText.tabBar(tabBar),
        ])
    }
}

extension CreateScreen {
    /// The screen as lines of text: the topic's label and field, the choice fields, the
    /// buttons.
    public var plainText: String {
        PlainText.lines(["# \(tabBar.selectedTitle)", "   \(topicLabel)", PlainText.field(topic)]
            + choices.map(PlainText.field)
            + ["   \(PlainText.buttons(addButton, removeButton))", PlainText.tabBar(tabBar)])
    }
}

/// The shared pieces of the plain-text layout.
private enum PlainText {
    static func buttons(_ buttons: ScreenButton...) -> String {
        buttons.map { $0.isEnabled ? "[\($0.title)]" : "(\($0.title))" }.joined(separator: " ")
    }

    static func field(_ field: CreateScreen.TextField) -> String {
        if !field.text.isEmpty { return "   > \(field.text)" }
        return field.placeholder.map { "   > ‹\($0)›" } ?? "   >"
    }

    static func tabBar(_ tabBar: TabBar) -> String {
        let titles = tabBar.titles.enumerated().map { index, title in index == tabBar.selected.rawValue ? "*\(title)*" : title }
        return "| " + titles.joined(separator: " | ") + " |"
    }

    static func lines(_ lines: [String]) -> String {
        lines.map { $0 + "\n" }.joined()
    }
}
