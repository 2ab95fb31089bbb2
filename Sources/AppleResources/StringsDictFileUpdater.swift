import LocalizedStrings
import StreamingXML

/// Updates a `.stringsdict` file in place (``InPlaceUpdating``): each converted entry replaces
/// the `<key>` and value of its key in the top-level dictionary where they stand, new ones go
/// before the dictionary's end, entries an earlier conversion wrote whose source is gone are
/// removed, and every other byte stays.
public struct StringsDictFileUpdater: InPlaceUpdating {
    /// Whether a converted entry means what an existing one means.
    public var sameMeaning: SameMeaning

    /// Creates an updater.
    public init(sameMeaning: @escaping SameMeaning = { $0.hasSameMeaning(as: $1) }) {
        self.sameMeaning = sameMeaning
    }

    public func update(_ existing: [UInt8], with tables: [StringTable], ours: Set<ResourceIdentity>) throws(InPlaceUpdateError)
        -> InPlaceUpdate {
        guard var table = tables.first else { return InPlaceUpdate(bytes: existing, outcome: UpdateOutcome()) }
        for other in tables.dropFirst() { table.entries += other.entries }
        let check = existing.withUnsafeBytes { StringsDictReader().read(bytes: $0, path: table.path) }
        if let error = check.diagnostics.first(where: { $0.severity == .error }) {
            throw InPlaceUpdateError("it is not a property list Foundation reads (\(error.message)); fix it or remove it, and convert again")
        }
        guard let document = XMLElementScanner(existing).scan(childrenOf: ["plist", "dict"]) else {
            throw InPlaceUpdateError("its top level is not a dictionary")
        }
        let writer = StringsDictWriter()
        let newEntries = try InPlaceEdit.newEntries(of: table) { writer.entryText($0, in: table) }
        // The dictionary's members are pairs: a <key> element and its value.
        var entries: [InPlaceEdit.ExistingEntry] = []
        var index = 0
        let children = document.children
        while index + 1 < children.count {
            let key = children[index], value = children[index + 1]
            guard key.start.name == "key" else { index += 1; continue }
            let inner = Array(existing[key.start.range.upperBound..<(key.element.upperBound - "</key>".utf8.count)])
            let identity = ResourceIdentity(appleKey: XMLEntities.decoded(String(decoding: inner, as: UTF8.self)))
            entries.append(InPlaceEdit.ExistingEntry(identity: identity, range: key.lines.lowerBound..<value.lines.upperBound))
            index += 2
        }
        var edit = InPlaceEdit(existing: existing, entries: entries,
                               insertionPoint: InPlaceEdit.lineStart(of: document.closingTag, in: existing))
        edit.sameAsExisting = InPlaceEdit.sameEntries(table, existing: check.table, sameMeaning: sameMeaning)
        let (bytes, outcome) = edit.apply(newEntries, ours: ours)
        return InPlaceUpdate(bytes: bytes, outcome: outcome)
    }
}
