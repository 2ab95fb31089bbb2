import AndroidResources
import LocalizedStrings

extension StringTable {
    /// Whether the Android table or any of its entries carries an `sb:` attribute, so that the
    /// file must declare the namespace.
    public var usesStringBridgeNamespace: Bool {
        let fileAttributes = details[AndroidFileDetails.self]?.attributes ?? []
        return fileAttributes.contains { StringBridgeNamespace.isOurs($0.name) }
            || entries.contains { entry in entry.androidDetails.attributes.contains { StringBridgeNamespace.isOurs($0.name) } }
    }
}
