/// Writes `--help` text and usage lines in swift-argument-parser's layout: `OVERVIEW:`,
/// `USAGE:`, `ARGUMENTS:`, `OPTIONS:`, with one aligned help column.
enum HelpFormatter {
    static let helpColumn = 28
    static let width = 100

    /// `stringbridge dump <path> ... [--format <format>]`.
    static func usage(commandPath: String, specs: [ArgumentSpec]) -> String {
        var parts = [commandPath]
        for spec in specs where !spec.isPositional {
            if case .option(_, let isRepeating) = spec.kind, isRepeating {
                parts.append(spec.isRequired ? "\(spec.usageText) ..." : "[\(spec.usageText) ...]")
            } else if spec.isRequired {
                parts.append(spec.usageText)
            } else {
                parts.append("[\(spec.usageText)]")
            }
        }
        for spec in specs where spec.isPositional {
            if case .positional(_, let isOptional) = spec.kind, isOptional {
                parts.append("[\(spec.usageText)]")
            } else {
                parts.append(spec.usageText)
            }
        }
        return parts.joined(separator: " ")
    }

    /// The full help of a command.
    static func help(commandPath: String, configuration: CommandConfiguration, specs: [ArgumentSpec]) -> String {
        var text = "OVERVIEW: \(configuration.abstract)\n"
        if !configuration.discussion.isEmpty {
            text += "\n" + wrap(configuration.discussion) + "\n"
        }
        text += "\nUSAGE: \(usage(commandPath: commandPath, specs: specs))\n"
        let positionals = specs.filter(\.isPositional)
        if !positionals.isEmpty {
            text += "\nARGUMENTS:\n"
            for spec in positionals { text += row("<\(spec.name)>", help(of: spec)) }
        }
        text += "\nOPTIONS:\n"
        for spec in specs where !spec.isPositional {
            var label = spec.shortName.map { "-\($0), " } ?? ""
            label += spec.usageText
            text += row(label, help(of: spec))
        }
        text += row("-h, --help", "Show help information.")
        return text
    }

    private static func help(of spec: ArgumentSpec) -> String {
        var notes: [String] = []
        if !spec.allowedValues.isEmpty { notes.append("values: " + spec.allowedValues.joined(separator: ", ")) }
        if let defaultValue = spec.defaultValue { notes.append("default: " + defaultValue) }
        return notes.isEmpty ? spec.help : spec.help + " (" + notes.joined(separator: "; ") + ")"
    }

    /// Wraps each paragraph (lines separated by a blank line) at ``width`` columns.
    static func wrap(_ text: String) -> String {
        text.components(separatedBy: "\n\n").map { paragraph in
            var lines: [String] = []
            var current = ""
            for word in paragraph.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
                if !current.isEmpty && current.count + 1 + word.count > width {
                    lines.append(current)
                    current = String(word)
                } else {
                    current += (current.isEmpty ? "" : " ") + word
                }
            }
            if !current.isEmpty { lines.append(current) }
            return lines.joined(separator: "\n")
        }.joined(separator: "\n\n")
    }

    /// `  label    help`, wrapping the help at ``width`` and aligning it at ``helpColumn``.
    static func row(_ label: String, _ help: String) -> String {
        let indent = String(repeating: " ", count: helpColumn)
        var lines: [String] = []
        var current = ""
        for word in help.split(separator: " ") {
            if !current.isEmpty && helpColumn + current.count + 1 + word.count > width {
                lines.append(current)
                current = String(word)
            } else {
                current += (current.isEmpty ? "" : " ") + word
            }
        }
        if !current.isEmpty { lines.append(current) }
        let head = "  " + label
        var text: String
        if head.count + 2 <= helpColumn {
            text = head + String(repeating: " ", count: helpColumn - head.count) + (lines.first ?? "") + "\n"
            lines = Array(lines.dropFirst())
        } else {
            text = head + "\n"
        }
        for line in lines { text += indent + line + "\n" }
        return text
    }
}
