import AndroidResources
import LocalizedStrings

extension StringTable {
    /// Whether the Android table or any of its entries carries an `sb:` attribute, so that the
    /// file must declare the namespace.
    public var usesStringBridgeNamespace: Bool {
        attributesUseStringBridgeNamespace || entries.contains(where: \.usesStringBridgeNamespace)
    }

    /// Whether the Android table's own attributes (those of `<resources>`) carry an `sb:` attribute.
    public var attributesUseStringBridgeNamespace: Bool {
        (details[AndroidFileDetails.self]?.attributes ?? []).contains { StringBridgeNamespace.isOurs($0.name) }
    }
}

extension Entry {
    /// Whether the Android entry carries an `sb:` attribute, which its file must declare.
    public var usesStringBridgeNamespace: Bool {
        androidDetails.attributes.contains { StringBridgeNamespace.isOurs($0.name) }
    }
}
