import LocalizedStrings

/// The resource names of one values file as its reader indexed them while reading: for each
/// name, the first entry of the file's table with that name.
///
/// A reader's table never holds two resources of one type, name and product (it reports the
/// second and leaves it out), so with this index the check of a folder for resources defined
/// in two files (``AndroidResourceTree/duplicateDiagnostics(inFolder:names:)``) finds a
/// file's resources without hashing every name of it once more.
public struct ValuesFileNames: Sendable {
    var index: ResourceNameIndex

    /// Valid for the table read with it, unchanged.
    init(index: ResourceNameIndex) {
        self.index = index
    }

    /// Where the resource of this identity is in `table` (the table read with this index):
    /// `.absent`, `.at(index)`, or `.unknown` when the table has other resources of that name
    /// (another type or product) and only a search would tell.
    mutating func place(of identity: DefinedResource, in table: StringTable) -> Place {
        let entries = table.entries
        guard let index = index.entry(named: identity.name, nameOf: { entries[$0].key }) else { return .absent }
        let entry = entries[index]
        if entry.value.androidResourceType == identity.type && entry.product == identity.product { return .at(index) }
        return .unknown
    }

    /// See ``place(of:in:)``.
    enum Place {
        case absent, at(Int), unknown
    }
}
