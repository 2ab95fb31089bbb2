import LocalizedStrings
import StreamingXML

/// Updates an Android values file in place (``InPlaceUpdating``): each converted resource
/// replaces the element of its type, name and product where it stands (keeping a user's comment
/// above it unless the conversion brings one), new resources go before `</resources>` with the
/// file's own indentation, resources an earlier conversion wrote whose source is gone are
/// removed, and everything else — other resource types, comments, formatting — stays byte for
/// byte. The root keeps its attributes, with the converted table's own ones (`sb:table`) and the
/// namespace declarations the new entries need. The file is read and written in the converted
/// table's dialect (``StringTable/androidDialect``): a Compose Multiplatform or moko-resources
/// file keeps its toolchain's rules.
public struct AndroidFileUpdater: InPlaceUpdating {
    /// Whether a converted entry means what an existing one means.
    public var sameMeaning: SameMeaning
    /// The marker of a comment that is a conversion's record (``InPlaceEdit/recordMarker``).
    public var recordMarker: String
    /// The root attribute a conversion writes and removes again when it no longer does
    /// (`sb:table`).
    public var conversionAttribute: String

    /// Creates an updater.
    public init(sameMeaning: @escaping SameMeaning = { $0.hasSameMeaning(as: $1) }, recordMarker: String = "",
                conversionAttribute: String = "") {
        self.sameMeaning = sameMeaning
        self.recordMarker = recordMarker
        self.conversionAttribute = conversionAttribute
    }

    public func update(_ existing: [UInt8], with tables: [StringTable], ours: Set<ResourceIdentity>) throws(InPlaceUpdateError)
        -> InPlaceUpdate {
        guard var table = tables.first else { return InPlaceUpdate(bytes: existing, outcome: UpdateOutcome()) }
        for other in tables.dropFirst() { table.entries += other.entries }
        let dialect = table.androidDialect
        let check = existing.withUnsafeBytes { AndroidStringsReader(dialect: dialect).read(bytes: $0, path: table.path) }
        if let error = check.diagnostics.first(where: { $0.severity == .error }) {
            throw InPlaceUpdateError("it has an error \(dialect.toolchainName) rejects (\(error.message)); fix it or remove it, and convert again")
        }
        let writer = AndroidStringsWriter(dialect: dialect)
        let scanned = XMLElementScanner(existing).scan(childrenOf: ["resources"])
        let indentation = scanned.flatMap { Self.indentation(of: $0.children.first, in: existing) }
        let entryText = writer.entryTexts(in: table)
        let newEntries = try InPlaceEdit.newEntries(of: table) { entry in
            let rendered = entryText(entry)
            return (rendered.text.map { Self.reindented($0, with: indentation) }, rendered.diagnostics)
        }
        guard let document = scanned else {
            // `<resources/>` or no root: nothing to keep but what precedes the root.
            let (bytes, outcome) = replacingEmptyRoot(existing, with: table, entries: newEntries)
            return InPlaceUpdate(bytes: bytes, outcome: outcome)
        }
        var entries = document.children.map { child in
            InPlaceEdit.ExistingEntry(identity: Self.identity(of: child.start), range: child.lines,
                                      comment: child.comment.map { _ in child.lines.lowerBound..<InPlaceEdit.lineStart(of: child.element.lowerBound, in: existing) })
        }
        if dialect == .moko { Self.setAsideRedefinitions(&entries) }
        var edit = InPlaceEdit(existing: existing, entries: entries,
                               insertionPoint: InPlaceEdit.lineStart(of: document.closingTag, in: existing))
        edit.sameAsExisting = InPlaceEdit.sameEntries(table, existing: check.table, sameMeaning: sameMeaning)
        edit.recordMarker = Array(recordMarker.utf8)
        var (bytes, outcome) = edit.apply(newEntries, ours: ours)
        if let rootTag = rootStartTag(existing: document.root, table: table, writer: writer) {
            let range = document.root.range
            bytes = Array(bytes[..<range.lowerBound]) + Array(rootTag.utf8) + Array(bytes[range.upperBound...])
            if outcome.added.isEmpty && outcome.changed.isEmpty && outcome.removed.isEmpty {
                outcome.changed.append(ResourceIdentity(.other(element: "resources"), name: ""))
            }
        }
        return InPlaceUpdate(bytes: bytes, outcome: outcome)
    }

