import AndroidResources
import AppleResources
import ConversionMetadata
import LocalizedStrings
import OrderedJSON

/// Brings a file that is already in the output folder up to date with a converted table,
/// without losing what the user has: the converted entries replace the entries of the same
/// identity where they stand and new ones are added; entries an earlier conversion wrote whose
/// source is gone are removed; everything else (other resource types, platform-only entries,
/// comments, formatting) is kept byte for byte.
///
/// `.strings`, `.stringsdict` and Android files are edited as text (``InPlaceEdit``); a String
/// Catalog, which Xcode rewrites whole anyway, is merged as a model (``CatalogUpdate``).
struct OutputFileUpdater {
    /// Why a file cannot be updated; it is then left as it is.
    struct UpdateError: Error, Sendable {
        var message: String
    }

    /// `--strings-encoding`, if given.
    var stringsEncoding: StringsFileEncoding?
    /// Whether existing `.strings` files are written in ``stringsEncoding`` (UTF-8 unless given)
    /// rather than their own encoding.
    var reencodesExistingFiles = false

    /// The updated bytes of an existing file.
    ///
    /// - Parameters:
    ///   - existing: The file's bytes.
    ///   - table: The converted table (one language of a catalog is not enough: see
    ///     ``CatalogUpdate``).
    ///   - ours: The identities an earlier conversion wrote into the file.
    func update(_ existing: [UInt8], with table: StringTable, ours: Set<String>) throws(UpdateError)
        -> (bytes: [UInt8], outcome: UpdateOutcome) {
        switch table.format {
        case .android: return try updateAndroid(existing, with: table, ours: ours)
        case .strings: return try updateStrings(existing, with: table, ours: ours)
        case .stringsdict: return try updateStringsDict(existing, with: table, ours: ours)
        case .xcstrings: throw UpdateError(message: "a String Catalog is updated as a whole")
        }
    }

    // MARK: - Identities

    /// An entry's identity in a file: Android's resource type, name and product; an Apple key.
    static func identity(of entry: Entry, format: ResourceFormat) -> String {
        guard format == .android else { return entry.key }
        let type = switch entry.value {
        case .plural: "plurals"
        case .array: "array"
        default: "string"
        }
        return androidIdentity(type: type, name: entry.key, product: entry.product)
    }

    static func androidIdentity(type: String, name: String, product: String?) -> String {
        // Made for every entry of every Android file planned: appended into a string of its
        // size, rather than interpolated and then concatenated.
        var identity = ""
        identity.reserveCapacity(type.utf8.count + 1 + name.utf8.count + (product.map { $0.utf8.count + 1 } ?? 0))
        identity += type
        identity += "/"
        identity += name
        if let product {
            identity += "#"
            identity += product
        }
        return identity
    }

    // MARK: - Android

    private func updateAndroid(_ existing: [UInt8], with table: StringTable, ours: Set<String>) throws(UpdateError)
        -> (bytes: [UInt8], outcome: UpdateOutcome) {
        let check = existing.withUnsafeBytes { AndroidStringsReader().read(bytes: $0, path: table.path) }
        if let error = check.diagnostics.first(where: { $0.severity == .error }) {
            throw UpdateError(message: "it has an error aapt2 rejects (\(error.message)); fix it or remove it, and convert again")
        }
        let writer = AndroidStringsWriter()
        let scanned = XMLElementScanner(existing).scan(childrenOf: ["resources"])
        let indentation = scanned.flatMap { Self.indentation(of: $0.children.first, in: existing) }
        let entryText = writer.entryTexts(in: table)
        let newEntries = try renderedEntries(table) { entry in
            let rendered = entryText(entry)
            return (rendered.text.map { Self.reindented($0, with: indentation) }, rendered.diagnostics)
        }
        guard let document = scanned else {
            // `<resources/>` or no root: nothing to keep but what precedes the root.
            return replacingEmptyRoot(existing, with: table, entries: newEntries)
        }
        let entries = document.children.map { child in
            InPlaceEdit.ExistingEntry(identity: Self.androidIdentity(of: child.start), range: child.lines,
                                      comment: child.comment.map { _ in child.lines.lowerBound..<lineStart(of: child.element.lowerBound, in: existing) })
        }
        var edit = InPlaceEdit(existing: existing, entries: entries,
                               insertionPoint: lineStart(of: document.closingTag, in: existing))
        edit.sameAsExisting = Self.unchanged(table, existing: check.table)
        var (bytes, outcome) = edit.apply(newEntries, ours: ours)
        // The root keeps its attributes, with this conversion's sb:table and the namespace
        // declarations the new entries need.
        let rootTag = rootStartTag(existing: document.root, table: table, writer: writer)
        if let rootTag {
            let range = document.root.range
            bytes = Array(bytes[..<range.lowerBound]) + Array(rootTag.utf8) + Array(bytes[range.upperBound...])
            if outcome.added.isEmpty && outcome.changed.isEmpty && outcome.removed.isEmpty { outcome.changed.append("<resources>") }
        }
        return (bytes, outcome)
    }

