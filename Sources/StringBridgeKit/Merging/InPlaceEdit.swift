import ConversionMetadata

/// Updates a file's text in place: the entries a conversion writes replace the ones with the
/// same identity where they stand, entries an earlier conversion wrote and this one does not
/// are removed, new entries are inserted at one place, and every other byte stays as it was.
struct InPlaceEdit {
    /// An entry as it stands in the existing text.
    struct ExistingEntry {
        /// What makes it the same entry as a converted one (`string/greeting`, a key).
        var identity: String
        /// Its bytes, whole lines where possible (removing them leaves no empty line behind).
        var range: Range<Int>
        /// The part of ``range`` before the entry itself that is its comment (whole lines),
        /// if it has one.
        var comment: Range<Int>? = nil
    }

    /// An entry the conversion writes, as the lines of the file's format.
    struct NewEntry {
        var identity: String
        var text: String
        /// Whether ``text`` begins with a comment of its own.
        var hasComment = false
    }

    /// The existing text.
    var existing: [UInt8]
    /// Its entries, in order.
    var entries: [ExistingEntry]
    /// Where new entries go (before a closing tag, or the end of the file).
    var insertionPoint: Int
    /// What goes between two inserted entries, and before the first when the file already has
    /// entries (`""`, or `"\n"` for a blank line as `.strings` files have).
    var separator: String = ""
    /// Entries whose converted form means exactly what the existing one means (as the
    /// platform reads both): their bytes stay as the user wrote them.
    var sameAsExisting: Set<String> = []

    /// The new text and what happened to each entry.
    ///
    /// - Parameters:
    ///   - converted: The entries the conversion writes, in its order.
    ///   - ours: The identities an earlier conversion wrote into this file.
    func apply(_ converted: [NewEntry], ours: Set<String>) -> (bytes: [UInt8], outcome: UpdateOutcome) {
        var outcome = UpdateOutcome()
        var pending: [String: NewEntry] = [:]
        var order: [String] = []
        for entry in converted where pending[entry.identity] == nil {
            pending[entry.identity] = entry
            order.append(entry.identity)
        }
        var output: [UInt8] = []
        output.reserveCapacity(existing.count + converted.count * 64)
        var cursor = 0
        var placed: Set<String> = []
        var seen: Set<String> = []
        func copy(upTo offset: Int) {
            if offset > cursor { output += existing[cursor..<offset] }
            cursor = max(cursor, offset)
        }
        // A removed entry takes the blank line that separated it with it: the ones after it
        // when the text before it ends a block (or is empty); the one before it when only
        // blank lines follow it.
        func skipBlankLinesAfterRemoval() {
            let blankLineBefore = { output.suffix(2).elementsEqual([0x0A, 0x0A]) }
            guard cursor <= insertionPoint else { return }
            if output.isEmpty || blankLineBefore() {
                while cursor < insertionPoint, existing[cursor] == 0x0A { cursor += 1 }
            }
            if blankLineBefore(), existing[cursor..<insertionPoint].allSatisfy({ $0 == 0x0A }) {
                output.removeLast()
            }
        }
        for entry in entries {
            guard entry.range.lowerBound >= cursor else { continue }
            let isFirst = seen.insert(entry.identity).inserted
            copy(upTo: entry.range.lowerBound)
            if isFirst, pending[entry.identity] != nil, sameAsExisting.contains(entry.identity) {
                output += existing[entry.range]
                outcome.unchanged.append(entry.identity)
                placed.insert(entry.identity)
            } else if isFirst, let new = pending[entry.identity] {
                // The comment on an entry stays unless the conversion brings one (or it is
                // conversion metadata, which belongs to the entry it was written with).
                var range = entry.range
                if !new.hasComment, let comment = entry.comment,
                   !contains(existing[comment], Array(MetadataComment.prefix.utf8)) {
                    output += existing[comment]
                    range = comment.upperBound..<entry.range.upperBound
                }
                let old = existing[range]
                let replacement = fitted(Array(new.text.utf8), to: old)
                output += replacement
                if old.elementsEqual(replacement) { outcome.unchanged.append(entry.identity) } else { outcome.changed.append(entry.identity) }
                placed.insert(entry.identity)
            } else if ours.contains(entry.identity) {
                outcome.removed.append(entry.identity)
                cursor = entry.range.upperBound
                skipBlankLinesAfterRemoval()
                continue
            } else {
                output += existing[entry.range]
                outcome.kept.append(entry.identity)
            }
            cursor = entry.range.upperBound
        }
        copy(upTo: insertionPoint)
        let additions = order.filter { !placed.contains($0) }
        for (index, identity) in additions.enumerated() {
            guard let new = pending[identity] else { continue }
            if index > 0 || !entries.isEmpty { output += Array(separator.utf8) }
            output += new.text.utf8
            outcome.added.append(identity)
        }
        copy(upTo: existing.count)
        return (output, outcome)
    }

    private func contains(_ haystack: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
        guard haystack.count >= needle.count else { return false }
        var index = haystack.startIndex
        while index + needle.count <= haystack.endIndex {
            if haystack[index..<(index + needle.count)].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }

    /// The new entry's text shaped like the old one's bytes: when the old ones were not whole
    /// lines (something shared the line), the new text without its indentation and last line
    /// feed.
    private func fitted(_ replacement: [UInt8], to old: ArraySlice<UInt8>) -> [UInt8] {
        guard old.last != 0x0A else { return replacement }
        var text = replacement[...]
        while let first = text.first, first == 0x20 || first == 0x09 { text = text.dropFirst() }
        if text.last == 0x0A { text = text.dropLast() }
        return Array(text)
    }
}

/// What an update did to the entries of one file, by identity.
public struct UpdateOutcome: Sendable, Hashable {
    /// Entries the conversion wrote that the file did not have.
    public var added: [String] = []
    /// Entries the conversion wrote over different ones.
    public var changed: [String] = []
    /// Entries the conversion wrote as they already were.
    public var unchanged: [String] = []
    /// Entries an earlier conversion wrote whose source is gone.
    public var removed: [String] = []
    /// Entries the conversion did not write: the user's own, left where they are.
    public var kept: [String] = []

    /// Creates an empty outcome.
    public init() {}

    /// `3 added, 1 changed, 1 removed (string/farewell), 12 kept`, naming only what happened,
    /// and the removed entries (up to three) by identity.
    public var summary: String {
        var parts: [String] = []
        if !added.isEmpty { parts.append("\(added.count) added") }
        if !changed.isEmpty { parts.append("\(changed.count) changed") }
        if !removed.isEmpty {
            let names = removed.prefix(3).joined(separator: ", ") + (removed.count > 3 ? ", …" : "")
            parts.append("\(removed.count) removed (\(names))")
        }
        if !kept.isEmpty { parts.append("\(kept.count) kept") }
        return parts.isEmpty ? "no change" : parts.joined(separator: ", ")
    }
}
