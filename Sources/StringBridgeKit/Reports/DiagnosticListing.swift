import LocalizedStrings

/// How much of its diagnostics a command prints (`--quiet`, the default, `--verbose`).
public enum DiagnosticVerbosity: Sendable {
    /// Errors only: what a platform rejects.
    case quiet
    /// Every error on a line of its own, and one line for each kind (id) of warning or note:
    /// its first occurrence, with the number of others.
    case grouped
    /// Every diagnostic on a line of its own.
    case verbose
}

/// Diagnostics as the command-line tool prints them: one line each in compiler form
/// (`path:line:col: warning: message [id]`), repeated warnings and notes grouped so that what
/// matters is not lost among hundreds of lines about the same cause.
///
///     res/values-ar/strings.xml:744:3: warning: 'a' names a plurals and a string resource, … [renamed-key] (+87 more renamed-key warnings; --verbose lists them)
public enum DiagnosticListing {
    /// The lines for the diagnostics, each ending in a line feed.
    ///
    /// - Parameters:
    ///   - diagnostics: The diagnostics, in the order they were found.
    ///   - verbosity: What to print.
    ///   - detailsHint: Where the grouped diagnostics can be seen one by one (`--verbose lists
    ///     them`), said after each count.
    public static func text(for diagnostics: [Diagnostic], verbosity: DiagnosticVerbosity,
                            detailsHint: String = "--verbose lists them") -> String {
        switch verbosity {
        case .quiet:
            return diagnostics.filter { $0.severity == .error }.map { $0.description + "\n" }.joined()
        case .verbose:
            return diagnostics.map { $0.description + "\n" }.joined()
        case .grouped:
            var text = ""
            for group in groups(diagnostics) {
                text += group.first.description
                if group.count > 1 {
                    let word = group.first.severity.rawValue + "s"
                    text += " (+\(group.count - 1) more \(group.first.id) \(word); \(detailsHint))"
                }
                text += "\n"
            }
            return text
        }
    }

    /// The diagnostics in groups, in the order of each group's first diagnostic: an error
    /// alone, warnings and notes by severity and id.
    public static func groups(_ diagnostics: [Diagnostic]) -> [(first: Diagnostic, count: Int)] {
        var groups: [(first: Diagnostic, count: Int)] = []
        var indexByCause: [String: Int] = [:]
        for diagnostic in diagnostics {
            guard diagnostic.severity != .error else {
                groups.append((diagnostic, 1))
                continue
            }
            let cause = diagnostic.severity.rawValue + "|" + diagnostic.id
            if let index = indexByCause[cause] {
                groups[index].count += 1
            } else {
                indexByCause[cause] = groups.count
                groups.append((diagnostic, 1))
            }
        }
        return groups
    }
}
