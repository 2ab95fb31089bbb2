import AndroidResources
import LocalizedStrings
import OrderedJSON
import SystemSupport

/// Renders tables and diagnostics for `stringbridge dump`: the JSON that scripts read and
/// the text that people read.
///
/// The JSON layout is a stable interface:
///
///     {"tables":[{"path":"res/values-fr/strings.xml","format":"android","dialect":"aapt2","locale":"fr",
///       "entries":[
///         {"key":"a","kind":"string","text":"It's here","translatable":true,"line":3},
///         {"key":"p","kind":"plural","forms":{"one":"%d vote","other":"%d votes"},"translatable":true,"line":11}]}],
///      "diagnostics":[{"id":"unescaped-apostrophe","severity":"error","path":"…","line":2,"column":23,"message":"…"}]}
///
/// Optional members (`spans`, `untranslatable`, `comment`, `formatted`, `product`,
/// `qualifiers`) appear only when they carry information. Android tables name the toolchain
/// whose rules read them (`dialect`: `aapt2`, `compose`, `moko`); a Compose table's texts are
/// shown as Compose holds them (`50%`, where the model's Java format string has `50%%`).
public enum TableDump {
    /// The JSON document for the given tables and diagnostics, one entry per line.
    public static func json(tables: [StringTable], diagnostics: [Diagnostic]) -> String {
        var bytes: [UInt8] = []
        writeJSON(tables: tables, diagnostics: diagnostics) { bytes += $0 }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The same document as ``json(tables:diagnostics:)``, handed to `output` in pieces as it
    /// is built (a table at a time, tables rendered on all cores), so that printing a large
    /// dump needs no second copy of it.
    ///
    /// - Parameters:
    ///   - tables: The tables.
    ///   - diagnostics: The diagnostics.
    ///   - output: Receives the document's UTF-8 bytes, in order.
    public static func writeJSON(tables: [StringTable], diagnostics: [Diagnostic], to output: ([UInt8]) -> Void) {
        var document = JSONDocument()
        output(document.start())
        tables.concurrentMap(window: tablesAhead, jsonObject(for:), inOrder: { document.table($0, to: output) })
        output(document.end(diagnostics: diagnostics))
    }

    /// How many tables' JSON ``writeJSON(tables:diagnostics:to:)`` renders ahead of printing.
    static let tablesAhead = 8

    /// The JSON document of a dump in pieces, for tables that come one at a time: its start,
    /// each table's object (``TableDump/jsonObject(for:)``) in order, and its end with the
    /// diagnostics.
    public struct JSONDocument: Sendable {
        private var tableCount = 0

        /// Creates a document.
        public init() {}

        /// The text before the first table.
        public func start() -> [UInt8] {
            Array("{\"tables\":[".utf8)
        }

        /// Hands `output` a table's object as the next element of the list of tables: the
        /// separator, then the object itself (not copied into one buffer with it).
        public mutating func table(_ object: [UInt8], to output: ([UInt8]) -> Void) {
            output(Array((tableCount == 0 ? "\n" : ",\n").utf8))
            output(object)
            tableCount += 1
        }

        /// The text after the last table: the diagnostics, and the end of the document.
        public func end(diagnostics: [Diagnostic]) -> [UInt8] {
            var json = JSONText()
            json.raw("],\n\"diagnostics\":")
            json.array(diagnostics, separator: ",\n") { json, diagnostic in TableDump.write(diagnostic, to: &json) }
            json.raw("}\n")
            return json.takeBytes()
        }
    }

    /// One table's JSON object, as the dump writes it.
    public static func jsonObject(for table: StringTable) -> [UInt8] {
        var json = JSONText()
        // An entry of an Android values file takes some 150 bytes of JSON.
        json.reserveCapacity(256 + 160 * table.entries.count)
        write(table, to: &json)
        return json.takeBytes()
    }

    /// Writes one table as a JSON object.
    public static func write(_ table: StringTable, to json: inout JSONText) {
        json.object { object in
            object.member("path", string: table.path)
            object.member("format", string: table.format.rawValue)
            if table.format == .android { object.member("dialect", string: table.androidDialect.rawValue) }
            object.member("locale") { json in
                if let locale = table.locale { json.string(locale.identifier) } else { json.null() }
            }
            if !table.qualifiers.isEmpty {
                object.member("qualifiers") { json in json.array(table.qualifiers) { $0.string($1) } }
            }
            object.member("entries") { json in
                json.raw("[")
                let isCompose = table.androidDialect == .compose
                for (index, entry) in table.entries.enumerated() {
                    json.raw(index > 0 ? ",\n  " : "\n  ")
                    write(isCompose ? shown(entry) : entry, to: &json, format: table.format)
                }
                json.raw("]")
            }
        }
    }

    /// A Compose entry with its texts as Compose holds them.
    private static func shown(_ entry: Entry) -> Entry {
        var entry = entry
        entry.value = ComposeTemplates.shownValue(entry.value)
        return entry
    }

    /// The member names every entry has, encoded once.
    private enum EntryNames {
        static let key = JSONText.Name("key")
        static let kind = JSONText.Name("kind")
        static let text = JSONText.Name("text")
        static let translatable = JSONText.Name("translatable")
        static let line = JSONText.Name("line")
    }

    /// Writes one entry as a JSON object. Entries of String Catalogs also carry
    /// `shouldTranslate` (the catalog's own name for `translatable`).
    public static func write(_ entry: Entry, to json: inout JSONText, format: ResourceFormat = .android) {
        json.object { object in
            object.member(EntryNames.key) { $0.string(entry.key) }
            object.member(EntryNames.kind) { $0.string(entry.value.kindName) }
            writeMembers(of: entry.value, to: &object)
            if let state = entry.state { object.member("state", string: state.rawValue) }
            if let comment = entry.comment { object.member("comment", string: comment) }
            object.member(EntryNames.translatable) { $0.bool(entry.isTranslatable) }
            if format == .xcstrings { object.member("shouldTranslate", bool: entry.isTranslatable) }
            if !entry.isFormatted { object.member("formatted", bool: false) }
            if let product = entry.product { object.member("product", string: product) }
            if let location = entry.location, location.line > 0 {
                object.member(EntryNames.line) { $0.number(location.line) }
            }
        }
    }

    /// Writes the members that describe a value (`text`, `forms`, `items`, `format`, …).
    private static func writeMembers(of value: EntryValue, to object: inout JSONText.ObjectWriter) {
        switch value {
        case .text(let styled):
            writeMembers(of: styled, to: &object)
        case .reference(let reference):
            object.member("text", string: reference.description)
        case .plural(let plural):
            writeMembers(of: plural, to: &object)
        case .array(let items):
            object.member("items") { json in json.array(items) { write($1, to: &$0) } }
        case .variableFormat(let format):
            object.member("format", string: format.format)
            object.member("variables") { json in
                json.object { variables in
                    for variable in format.variables {
                        variables.member(variable.name) { json in
                            json.object { member in
                                if variable.ruleType != PluralVariable.pluralRuleType {
                                    member.member("ruleType", string: variable.ruleType)
                                }
                                if let valueType = variable.valueType { member.member("valueType", string: valueType) }
                                if let argument = variable.argumentNumber { member.member("argNum", number: argument) }
                                writeMembers(of: variable.forms, to: &member)
                            }
                        }
                    }
                }
            }
        case .device(let variations):
            object.member("forms") { json in
                json.object { forms in
                    for form in variations.forms {
                        forms.member(form.device) { json in
                            if case .text(let styled) = form.value, styled.isPlain {
                                json.string(styled.text)
                            } else {
                                json.object { nested in
                                    nested.member("kind", string: form.value.kindName)
                                    writeMembers(of: form.value, to: &nested)
                                }
                            }
                        }
                    }
                }
            }
            let states = variations.forms.compactMap { form in form.state.map { (form.device, $0) } }
            if !states.isEmpty {
                object.member("states") { json in
                    json.object { member in for (device, state) in states { member.member(device, string: state.rawValue) } }
                }
            }
        }
    }

    /// `forms`, and `states` when the forms record translation states.
    private static func writeMembers(of plural: PluralForms, to object: inout JSONText.ObjectWriter) {
        object.member("forms") { json in
            json.object { forms in
                for form in plural.forms {
                    forms.member(form.category.rawValue) { write(form.value, to: &$0) }
                }
            }
        }
        let states = plural.forms.compactMap { form in form.state.map { (form.category.rawValue, $0) } }
        if !states.isEmpty {
            object.member("states") { json in
                json.object { member in for (category, state) in states { member.member(category, string: state.rawValue) } }
            }
        }
    }

    /// Writes a plural form or array item: a bare string when it is plain text or a
    /// reference, an object with `text` and markup members when it is styled.
    public static func write(_ item: ItemValue, to json: inout JSONText) {
        switch item {
        case .reference(let reference):
            json.string(reference.description)
        case .text(let styled) where styled.isPlain:
            json.string(styled.text)
        case .text(let styled):
            json.object { writeMembers(of: styled, to: &$0) }
        }
    }

    private static func writeMembers(of styled: StyledText, to object: inout JSONText.ObjectWriter) {
        object.member(EntryNames.text) { $0.string(styled.text) }
        if !styled.spans.isEmpty {
            object.member("spans") { json in
                json.array(styled.spans) { json, span in
                    json.object { member in
                        member.member("tag", string: span.tag)
                        member.member("first", number: span.first)
                        // aapt2 stores bounds as unsigned 32-bit numbers: an empty span at
                        // offset 0 ends at 4294967295.
                        member.member("last", number: span.last >= 0 ? span.last : Int(UInt32(truncatingIfNeeded: span.last)))
                    }
                }
            }
        }
        if !styled.protectedRanges.isEmpty {
            object.member("untranslatable") { json in
                json.array(styled.protectedRanges) { json, range in
                    json.object { member in
                        member.member("start", number: range.start)
                        member.member("end", number: range.end)
                        if !range.attributes.isEmpty {
                            member.member("attributes") { json in
                                json.object { attributes in
                                    for attribute in range.attributes {
                                        attributes.member(attribute.name, string: attribute.value)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Writes one diagnostic as a JSON object.
    public static func write(_ diagnostic: Diagnostic, to json: inout JSONText) {
        json.object { object in
            object.member("id", string: diagnostic.id)
            object.member("severity", string: diagnostic.severity.rawValue)
            if let location = diagnostic.location {
                object.member("path", string: location.path)
                object.member("line", number: location.line)
                object.member("column", number: location.column)
            }
            object.member("message", string: diagnostic.message)
        }
    }

    // MARK: - Text

    /// A human-readable listing: one line per table, then one line per entry.
    public static func text(tables: [StringTable]) -> String {
        var text = ""
        writeText(tables: tables) { text += $0 }
        return text
    }

    /// The same listing as ``text(tables:)``, handed to `output` a table at a time.
    ///
    /// - Parameters:
    ///   - tables: The tables.
    ///   - output: Receives the listing, in order.
    public static func writeText(tables: [StringTable], to output: (String) -> Void) {
        for table in tables { output(text(for: table)) }
    }

    /// One table's part of the listing: a line for the table, then one per entry.
    public static func text(for table: StringTable) -> String {
        var header = "\(table.path.withVisibleControls) (\(table.format.rawValue)"
        if table.format == .android && table.androidDialect != .aapt2 { header += ", " + table.androidDialect.rawValue }
        header += ", " + (table.locale?.identifier ?? "default")
        if !table.qualifiers.isEmpty { header += ", " + table.qualifiers.joined(separator: "-") }
        var piece = header + ")\n"
        let isCompose = table.androidDialect == .compose
        for entry in table.entries { piece += "  " + line(for: isCompose ? shown(entry) : entry) + "\n" }
        return piece
    }

    private static func line(for entry: Entry) -> String {
        var text = entry.key.withVisibleControls + describe(entry.value)
        if let state = entry.state { text += "  (\(state.rawValue))" }
        if !entry.isTranslatable { text += "  (not translatable)" }
        return text
    }

    private static func describe(_ value: EntryValue) -> String {
        switch value {
        case .text(let styled):
            return " = " + quoted(styled)
        case .reference(let reference):
            return " -> " + reference.description
        case .plural(let plural):
            return " (plural) " + describe(plural)
        case .array(let items):
            return " (array) [" + items.map(quoted).joined(separator: ", ") + "]"
        case .variableFormat(let format):
            return " (plural) \"\(format.format.quotedWithVisibleControls)\" " + format.variables.map {
                "\($0.name): " + describe($0.forms)
            }.joined(separator: "; ")
        case .device(let variations):
            return " (device) " + variations.forms.map { "\($0.device):" + describe($0.value) }.joined(separator: " | ")
        }
    }

    private static func describe(_ plural: PluralForms) -> String {
        plural.forms.map { "\($0.category.rawValue): \(quoted($0.value))" }.joined(separator: " | ")
    }

    private static func quoted(_ item: ItemValue) -> String {
        switch item {
        case .text(let styled): quoted(styled)
        case .reference(let reference): reference.description
        }
    }

    private static func quoted(_ styled: StyledText) -> String {
        var text = "\"" + styled.text.quotedWithVisibleControls + "\""
        if !styled.spans.isEmpty {
            text += " [" + styled.spans.map { "\($0.tag) \($0.first)..\($0.last)" }.joined(separator: ", ") + "]"
        }
        return text
    }
}
