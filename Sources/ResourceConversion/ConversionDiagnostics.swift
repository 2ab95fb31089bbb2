import LocalizedStrings

/// Groups repeated conversion diagnostics: the same message about the same key in many
/// locales is one diagnostic, at its first location, saying how many locales it applies to.
enum ConversionDiagnostics {
    static func aggregated(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var order: [String] = []
        var first: [String: Diagnostic] = [:]
        var counts: [String: Int] = [:]
        for diagnostic in diagnostics {
            let key = "\(diagnostic.id)|\(diagnostic.severity)|\(diagnostic.message)"
            if first[key] == nil {
                order.append(key)
                first[key] = diagnostic
            }
            counts[key, default: 0] += 1
        }
        return order.map { key in
            var diagnostic = first[key]!
            let others = counts[key]! - 1
            if others > 0 { diagnostic.message += " (also in \(others) other file\(others == 1 ? "" : "s"))" }
            return diagnostic
        }
    }
}