    /// The identity of the resource a child element of `<resources>` defines.
    public static func identity(of tag: XMLElementScanner.StartTag) -> ResourceIdentity {
        let name = tag.attribute("name") ?? ""
        let product = tag.attribute("product")
        let kind: ResourceIdentity.Kind = switch tag.name {
        case "string": .string
        case "item" where tag.attribute("type") == "string": .string
        case "plurals", "plural": .plurals
        case "string-array", "array": .array
        default: .other(element: tag.name)
        }
        return ResourceIdentity(kind, name: name, product: product)
    }

    /// moko keeps the last definition of a name: that one is the entry a conversion updates,
    /// and the earlier ones, which moko passes over, are the user's, left as they are.
    private static func setAsideRedefinitions(_ entries: inout [InPlaceEdit.ExistingEntry]) {
        var last: [ResourceIdentity: Int] = [:]
        for index in entries.indices { last[entries[index].identity] = index }
        for index in entries.indices where last[entries[index].identity] != index {
            let identity = entries[index].identity
            entries[index].identity = ResourceIdentity(.other(element: "redefined"), name: identity.name, product: identity.product)
        }
    }

    /// The root start tag with the converted table's attributes (or none of the conversion's)
    /// and the declarations its entries need, or `nil` when the existing one already is that.
    private func rootStartTag(existing: XMLElementScanner.StartTag, table: StringTable, writer: AndroidStringsWriter) -> String? {
        let wanted = table.details[AndroidFileDetails.self]?.attributes ?? []
        let existingAttributes = existing.attributes.map { Attribute(name: $0.name, value: XMLEntities.decoded($0.value)) }
        var attributes = existingAttributes
        for attribute in wanted where !attributes.contains(where: { $0.name == attribute.name }) {
            attributes.append(attribute)
        }
        for (index, attribute) in attributes.enumerated() {
            if let new = wanted.first(where: { $0.name == attribute.name }) { attributes[index] = new }
        }
        // An attribute an earlier conversion wrote and this one does not is removed.
        attributes.removeAll { $0.name == conversionAttribute && !wanted.contains(where: { $0.name == conversionAttribute }) }
        var merged = table
        merged.details = FormatDetails(AndroidFileDetails(attributes: attributes, dialect: table.androidDialect))
        let needed = writer.rootAttributes(for: merged)
        guard needed != existingAttributes else { return nil }
        return "<resources" + needed.map { " \($0.name)=\"\(AndroidStringsWriter.escapeAttribute($0.value))\"" }.joined() + ">"
    }

    /// A file whose root is empty (`<resources/>`): the new root with its entries in its place.
    private func replacingEmptyRoot(_ existing: [UInt8], with table: StringTable,
                                    entries: [InPlaceEdit.NewEntry]) -> (bytes: [UInt8], outcome: UpdateOutcome) {
        let writer = AndroidStringsWriter(dialect: table.androidDialect)
        let body = writer.rootStartTag(for: table) + "\n" + entries.map(\.text).joined() + "</resources>"
        var outcome = UpdateOutcome()
        outcome.added = entries.map(\.identity)
        guard let start = existing.firstRange(of: Array("<resources".utf8))?.lowerBound,
              let end = existing[start...].firstRange(of: Array("/>".utf8))?.lowerBound else {
            return (Array(writer.document(for: table).text.utf8), outcome)
        }
        return (Array(existing[..<start]) + Array(body.utf8) + Array(existing[(end + 2)...]), outcome)
    }

    /// The indentation of an Android file's first resource, when it is not the writer's four spaces.
    private static func indentation(of child: XMLElementScanner.Child?, in bytes: [UInt8]) -> String? {
        guard let child else { return nil }
        var start = child.element.lowerBound
        if let comment = child.comment { start = comment.lowerBound }
        var index = start
        while index > 0, bytes[index - 1] == 0x20 || bytes[index - 1] == 0x09 { index -= 1 }
        guard index == 0 || bytes[index - 1] == 0x0A else { return nil }
        let indentation = String(decoding: bytes[index..<start], as: UTF8.self)
        return indentation.isEmpty || indentation == "    " ? nil : indentation
    }

    /// Text the writer indented by four spaces a level, indented by `unit` a level instead.
    private static func reindented(_ text: String, with unit: String?) -> String {
        guard let unit else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var rest = Substring(line)
            var prefix = ""
            while rest.hasPrefix("    ") {
                prefix += unit
                rest = rest.dropFirst(4)
            }
            return prefix + rest
        }.joined(separator: "\n")
    }
}