    /// The identities of the resources in an Android file, and its root's `sb:table`
    /// attribute, or `nil` when the file is not a `<resources>` document.
    static func androidContents(of bytes: [UInt8]) -> (identities: Set<String>, tableAttribute: Attribute?)? {
        guard let document = XMLElementScanner(bytes).scan(childrenOf: ["resources"]) else { return nil }
        let table = document.root.attribute(StringBridgeNamespace.tableAttribute)
            .map { Attribute(name: StringBridgeNamespace.tableAttribute, value: HTMLMarkup.decodeEntities($0)) }
        return (Set(document.children.map { androidIdentity(of: $0.start) }), table)
    }

    /// The names an Android file gives Apple keys (`sb:key`), by resource type and key:
    /// `string|Hello, %@!` → `Hello_3b2ef5a1`.
    static func androidNamesOfAppleKeys(in bytes: [UInt8]) -> [String: String] {
        guard let document = XMLElementScanner(bytes).scan(childrenOf: ["resources"]) else { return [:] }
        var names: [String: String] = [:]
        for child in document.children {
            guard let key = child.start.attribute(StringBridgeNamespace.keyAttribute), let name = child.start.attribute("name") else { continue }
            let type = androidIdentity(of: child.start).prefix { $0 != "/" }
            names[type + "|" + HTMLMarkup.decodeEntities(key)] = names[type + "|" + HTMLMarkup.decodeEntities(key)] ?? name
        }
        return names
    }

    private static func androidIdentity(of tag: XMLElementScanner.StartTag) -> String {
        let name = tag.attribute("name") ?? ""
        let product = tag.attribute("product").flatMap { $0.isEmpty ? nil : $0 }
        let type: String = switch tag.name {
        case "string": "string"
        case "item" where tag.attribute("type") == "string": "string"
        case "plurals": "plurals"
        case "string-array", "array": "array"
        default: "other:\(tag.name)"
        }
        return androidIdentity(type: type, name: name, product: product)
    }

    /// The root start tag with the converted table's `sb:table` (or none) and the declarations
    /// its entries need, or `nil` when the existing one already is that.
    private func rootStartTag(existing: XMLElementScanner.StartTag, table: StringTable, writer: AndroidStringsWriter) -> String? {
        let wanted = table.details[AndroidFileDetails.self]?.attributes ?? []
        var attributes = existing.attributes.map { Attribute(name: $0.name, value: HTMLMarkup.decodeEntities($0.value)) }
        for attribute in wanted where !attributes.contains(where: { $0.name == attribute.name }) {
            attributes.append(attribute)
        }
        for (index, attribute) in attributes.enumerated() {
            if let new = wanted.first(where: { $0.name == attribute.name }) { attributes[index] = new }
        }
        // An sb:table an earlier conversion wrote and this one does not is removed.
        attributes.removeAll { $0.name == "sb:table" && !wanted.contains(where: { $0.name == "sb:table" }) }
        var merged = table
        merged.details = FormatDetails(AndroidFileDetails(attributes: attributes))
        let needed = writer.rootAttributes(for: merged)
        let existingAttributes = existing.attributes.map { Attribute(name: $0.name, value: HTMLMarkup.decodeEntities($0.value)) }
        guard needed != existingAttributes else { return nil }
        return "<resources" + needed.map { " \($0.name)=\"\(AndroidStringsWriter.escapeAttribute($0.value))\"" }.joined() + ">"
    }

    /// A file whose root is empty (`<resources/>`): the new root with its entries in its place.
    private func replacingEmptyRoot(_ existing: [UInt8], with table: StringTable,
                                    entries: [InPlaceEdit.NewEntry]) -> (bytes: [UInt8], outcome: UpdateOutcome) {
        let writer = AndroidStringsWriter()
        let body = writer.rootStartTag(for: table) + "\n" + entries.map(\.text).joined() + "</resources>"
        var outcome = UpdateOutcome()
        outcome.added = entries.map(\.identity)
        guard let start = find(Array("<resources".utf8), in: existing),
              let end = find(Array("/>".utf8), in: existing, from: start) else {
            return (Array(writer.document(for: table).text.utf8), outcome)
        }
        return (Array(existing[..<start]) + Array(body.utf8) + Array(existing[(end + 2)...]), outcome)
    }

    // MARK: - .strings

