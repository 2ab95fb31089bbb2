import LocalizedStrings
import OrderedJSON
import SystemSupport

/// Writes tables as an Xcode String Catalog (`.xcstrings`), in Xcode's own layout, so that
/// a catalog read and written without changes is byte-for-byte what Xcode saved.
///
/// The tables are the languages of one catalog (as ``StringCatalogReader`` gives them, or
/// as a converter builds them); the source language comes from their
/// ``StringCatalogDetails``, or from `sourceLanguage:`. Entry fields are taken from the source
/// language's entry when there is one. Members the reader kept in the details are written
/// back where they came from.
public struct StringCatalogWriter: Sendable {
    private typealias Field = StringCatalogReader.Field

    /// Creates a writer.
    public init() {}

    /// The catalog's text, and errors for values a catalog cannot hold.
    ///
    /// - Parameters:
    ///   - tables: One table per language.
    ///   - sourceLanguage: The development language, when the tables do not name it.
    public func document(for tables: [StringTable], sourceLanguage: LanguageTag? = nil) -> (text: String, diagnostics: [Diagnostic]) {
        let document = documentBytes(for: tables, sourceLanguage: sourceLanguage)
        return (String(decoding: document.bytes, as: UTF8.self), document.diagnostics)
    }

    /// ``document(for:sourceLanguage:)`` as the UTF-8 bytes of the file.
    public func documentBytes(for tables: [StringTable], sourceLanguage: LanguageTag? = nil) -> (bytes: [UInt8], diagnostics: [Diagnostic]) {
        documentBytes(for: tables.map(TableWithSharedEntries.init), sourceLanguage: sourceLanguage)
    }

    /// The catalog of languages whose tables share blocks of entries (``SharedEntries``), as
    /// the other `documentBytes` writes their whole tables. A
    /// shared entry's keys are looked up once, and its localization is written once for each
    /// key that holds it in several languages.
    ///
    /// The keys are written straight from the tables, a run of keys at a time on all cores,
    /// and a key's localizations one by one: a catalog converted from a large app holds JSON
    /// values for every key in every language, which are never all built at once.
    public func documentBytes(for tables: [TableWithSharedEntries], sourceLanguage: LanguageTag? = nil) -> (bytes: [UInt8], diagnostics: [Diagnostic]) {
        let document = documentBytes(for: tables, sourceLanguage: sourceLanguage, settingApart: nil)
        return (document.bytes, document.diagnostics)
    }

    /// ``documentBytes(for:sourceLanguage:)`` without the record lines of the keys' comments
    /// (those whose last line starts with `marker`), which it returns by key instead
    /// (``CatalogRecordLines``).
    public func documentBytes(for tables: [TableWithSharedEntries], sourceLanguage: LanguageTag? = nil, settingApart marker: String?)
        -> (bytes: [UInt8], diagnostics: [Diagnostic], records: CatalogRecordLines) {
        let document = document(for: tables, sourceLanguage: sourceLanguage, settingApart: marker)
        return (document.bytes, document.diagnostics, document.records)
    }

    /// The catalog of ``documentBytes(for:sourceLanguage:settingApart:)``, its keys indexed and
    /// its values checked but its text not yet written: a large catalog is written straight
    /// into its file a piece at a time (``Document/write(to:)``), its text never held whole.
    public func document(for tables: [TableWithSharedEntries], sourceLanguage: LanguageTag? = nil, settingApart marker: String?) -> Document {
        let catalogDetails = tables.first?.table.details[StringCatalogDetails.self]
        let source = catalogDetails?.sourceLanguage ?? sourceLanguage?.identifier
            ?? tables.first?.table.locale?.identifier ?? "en"
        let ordered = tables.sorted { language(of: $0.table) == source && language(of: $1.table) != source }
        let index = KeyIndex(ordered, languages: ordered.map { language(of: $0.table) }, order: XcodeKeyOrder())
        let top = [JSONMember(key: Field.sourceLanguage, value: .string(source)), JSONMember(key: Field.strings, value: .null),
                   JSONMember(key: Field.version, value: .string(catalogDetails?.version ?? "1.0"))]
            + (catalogDetails?.otherMembers ?? [])
        var records = CatalogRecordLines(marker: marker ?? "")
        if marker != nil {
            for (keyIndex, key) in index.keys.enumerated() {
                if let comment = index.sharedEntry(of: keyIndex).comment, let split = records.split(comment) {
                    records.byKey[key] = String(split.line)
                }
            }
        }
        return Document(writer: self, index: index, top: top, setsRecordsApart: marker != nil, records: records,
                        endsWithNewline: catalogDetails?.endsWithNewline == true)
    }

