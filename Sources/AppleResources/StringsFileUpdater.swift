import LocalizedStrings
import StreamingXML

/// Updates a `.strings` file in place (``InPlaceUpdating``): in the old-style syntax each
/// converted entry replaces the entry of its key where it stands, new ones are added at the end
/// (a blank line before each, as Xcode writes them), entries an earlier conversion wrote whose
/// source is gone are removed, and every other byte stays; the file keeps its encoding. A file
/// that is a property list (XML or binary) is merged by key and written whole in its own syntax.
public struct StringsFileUpdater: InPlaceUpdating {
    /// `--strings-encoding`, if given.
    public var encoding: StringsFileEncoding?
    /// Whether the file is written in ``encoding`` (UTF-8 unless given) rather than its own.
    public var reencodes = false
    /// Whether a converted entry means what an existing one means.
    public var sameMeaning: SameMeaning
    /// The marker of a comment that is a conversion's record (``InPlaceEdit/recordMarker``).
    public var recordMarker: String

    /// Creates an updater.
    public init(encoding: StringsFileEncoding? = nil, reencodes: Bool = false,
                sameMeaning: @escaping SameMeaning = { $0.hasSameMeaning(as: $1) }, recordMarker: String = "") {
        self.encoding = encoding
        self.reencodes = reencodes
        self.sameMeaning = sameMeaning
        self.recordMarker = recordMarker
    }

    public func update(_ existing: [UInt8], with tables: [StringTable], ours: Set<ResourceIdentity>) throws(InPlaceUpdateError)
        -> InPlaceUpdate {
        guard var table = tables.first else { return InPlaceUpdate(bytes: existing, outcome: UpdateOutcome()) }
        for other in tables.dropFirst() { table.entries += other.entries }
        let (fileEncoding, utf8): (StringsFileEncoding, [UInt8])
        do {
            (fileEncoding, utf8) = try StringsFileEncoding.decode(existing)
        } catch {
            throw InPlaceUpdateError("\(error.description)")
        }
        guard let spans = StringsFileLayout.entries(ofUTF8: utf8) else {
            return try updatePropertyList(existing, with: table, ours: ours)
        }
        let writer = StringsFileWriter()
        let newEntries = try InPlaceEdit.newEntries(of: table) { writer.entryText($0, in: table) }
        let entries = spans.map { span in
            let range = InPlaceEdit.wholeLines(span.range, in: utf8)
            let keyLine = InPlaceEdit.lineStart(of: span.keyOffset, in: utf8)
            let comment = span.keyOffset > span.range.lowerBound && keyLine > range.lowerBound ? range.lowerBound..<keyLine : nil
            return InPlaceEdit.ExistingEntry(identity: ResourceIdentity(appleKey: span.key), range: range, comment: comment)
        }
        var edit = InPlaceEdit(existing: utf8, entries: entries, insertionPoint: utf8.count, separator: "\n")
        edit.sameAsExisting = InPlaceEdit.sameEntries(table, existing: StringsFileReader().read(bytes: existing, path: table.path).table,
                                                      sameMeaning: sameMeaning)
        edit.recordMarker = Array(recordMarker.utf8)
        var (merged, outcome) = edit.apply(newEntries, ours: ours)
        if !outcome.added.isEmpty, let last = utf8.last, last != 0x0A {
            // Entries are added after the last line: end it first.
            edit.existing.append(0x0A)
            edit.insertionPoint += 1
            (merged, outcome) = edit.apply(newEntries, ours: ours)
        }
        let target = reencodes ? (encoding ?? .utf8) : fileEncoding
        return InPlaceUpdate(bytes: target.encode(String(decoding: merged, as: UTF8.self)), outcome: outcome)
    }

    /// A `.strings` file that is a property list (XML or binary): merged by key and written
    /// whole in its own syntax and encoding, or left as it is when nothing changes.
    private func updatePropertyList(_ existing: [UInt8], with table: StringTable, ours: Set<ResourceIdentity>) throws(InPlaceUpdateError)
        -> InPlaceUpdate {
        let read = StringsFileReader().read(bytes: existing, path: table.path)
        guard !read.diagnostics.containsErrors, let details = read.table.details[StringsFileDetails.self], details.syntax != .openStep else {
            throw InPlaceUpdateError("Foundation cannot read it; fix it or remove it, and convert again")
        }
        var outcome = UpdateOutcome()
        let same = InPlaceEdit.sameEntries(table, existing: read.table, sameMeaning: sameMeaning)
        let converted = Dictionary(table.entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var merged = read.table
        merged.entries = []
        for entry in read.table.entries {
            let identity = ResourceIdentity(appleKey: entry.key)
            if let new = converted[entry.key] {
                merged.entries.append(same.contains(identity) ? entry : new)
                if same.contains(identity) { outcome.unchanged.append(identity) } else { outcome.changed.append(identity) }
            } else if ours.contains(identity) {
                outcome.removed.append(identity)
            } else {
                merged.entries.append(entry)
                outcome.kept.append(identity)
            }
        }
        let existingKeys = Set(read.table.entries.map(\.key))
        for entry in table.entries where !existingKeys.contains(entry.key) {
            merged.entries.append(entry)
            outcome.added.append(ResourceIdentity(appleKey: entry.key))
        }
        guard !outcome.added.isEmpty || !outcome.changed.isEmpty || !outcome.removed.isEmpty else {
            return InPlaceUpdate(bytes: existing, outcome: outcome)
        }
        var format = details
        if reencodes { format.encoding = encoding ?? .utf8 }
        if format.syntax == .binary { format.syntax = .xml }
        merged.details = FormatDetails(format)
        let written = StringsFileWriter().data(for: merged)
        if let error = written.diagnostics.first(where: { $0.severity == .error }) {
            throw InPlaceUpdateError(error.message)
        }
        return InPlaceUpdate(bytes: written.bytes, outcome: outcome)
    }
}
