import AndroidResources
import AppleResources
import LocalizedStrings
import ResourceLint

extension ResourceDiscovery {
    /// What `lint` reads: the paths in whatever format they are, plus an Android tree and an
    /// Apple tree to compare (each also linted on its own).
    public static func lintInput(paths: [String], android: String?, apple: String?) -> LintInput {
        let (tables, diagnostics) = read(paths)
        var input = LintInput(tables: tables, diagnostics: diagnostics)
        guard android != nil || apple != nil else { return input }
        let empty: (tables: [StringTable], diagnostics: [Diagnostic]) = ([], [])
        let androidSide = android.map { read([$0]) } ?? empty
        let appleSide = apple.map { read([$0]) } ?? empty
        input.tables += androidSide.tables + appleSide.tables
        input.diagnostics += androidSide.diagnostics + appleSide.diagnostics
        if android != nil && apple != nil {
            input.parity = ParityInput(android: androidSide.tables.filter { $0.format == .android },
                                       apple: appleSide.tables.filter { $0.format != .android })
        }
        return input
    }
}
