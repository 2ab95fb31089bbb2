import AndroidResources
import LocalizedStrings
import ResourceConversion

extension ConversionOutput {
    /// The output with its Android tables in `dialect`'s layout and marked with it
    /// (``KotlinMultiplatformLayout``): a Compose Multiplatform `composeResources` folder or a
    /// moko-resources folder is written by its toolchain's rules, in its own folders.
    func placed(in dialect: AndroidDialect) -> ConversionOutput {
        guard dialect != .aapt2 else { return self }
        var output = self
        var tables: [StringTable] = []
        var origins: [Output: [String]] = [:]
        for converted in convertedTables {
            let table = converted.materialized
            let placed = KotlinMultiplatformLayout.tables(for: table, in: dialect)
            if let problem = placed.problem {
                output.diagnostics.append(.error(ConversionDiagnosticID.notRepresentable, at: nil, "\(table.path): \(problem)"))
            }
            let sources = self.origins[Output(path: table.path, locale: table.locale)]
            for table in placed.tables {
                tables.append(table)
                if let sources { origins[Output(path: table.path, locale: table.locale), default: []] += sources }
            }
        }
        output.tables = tables
        output.origins = origins
        return output
    }
}
