import LocalizedStrings

/// The result of a conversion: the tables to write (with paths relative to the output
/// folder), what could not be carried exactly, and the counts for the summary line.
public struct ConversionOutput: Sendable {
    /// The tables to write, each with its path relative to the output folder.
    public var tables: [StringTable]
    /// Diagnostics about the conversion (the input's own diagnostics are not repeated).
    public var diagnostics: [Diagnostic]
    /// Counts for the summary line.
    public var summary: ConversionSummary
}

/// What a conversion converted: `12 locales, 340 strings, 12 plurals, 2 arrays, 3 warnings`.
public struct ConversionSummary: Sendable, Hashable, CustomStringConvertible {
    /// The locales written.
    public var locales = 0
    /// Strings converted (counted once per locale).
    public var strings = 0
    /// Plurals converted.
    public var plurals = 0
    /// Arrays converted.
    public var arrays = 0
    /// Errors reported.
    public var errors = 0
    /// Warnings reported.
    public var warnings = 0

    /// Creates an empty summary.
    public init() {}

    /// Counts an entry of the source.
    mutating func count(_ value: EntryValue) {
        switch value {
        case .text, .reference, .device: strings += 1
        case .plural, .variableFormat: plurals += 1
        case .array: arrays += 1
        }
    }

    /// Counts diagnostics.
    mutating func count(_ diagnostics: [Diagnostic]) {
        errors += diagnostics.filter { $0.severity == .error }.count
        warnings += diagnostics.filter { $0.severity == .warning }.count
    }

    public var description: String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        return [plural(locales, "locale"), plural(strings, "string"), plural(plurals, "plural"), plural(arrays, "array"),
                plural(errors, "error"), plural(warnings, "warning")].joined(separator: ", ")
    }
}

/// Entries grouped by a key, groups in first-seen order. Most groups hold one entry, so
/// entries are stored once in order, with extra members of a group listed aside.
struct OrderedGroups<Key: Hashable & Sendable>: Sendable {
    private var entries: [Entry] = []
    private var entryKeys: [Key] = []
    private var firstIndex: [Key: Int] = [:]
    private var moreIndices: [Int: [Int]] = [:]

    /// The group keys, in the order their first entry came.
    var keys: [Key] {
        entryKeys.indices.compactMap { index in firstIndex[entryKeys[index]] == index ? entryKeys[index] : nil }
    }

    mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(count)
        entryKeys.reserveCapacity(count)
        firstIndex.reserveCapacity(count)
    }

    mutating func append(_ entry: Entry, to key: Key) {
        let index = entries.count
        entries.append(entry)
        entryKeys.append(key)
        if let first = firstIndex[key] {
            moreIndices[first, default: []].append(index)
        } else {
            firstIndex[key] = index
        }
    }

    /// The group's entries, in the order they came.
    subscript(key: Key) -> [Entry] {
        guard let first = firstIndex[key] else { return [] }
        guard let more = moreIndices[first] else { return [entries[first]] }
        return [entries[first]] + more.map { entries[$0] }
    }

    /// The groups in order, without looking each one up.
    var groups: [(key: Key, entries: [Entry])] {
        var result: [(key: Key, entries: [Entry])] = []
        result.reserveCapacity(firstIndex.count)
        for index in entries.indices where firstIndex[entryKeys[index]] == index {
            if let more = moreIndices[index] {
                result.append((entryKeys[index], [entries[index]] + more.map { entries[$0] }))
            } else {
                result.append((entryKeys[index], [entries[index]]))
            }
        }
        return result
    }
}