    private func updateStrings(_ existing: [UInt8], with table: StringTable, ours: Set<String>) throws(UpdateError)
        -> (bytes: [UInt8], outcome: UpdateOutcome) {
        let (encoding, utf8): (StringsFileEncoding, [UInt8])
        do {
            (encoding, utf8) = try StringsFileEncoding.decode(existing)
        } catch {
            throw UpdateError(message: "\(error.description)")
        }
        guard let spans = StringsFileLayout.entries(ofUTF8: utf8) else {
            return try updateStringsPropertyList(existing, with: table, ours: ours)
        }
        let writer = StringsFileWriter()
        let newEntries = try renderedEntries(table) { writer.entryText($0, in: table) }
        let entries = spans.map { span in
            let range = wholeLines(span.range, in: utf8)
            let keyLine = lineStart(of: span.keyOffset, in: utf8)
            let comment = span.keyOffset > span.range.lowerBound && keyLine > range.lowerBound ? range.lowerBound..<keyLine : nil
            return InPlaceEdit.ExistingEntry(identity: span.key, range: range, comment: comment)
        }
        var edit = InPlaceEdit(existing: utf8, entries: entries, insertionPoint: utf8.count, separator: "\n")
        edit.sameAsExisting = Self.unchanged(table, existing: StringsFileReader().read(bytes: existing, path: table.path).table)
        var (merged, outcome) = edit.apply(newEntries, ours: ours)
        if !outcome.added.isEmpty, let last = utf8.last, last != 0x0A {
            // Entries are added after the last line: end it first.
            edit.existing.append(0x0A)
            edit.insertionPoint += 1
            (merged, outcome) = edit.apply(newEntries, ours: ours)
        }
        let target = reencodesExistingFiles ? (stringsEncoding ?? .utf8) : encoding
        return (target.encode(String(decoding: merged, as: UTF8.self)), outcome)
    }