    /// A catalog ready to be written (``document(for:sourceLanguage:settingApart:)``).
    public struct Document: Sendable {
        fileprivate let writer: StringCatalogWriter
        fileprivate let index: KeyIndex
        /// The members of the top object; `strings`, the second, is written from the index.
        fileprivate let top: [JSONMember]
        fileprivate let setsRecordsApart: Bool
        /// The record lines set apart from the keys' comments, by key.
        public let records: CatalogRecordLines
        fileprivate let endsWithNewline: Bool

        /// Errors for values a catalog cannot hold.
        public var diagnostics: [Diagnostic] { index.diagnostics }

        /// The whole text, as UTF-8 bytes.
        public var bytes: [UInt8] {
            var bytes: [UInt8] = []
            // Room for the whole catalog (more than a localization or key takes in Xcode's
            // layout), so that it is not copied into twice its size as it grows; pages never
            // written take no memory.
            bytes.reserveCapacity(index.localizationCount * 256 + index.keys.count * 512)
            write { bytes += $0 }
            return bytes
        }

        /// Whether the text is `bytes`, compared a piece at a time as it is written (never
        /// held whole).
        public func isText(of bytes: [UInt8]) -> Bool {
            var offset = 0
            var same = true
            write { piece in
                guard same else { return }
                same = offset + piece.count <= bytes.count && bytes[offset..<(offset + piece.count)].elementsEqual(piece)
                offset += piece.count
            }
            return same && offset == bytes.count
        }

        /// Hands the text to `output` a piece at a time, in order: the pieces, joined, are
        /// ``bytes``.
        public func write(to output: ([UInt8]) -> Void) {
            let order = XcodeKeyOrder()
            var text = PrettyJSONText.xcodeLayout(order)
            text.writeObject(top, writtenApart: 1, indent: 0, order: order) { text in
                writer.writeStrings(index, order: order, records: setsRecordsApart ? records : nil, to: &text, output: output)
            }
            if endsWithNewline { text.append(piece: [0x0A]) }
            output(text.takeBytes())
        }
    }

