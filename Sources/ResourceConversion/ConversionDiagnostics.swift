import LocalizedStrings

/// Groups repeated conversion diagnostics: the same message about the same key in many
/// locales is one diagnostic, at its first location, saying how many locales it applies to.
enum ConversionDiagnostics {
    /// What makes two diagnostics the same for grouping: everything but the location.
    private struct Cause: Hashable {
        var id: String
        var severity: Diagnostic.Severity
        var message: String
    }

    static func aggregated(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var groups: [(first: Diagnostic, count: Int)] = []
        var indexByCause: [Cause: Int] = [:]
        for diagnostic in diagnostics {
            let cause = Cause(id: diagnostic.id, severity: diagnostic.severity, message: diagnostic.message)
            if let index = indexByCause[cause] {
                groups[index].count += 1
            } else {
                indexByCause[cause] = groups.count
                groups.append((diagnostic, 1))
            }
        }
        return groups.map { group in
            var diagnostic = group.first
            let others = group.count - 1
            if others > 0 { diagnostic.message += " (also in \(others) other file\(others == 1 ? "" : "s"))" }
            return diagnostic
        }
    }
}