    /// A `.strings` file that is a property list (XML or binary): merged by key and written
    /// whole in its own syntax and encoding, or left as it is when nothing changes.
    private func updateStringsPropertyList(_ existing: [UInt8], with table: StringTable, ours: Set<String>) throws(UpdateError)
        -> (bytes: [UInt8], outcome: UpdateOutcome) {
        let read = StringsFileReader().read(bytes: existing, path: table.path)
        guard !read.diagnostics.containsErrors, let details = read.table.details[StringsFileDetails.self], details.syntax != .openStep else {
            throw UpdateError(message: "Foundation cannot read it; fix it or remove it, and convert again")
        }
        var outcome = UpdateOutcome()
        let same = Self.unchanged(table, existing: read.table)
        let converted = Dictionary(table.entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var merged = read.table
        merged.entries = []
        for entry in read.table.entries {
            if let new = converted[entry.key] {
                merged.entries.append(same.contains(entry.key) ? entry : new)
                if same.contains(entry.key) { outcome.unchanged.append(entry.key) } else { outcome.changed.append(entry.key) }
            } else if ours.contains(entry.key) {
                outcome.removed.append(entry.key)
            } else {
                merged.entries.append(entry)
                outcome.kept.append(entry.key)
            }
        }
        let existingKeys = Set(read.table.entries.map(\.key))
        for entry in table.entries where !existingKeys.contains(entry.key) {
            merged.entries.append(entry)
            outcome.added.append(entry.key)
        }
        guard !outcome.added.isEmpty || !outcome.changed.isEmpty || !outcome.removed.isEmpty else { return (existing, outcome) }
        var format = details
        if reencodesExistingFiles { format.encoding = stringsEncoding ?? .utf8 }
        if format.syntax == .binary { format.syntax = .xml }
        merged.details = FormatDetails(format)
        let written = StringsFileWriter().data(for: merged)
        if let error = written.diagnostics.first(where: { $0.severity == .error }) {
            throw UpdateError(message: error.message)
        }
        return (written.bytes, outcome)
    }

    // MARK: - .stringsdict

    private func updateStringsDict(_ existing: [UInt8], with table: StringTable, ours: Set<String>) throws(UpdateError)
        -> (bytes: [UInt8], outcome: UpdateOutcome) {
        let check = existing.withUnsafeBytes { StringsDictReader().read(bytes: $0, path: table.path) }
        if let error = check.diagnostics.first(where: { $0.severity == .error }) {
            throw UpdateError(message: "it is not a property list Foundation reads (\(error.message)); fix it or remove it, and convert again")
        }
        guard let document = XMLElementScanner(existing).scan(childrenOf: ["plist", "dict"]) else {
            throw UpdateError(message: "its top level is not a dictionary")
        }
        let writer = StringsDictWriter()
        let newEntries = try renderedEntries(table) { writer.entryText($0, in: table) }
        // The dictionary's members are pairs: a <key> element and its value.
        var entries: [InPlaceEdit.ExistingEntry] = []
        var index = 0
        let children = document.children
        while index + 1 < children.count {
            let key = children[index], value = children[index + 1]
            guard key.start.name == "key" else { index += 1; continue }
            let inner = Array(existing[key.start.range.upperBound..<(key.element.upperBound - "</key>".utf8.count)])
            let identity = HTMLMarkup.decodeEntities(String(decoding: inner, as: UTF8.self))
            entries.append(InPlaceEdit.ExistingEntry(identity: identity, range: key.lines.lowerBound..<value.lines.upperBound))
            index += 2
        }
        var edit = InPlaceEdit(existing: existing, entries: entries,
                               insertionPoint: lineStart(of: document.closingTag, in: existing))
        edit.sameAsExisting = Self.unchanged(table, existing: check.table)
        return edit.apply(newEntries, ours: ours)
    }

    // MARK: - Helpers

    private func renderedEntries(_ table: StringTable, _ render: (Entry) -> (text: String?, diagnostics: [Diagnostic]))
        throws(UpdateError) -> [InPlaceEdit.NewEntry] {
        var entries: [InPlaceEdit.NewEntry] = []
        for entry in table.entries {
            let rendered = render(entry)
            guard let text = rendered.text else {
                throw UpdateError(message: rendered.diagnostics.first?.message ?? "'\(entry.key)' cannot be written")
            }
            entries.append(InPlaceEdit.NewEntry(identity: Self.identity(of: entry, format: table.format), text: text,
                                                hasComment: Self.beginsWithComment(text)))
        }
        return entries
    }

    /// The identities whose converted entry is the existing entry, as the reader reads both.
    private static func unchanged(_ table: StringTable, existing: StringTable) -> Set<String> {
        // Each existing entry by identity (the first of an identity), found where it is.
        var before: [String: Int] = [:]
        before.reserveCapacity(existing.entries.count)
        for index in existing.entries.indices {
            let identity = identity(of: existing.entries[index], format: table.format)
            if before[identity] == nil { before[identity] = index }
        }
        var same: Set<String> = []
        for entry in table.entries {
            let identity = identity(of: entry, format: table.format)
            guard let index = before[identity] else { continue }
            let old = existing.entries[index]
            // Most entries are equal but for where they were read: then their comparable forms
            // are too, without reading their records.
            if old.hasSameMeaning(as: entry) || comparable(old) == comparable(entry) { same.insert(identity) }
        }
        return same
    }

    /// An entry as compared with what a file holds: without its location, and with the Apple
    /// entries of an `sb:apple` record in one order of plural forms (a catalog keeps its forms
    /// sorted, a `.stringsdict` in CLDR order; both mean the same).
    private static func comparable(_ entry: Entry) -> Entry {
        var entry = entry.withoutLocation
        guard var android = entry.details[AndroidEntryDetails.self],
              android.attributes.contains(where: { $0.name == StringBridgeNamespace.appleAttribute }) else { return entry }
        android.attributes = android.attributes.map { attribute in
            guard attribute.name == StringBridgeNamespace.appleAttribute, let json = try? JSONValue(parsing: attribute.value),
                  var record = ConversionRecord(json: json, sourceKey: "apple") else { return attribute }
            record.sourceEntries = record.sourceEntries?.map { kept in
                var kept = kept
                kept.value = Fingerprint.canonicalOrder(kept.value)
                return kept
            }
            return Attribute(name: attribute.name, value: record.json(sourceKey: "apple").compactText)
        }
        entry.androidDetails = android
        return entry
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

    /// Whether an entry's text begins with its comment (`<!-- … -->`, `/* … */`).
    private static func beginsWithComment(_ text: String) -> Bool {
        let start = text.utf8.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        return start.starts(with: "<!--".utf8) || start.starts(with: "/*".utf8)
    }

    /// The range grown to whole lines: back over the indentation before it (when only that
    /// precedes it on its line), on over spaces and one line feed after it.
    private func wholeLines(_ range: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
        var start = range.lowerBound
        while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
        if start > 0, bytes[start - 1] != 0x0A { start = range.lowerBound }
        var end = range.upperBound
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 || bytes[end] == 0x0D { end += 1 }
        if end < bytes.count, bytes[end] == 0x0A { end += 1 } else { end = range.upperBound }
        return start..<end
    }

    /// The start of the line holding `offset`, when only white space precedes it there.
    private func lineStart(of offset: Int, in bytes: [UInt8]) -> Int {
        var start = offset
        while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
        return start > 0 && bytes[start - 1] != 0x0A ? offset : start
    }

    private func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int = 0) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
