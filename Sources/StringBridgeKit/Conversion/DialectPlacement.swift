import AndroidResources
import ConversionMetadata
import LocalizedStrings
import ResourceConversion

extension ConversionOutput {
    /// The output with its Android tables in their dialect's layout and marked with it
    /// (``KotlinMultiplatformLayout``): a Compose Multiplatform `composeResources` folder or a
    /// moko-resources folder is written by its toolchain's rules, in its own folders.
    ///
    /// - Parameters:
    ///   - dialect: The dialect of every table (`--android-dialect`), or `nil` for the one each
    ///     table's place in `outputFolder` gives (a project's `composeResources` bundle, say).
    ///   - outputFolder: The folder the tables' paths are relative to.
    func placed(in dialect: AndroidDialect?, outputFolder: String) -> ConversionOutput {
        let dialects = convertedTables.map { dialect ?? AndroidDialect.detected(forPath: outputFolder + "/" + $0.table.path) }
        guard dialects.contains(where: { $0 != .aapt2 }) else { return self }
        var output = self
        var tables: [StringTable] = []
        var origins: [Output: [String]] = [:]
        for (converted, dialect) in zip(convertedTables, dialects) {
            var table = converted.materialized
            if dialect == .compose { table.useComposeNames() }
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

extension StringTable {
    /// Entries named after Apple keys that aapt2 cannot take (`sb:key`) but Compose can
    /// (``ComposeResourceName``) take those keys back as their names, as the Compose file they
    /// came from had them; `xmlns:sb` goes when nothing uses it any more.
    mutating func useComposeNames() {
        let taken = Set(entries.map(\.key))
        var changed = false
        for index in entries.indices {
            guard let key = StringBridgeNamespace.appleKey(of: entries[index]), ComposeResourceName.isValid(key), !taken.contains(key),
                  entries[index].androidDetails.attributes.filter({ $0.name.hasPrefix(StringBridgeNamespace.prefix + ":") }).count == 1
            else { continue }
            entries[index].key = key
            entries[index].androidDetails.attributes.removeAll { $0.name == StringBridgeNamespace.keyAttribute }
            changed = true
        }
        let usesNamespace = entries.contains { entry in
            entry.androidDetails.attributes.contains { $0.name.hasPrefix(StringBridgeNamespace.prefix + ":") }
        }
        guard changed, !usesNamespace, var file = details[AndroidFileDetails.self] else { return }
        file.attributes.removeAll { $0 == StringBridgeNamespace.declaration }
        details = FormatDetails(file)
    }
}
