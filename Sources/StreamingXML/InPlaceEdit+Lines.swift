import LocalizedStrings

extension InPlaceEdit {
    /// The converted entries of a table as the lines `render` writes for each, or the error of
    /// the first that cannot be written.
    public static func newEntries(of table: StringTable, _ render: (Entry) -> (text: String?, diagnostics: [Diagnostic]))
        throws(InPlaceUpdateError) -> [NewEntry] {
        var entries: [NewEntry] = []
        entries.reserveCapacity(table.entries.count)
        for entry in table.entries {
            let rendered = render(entry)
            guard let text = rendered.text else {
                throw InPlaceUpdateError(rendered.diagnostics.first?.message ?? "'\(entry.key)' cannot be written")
            }
            entries.append(NewEntry(identity: ResourceIdentity(entry, format: table.format), text: text,
                                    hasComment: beginsWithComment(text)))
        }
        return entries
    }

    /// The identities whose converted entry means what the existing entry of that identity
    /// (the first one) means.
    public static func sameEntries(_ table: StringTable, existing: StringTable, sameMeaning: SameMeaning) -> Set<ResourceIdentity> {
        var before: [ResourceIdentity: Int] = [:]
        before.reserveCapacity(existing.entries.count)
        for index in existing.entries.indices {
            let identity = ResourceIdentity(existing.entries[index], format: table.format)
            if before[identity] == nil { before[identity] = index }
        }
        var same: Set<ResourceIdentity> = []
        for entry in table.entries {
            let identity = ResourceIdentity(entry, format: table.format)
            if let index = before[identity], sameMeaning(existing.entries[index], entry) { same.insert(identity) }
        }
        return same
    }

    /// Whether an entry's text begins with its comment (`<!-- … -->`, `/* … */`).
    static func beginsWithComment(_ text: String) -> Bool {
        let start = text.utf8.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        return start.starts(with: "<!--".utf8) || start.starts(with: "/*".utf8)
    }

    /// The range grown to whole lines: back over the indentation before it (when only that
    /// precedes it on its line), on over spaces and one line feed after it.
    public static func wholeLines(_ range: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
        var start = range.lowerBound
        while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
        if start > 0, bytes[start - 1] != 0x0A { start = range.lowerBound }
        var end = range.upperBound
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 || bytes[end] == 0x0D { end += 1 }
        if end < bytes.count, bytes[end] == 0x0A { end += 1 } else { end = range.upperBound }
        return start..<end
    }

    /// The start of the line holding `offset`, when only white space precedes it there.
    public static func lineStart(of offset: Int, in bytes: [UInt8]) -> Int {
        var start = offset
        while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
        return start > 0 && bytes[start - 1] != 0x0A ? offset : start
    }
}