    /// Where each key's entries are in the tables.
    ///
    /// A catalog of every locale has an entry for every key in each: each table's are looked
    /// up on all cores, in an index of the first table's keys (the source language has most), and only
    /// the keys it lacks are indexed one by one after, in table order. A block of entries that
    /// several tables share is looked up once.
    fileprivate struct KeyIndex: Sendable {
        /// The keys, in first-seen order (the source language's first).
        var keys: [String] = []
        /// The entry whose key-level fields (comment, translatability, details) each key's
        /// member takes: its first.
        var shared: [EntryPosition] = []
        /// Each table's language.
        var languages: [String]
        /// The entries: each table's own, then each distinct shared block's.
        var entryLists: [[Entry]] = []
        /// Values a catalog cannot hold, in table order.
        var diagnostics: [Diagnostic] = []
        /// The localizations of every key, key after key, each key's in Xcode's order of
        /// their languages.
        private var positions: [EntryPosition] = []
        /// Where each key's localizations start in `positions`, and where the last key's end.
        private var starts: [Int] = [0]

        /// The entry whose key-level fields a key's member takes.
        func sharedEntry(of keyIndex: Int) -> Entry {
            entryLists[shared[keyIndex].list][shared[keyIndex].entry]
        }

        /// How many localizations the keys have in all.
        var localizationCount: Int { positions.count }

        /// The localizations of a key, in Xcode's order of their languages.
        func localizations(of keyIndex: Int) -> ArraySlice<EntryPosition> {
            positions[starts[keyIndex]..<starts[keyIndex + 1]]
        }

        init(_ tables: [TableWithSharedEntries], languages: [String], order: XcodeKeyOrder) {
            self.languages = languages
            // The entry lists: the tables' own, then each block once.
            entryLists = tables.map(\.table.entries)
            var listOfBlock: [ObjectIdentifier: Int] = [:]
            let tableLists: [[Int]] = tables.enumerated().map { table, converted in
                [table] + converted.shared.map { block in
                    if let list = listOfBlock[ObjectIdentifier(block)] { return list }
                    listOfBlock[ObjectIdentifier(block)] = entryLists.count
                    entryLists.append(block.entries)
                    return entryLists.count - 1
                }
            }
            var indexByKey: [String: Int] = [:]
            func add(_ key: String, at position: EntryPosition) -> Int {
                if let known = indexByKey[key] { return known }
                indexByKey[key] = keys.count
                keys.append(key)
                shared.append(position)
                return keys.count - 1
            }
            for list in tableLists.first ?? [] {
                for entry in entryLists[list].indices {
                    _ = add(entryLists[list][entry].key, at: EntryPosition(table: 0, list: list, entry: entry))
                }
            }
            let lists = entryLists
            var scans = Array(lists.indices).concurrentMap { [indexByKey] list in
                EntryScan(lists[list], known: indexByKey)
            }
            var resolved = [Bool](repeating: false, count: lists.count)
            for (table, tableLists) in tableLists.enumerated() {
                for list in tableLists {
                    diagnostics += scans[list].problems.map { problem in
                        .error(AppleDiagnosticID.nonStringValue, at: problem.location ?? SourceLocation(path: tables[table].table.path),
                               "'\(problem.key)' is an array, which a String Catalog cannot hold as it is; convert it first")
                    }
                    guard !resolved[list] else { continue }
                    resolved[list] = true
                    for entry in scans[list].keyIndices.indices where scans[list].keyIndices[entry] < 0 {
                        scans[list].keyIndices[entry] = add(lists[list][entry].key, at: EntryPosition(table: table, list: list, entry: entry))
                    }
                }
            }
            // Every key has the same languages: the tables are ordered once, by their
            // languages (equal names in table order, as in any object), and each key's
            // localizations are placed in that order.
            var counts = [Int](repeating: 0, count: keys.count)
            for tableLists in tableLists {
                for list in tableLists {
                    let scan = scans[list]
                    for entry in scan.keyIndices.indices where scan.localizes[entry] { counts[scan.keyIndices[entry]] += 1 }
                }
            }
            starts.reserveCapacity(keys.count + 1)
            for count in counts { starts.append(starts[starts.count - 1] + count) }
            positions = [EntryPosition](repeating: EntryPosition(table: 0, list: 0, entry: 0), count: starts[keys.count])
            var next = starts
            for table in order.orderedIndices(of: languages) {
                for list in tableLists[table] {
                    let scan = scans[list]
                    for entry in scan.keyIndices.indices where scan.localizes[entry] {
                        positions[next[scan.keyIndices[entry]]] = EntryPosition(table: table, list: list, entry: entry)
                        next[scan.keyIndices[entry]] += 1
                    }
                }
            }
        }
    }

    /// What ``KeyIndex`` learns of one list of entries (a table's own, or a shared block) on
    /// its own.
    private struct EntryScan: Sendable {
        /// Each entry's key in the index it was looked up in, or -1 for a key it lacks.
        var keyIndices: [Int] = []
        /// Whether each entry is a localization of its key (not implicit, not an array).
        var localizes: [Bool] = []
        /// Arrays, which a catalog cannot hold, in entry order: reported for each table that
        /// holds them.
        var problems: [(key: String, location: SourceLocation?)] = []

        init(_ entries: [Entry], known: [String: Int]) {
            keyIndices.reserveCapacity(entries.count)
            localizes.reserveCapacity(entries.count)
            // The entries are read in place: copying every language's costs more than the rest.
            entries.withUnsafeBufferPointer { entries in
                for entry in entries.indices {
                    keyIndices.append(known[entries[entry].key] ?? -1)
                    let details = entries[entry].details[StringCatalogEntryDetails.self]
                    if details?.isImplicit == true {
                        localizes.append(false)
                    } else if details?.unmodelledLocalization == nil, case .array = entries[entry].value {
                        problems.append((entries[entry].key, entries[entry].location))
                        localizes.append(false)
                    } else {
                        localizes.append(true)
                    }
                }
            }
        }
    }

    /// An entry's place: its language's table, and its list of entries (``KeyIndex/entryLists``).
    fileprivate struct EntryPosition: Sendable {
        var table: Int
        var list: Int
        var entry: Int
    }

