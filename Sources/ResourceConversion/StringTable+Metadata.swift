import LocalizedStrings

extension StringTable {
    /// Whether the table or any entry carries an `sb:` attribute, so that the file must
    /// declare the namespace.
    var usesMetadataNamespace: Bool {
        let prefix = ConversionMetadata.namespacePrefix + ":"
        return properties.contains { $0.name.hasPrefix(prefix) }
            || entries.contains { entry in entry.properties.contains { $0.name.hasPrefix(prefix) } }
    }
}
