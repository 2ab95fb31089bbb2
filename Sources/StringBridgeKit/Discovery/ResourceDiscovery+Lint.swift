import AndroidResources
import AppleResources
import LocalizedStrings
import ResourceLint

extension ResourceDiscovery {
    /// What `lint` reads: the paths in whatever format they are, plus an Android tree and an
    /// Apple tree to compare (each also linted on its own).
    /// Every Android file is read in `dialect` when it is given (`--android-dialect`).
    public static func lintInput(paths: [String], android: String?, apple: String?, dialect: AndroidDialect? = nil) -> LintInput {
        let (tables, diagnostics) = read(paths, dialect: dialect)
        var input = LintInput(tables: tables, diagnostics: diagnostics)
        guard android != nil || apple != nil else { return input }
        let empty: (tables: [StringTable], diagnostics: [Diagnostic]) = ([], [])
        let androidSide = android.map { read([$0], dialect: dialect) } ?? empty
        let appleSide = apple.map { read([$0], dialect: dialect) } ?? empty
        input.tables += androidSide.tables + appleSide.tables
        input.diagnostics += androidSide.diagnostics + appleSide.diagnostics
        if android != nil && apple != nil {
            input.parity = ParityInput(android: androidSide.tables.filter { $0.format == .android },
                                       apple: appleSide.tables.filter { $0.format != .android })
        }
        return input
    }
}