    /// Writes the `strings` object: runs of keys on all cores, each into a piece of text of
    /// its own, handed to `output` in order after what `text` holds so far.
    private func writeStrings(_ index: KeyIndex, order: XcodeKeyOrder, records: CatalogRecordLines?, to text: inout PrettyJSONText,
                              output: ([UInt8]) -> Void) {
        guard !index.keys.isEmpty else {
            text.write(.object([]), indent: 2)
            return
        }
        let sortedKeys = order.orderedIndices(of: index.keys)
        // A run of about a thousand localizations: a key of a catalog of every locale has a
        // hundred or more, and the pieces waiting to be handed over are a small part of the text.
        let runLength = max(1, 1024 / max(1, index.languages.count))
        let runs = stride(from: 0, to: sortedKeys.count, by: runLength).map { $0..<min($0 + runLength, sortedKeys.count) }
        runs.concurrentMap(window: 8, { run in
            // Each piece learns the order of the names inside keys on its own.
            let order = XcodeKeyOrder()
            var piece = PrettyJSONText.xcodeLayout(order)
            for position in run {
                let keyIndex = sortedKeys[position]
                piece.appendMemberName(index.keys[keyIndex], first: position == 0, indent: 2)
                writeKey(keyIndex, index, order: order, records: records, to: &piece)
            }
            return piece.bytes
        }, inOrder: { piece in
            output(text.takeBytes())
            output(piece)
        })
        text.appendObjectEnd(indent: 2)
    }

    /// Writes the value of one key's member of `strings`, its localizations one by one; a
    /// shared entry that several languages hold is written once, and copied for the others.
    private func writeKey(_ keyIndex: Int, _ index: KeyIndex, order: XcodeKeyOrder, records: CatalogRecordLines?,
                          to text: inout PrettyJSONText) {
        let entry = index.sharedEntry(of: keyIndex)
        let details = entry.details[StringCatalogEntryDetails.self] ?? StringCatalogEntryDetails()
        let localizations = index.localizations(of: keyIndex)
        var members: [JSONMember] = []
        var comment = entry.comment
        if let written = comment, let split = records?.split(written) { comment = split.comment }
        if let comment { members.append(JSONMember(key: Field.comment, value: .string(comment))) }
        if let state = details.extractionState {
            members.append(JSONMember(key: Field.extractionState, value: .string(state)))
        }
        var localizationsMember: Int?
        if !localizations.isEmpty {
            localizationsMember = members.count
            members.append(JSONMember(key: Field.localizations, value: .null))
        } else if details.hasEmptyLocalizations {
            members.append(JSONMember(key: Field.localizations, value: .object([])))
        }
        if !entry.isTranslatable { members.append(JSONMember(key: Field.shouldTranslate, value: .bool(false))) }
        members += details.otherKeyMembers
        let ownLists = index.languages.count
        text.writeObject(members, writtenApart: localizationsMember, indent: 4, order: order) { text in
            var written: [(list: Int, entry: Int, text: [UInt8])] = []
            for (position, localization) in localizations.enumerated() {
                text.appendMemberName(index.languages[localization.table], first: position == 0, indent: 6)
                guard localization.list >= ownLists else {
                    // In place: a copy of each entry would cost more than writing it.
                    index.entryLists[localization.list].withUnsafeBufferPointer { entries in
                        writeLocalization(of: entries, at: localization.entry, indent: 8, to: &text)
                    }
                    continue
                }
                if let done = written.first(where: { $0.list == localization.list && $0.entry == localization.entry }) {
                    text.append(piece: done.text)
                    continue
                }
                var value = PrettyJSONText.xcodeLayout(order)
                index.entryLists[localization.list].withUnsafeBufferPointer { entries in
                    writeLocalization(of: entries, at: localization.entry, indent: 8, to: &value)
                }
                written.append((localization.list, localization.entry, value.bytes))
                text.append(piece: value.bytes)
            }
            text.appendObjectEnd(indent: 6)
        }
    }

    private func language(of table: StringTable) -> String {
        table.details[StringCatalogDetails.self]?.languageName ?? table.locale?.identifier ?? ""
    }

    // MARK: - Localizations

    /// Writes an entry's localization. Most are a string and its state, written as they are;
    /// the others are built as JSON first (``localization(for:)``).
    private func writeLocalization(of entries: UnsafeBufferPointer<Entry>, at index: Int, indent: Int, to text: inout PrettyJSONText) {
        guard let unit = plainStringUnit(value: entries[index].value, state: entries[index].state, details: entries[index].details) else {
            text.write(localization(for: entries[index]), indent: indent)
            return
        }
        func member(_ name: String, _ value: String, first: Bool) {
            text.appendMemberName(name, first: first, indent: indent + 2)
            text.writeString(value)
        }
        text.appendMemberName(Field.stringUnit, first: true, indent: indent)
        // `state` and `value` in Xcode's order of the two names, as any object's members.
        if let state = unit.state, Self.stateComesFirst {
            member(Field.state, state.rawValue, first: true)
            member(Field.value, unit.value, first: false)
        } else if let state = unit.state {
            member(Field.value, unit.value, first: true)
            member(Field.state, state.rawValue, first: false)
        } else {
            member(Field.value, unit.value, first: true)
        }
        text.appendObjectEnd(indent: indent + 2)
        text.appendObjectEnd(indent: indent)
    }

