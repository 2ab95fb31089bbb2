import LocalizedStrings

/// Updates a file's text in place: the entries a conversion writes replace the ones with the
/// same identity where they stand, entries an earlier conversion wrote and this one does not
/// are removed, new entries are inserted at one place, and every other byte stays as it was.
///
/// The format updaters (Android's, `.strings`, `.stringsdict`) find the entries' byte ranges
/// in their syntax and render the new entries; this does the rest, alike for all of them.
public struct InPlaceEdit {
    /// An entry as it stands in the existing text.
    public struct ExistingEntry {
        /// What makes it the same entry as a converted one (`string/greeting`, a key).
        public var identity: ResourceIdentity
        /// Its bytes, whole lines where possible (removing them leaves no empty line behind).
        public var range: Range<Int>
        /// The part of ``range`` before the entry itself that is its comment (whole lines),
        /// if it has one.
        public var comment: Range<Int>?

        /// Creates an entry.
        public init(identity: ResourceIdentity, range: Range<Int>, comment: Range<Int>? = nil) {
            self.identity = identity
            self.range = range
            self.comment = comment
        }
    }

    /// An entry the conversion writes, as the lines of the file's format.
    public struct NewEntry {
        /// Its identity.
        public var identity: ResourceIdentity
        /// Its lines.
        public var text: String
        /// Whether ``text`` begins with a comment of its own.
        public var hasComment = false

        /// Creates an entry.
        public init(identity: ResourceIdentity, text: String, hasComment: Bool = false) {
            self.identity = identity
            self.text = text
            self.hasComment = hasComment
        }
    }

    /// The existing text.
    public var existing: [UInt8]
    /// Its entries, in order.
    public var entries: [ExistingEntry]
    /// Where new entries go (before a closing tag, or the end of the file).
    public var insertionPoint: Int
    /// What goes between two inserted entries, and before the first when the file already has
    /// entries (`""`, or `"\n"` for a blank line as `.strings` files have).
    public var separator: String = ""
    /// Entries whose converted form means exactly what the existing one means (as the
    /// platform reads both): their bytes stay as the user wrote them.
    public var sameAsExisting: Set<ResourceIdentity> = []
    /// A comment holding this text is a record a conversion wrote with its entry (the
    /// `StringBridge:` line): it goes with the entry it was written with, where a user's
    /// comment stays when the conversion brings none.
    public var recordMarker: [UInt8] = []

    /// An edit of `existing`, whose entries are `entries`, new ones going at `insertionPoint`.
    public init(existing: [UInt8], entries: [ExistingEntry], insertionPoint: Int, separator: String = "") {
        self.existing = existing
        self.entries = entries
        self.insertionPoint = insertionPoint
        self.separator = separator
    }

    /// The new text and what happened to each entry.
    ///
    /// - Parameters:
    ///   - converted: The entries the conversion writes, in its order.
    ///   - ours: The identities an earlier conversion wrote into this file.
    public func apply(_ converted: [NewEntry], ours: Set<ResourceIdentity>) -> (bytes: [UInt8], outcome: UpdateOutcome) {
        var outcome = UpdateOutcome()
        var pending: [ResourceIdentity: NewEntry] = [:]
        var order: [ResourceIdentity] = []
        for entry in converted where pending[entry.identity] == nil {
            pending[entry.identity] = entry
            order.append(entry.identity)
        }
        var output: [UInt8] = []
        output.reserveCapacity(existing.count + converted.count * 64)
        var cursor = 0
        var placed: Set<ResourceIdentity> = []
        var seen: Set<ResourceIdentity> = []
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
                   recordMarker.isEmpty || !contains(existing[comment], recordMarker) {
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