    /// Whether Xcode writes `state` before `value`.
    private static let stateComesFirst = XcodeKeyOrder().orderedIndices(of: [Field.state, Field.value]) == [0, 1]

    /// The text and state of a localization that is one `stringUnit` and nothing else, from
    /// the fields of its entry (which is not copied whole).
    private func plainStringUnit(value: EntryValue, state: TranslationState?, details: FormatDetails) -> (value: String, state: TranslationState?)? {
        let details = details[StringCatalogEntryDetails.self]
        guard details?.unmodelledLocalization == nil, details?.otherLocalizationMembers.isEmpty ?? true else { return nil }
        switch value {
        case .text(let styled) where details?.otherStringUnitMembers.isEmpty ?? true:
            return (styled.text, state)
        case .reference(let reference):
            return (reference.description, state)
        default:
            return nil
        }
    }

    /// The localization of an entry the catalog can hold (``KeyIndex`` leaves out the others).
    private func localization(for entry: Entry) -> JSONValue {
        let details = entry.details[StringCatalogEntryDetails.self] ?? StringCatalogEntryDetails()
        if let whole = details.unmodelledLocalization { return whole }
        var members = details.otherLocalizationMembers
        switch entry.value {
        case .text(let styled):
            members.append(JSONMember(key: Field.stringUnit, value: stringUnit(styled.text, state: entry.state,
                                                                                   extras: details.otherStringUnitMembers)))
        case .reference(let reference):
            members.append(JSONMember(key: Field.stringUnit, value: stringUnit(reference.description, state: entry.state, extras: [])))
        case .plural(let forms):
            members.append(JSONMember(key: Field.variations, value: .object([JSONMember(key: Field.plural, value: plural(forms))])))
        case .device(let variations):
            members.append(JSONMember(key: Field.variations, value: .object([JSONMember(key: Field.device, value: device(variations))])))
        case .variableFormat(let format):
            members.append(JSONMember(key: Field.stringUnit, value: stringUnit(format.format, state: entry.state,
                                                                                   extras: details.otherStringUnitMembers)))
            members.append(JSONMember(key: Field.substitutions, value: .object(format.variables.map { variable in
                var fields: [JSONMember] = []
                if let argument = variable.argumentNumber { fields.append(JSONMember(key: Field.argNum, value: .number(String(argument)))) }
                if let specifier = variable.valueType { fields.append(JSONMember(key: Field.formatSpecifier, value: .string(specifier))) }
                fields.append(JSONMember(key: Field.variations, value: .object([JSONMember(key: Field.plural, value: plural(variable.forms))])))
                fields += variable.details[StringCatalogUnitDetails.self]?.otherMembers ?? []
                return JSONMember(key: variable.name, value: .object(fields))
            })))
        case .array:
            break
        }
        return .object(members)
    }

    private func plural(_ forms: PluralForms) -> JSONValue {
        .object(forms.forms.map { form in
            let details = form.details[StringCatalogUnitDetails.self]
            var fields = [JSONMember(key: Field.stringUnit, value: stringUnit(form.value.displayText, state: form.state,
                                                                             extras: details?.otherStringUnitMembers ?? []))]
            fields += details?.otherMembers ?? []
            return JSONMember(key: form.category.rawValue, value: .object(fields))
        })
    }

    private func device(_ variations: DeviceVariations) -> JSONValue {
        .object(variations.forms.map { form in
            let value: JSONValue
            switch form.value {
            case .plural(let forms):
                value = .object([JSONMember(key: Field.variations, value: .object([JSONMember(key: Field.plural, value: plural(forms))]))])
            case .text(let styled):
                value = .object([JSONMember(key: Field.stringUnit, value: stringUnit(styled.text, state: form.state,
                                                                                      extras: form.details[StringCatalogUnitDetails.self]?.otherStringUnitMembers ?? []))])
            default:
                value = .object([JSONMember(key: Field.stringUnit, value: stringUnit("", state: form.state, extras: []))])
            }
            return JSONMember(key: form.device, value: value)
        })
    }

    private func stringUnit(_ text: String, state: TranslationState?, extras: [JSONMember]) -> JSONValue {
        var members = extras
        if let state { members.append(JSONMember(key: Field.state, value: .string(state.rawValue))) }
        members.append(JSONMember(key: Field.value, value: .string(text)))
        return .object(members)
    }
}
