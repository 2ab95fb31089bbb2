import LocalizedStrings
import StreamingXML

/// Writes a ``StringTable`` as a `.stringsdict` file in the layout Xcode writes: the XML
/// declaration and Apple's DOCTYPE, then a tab-indented `<dict>`.
///
/// Entries with a ``VariableFormat`` value become plural-rule dictionaries, device variants of
/// text a `NSStringDeviceSpecificRuleType` dictionary; plain strings are written as strings.
/// Other values cannot be stored in a `.stringsdict` and are reported. Keys the reader kept (``StringsDictEntryDetails``, ``StringsDictVariableDetails``)
/// are written back.
public struct StringsDictWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// The file's text, and errors for entries that a `.stringsdict` cannot hold.
    public func document(for table: StringTable) -> (text: String, diagnostics: [Diagnostic]) {
        let (bytes, diagnostics) = documentBytes(for: table)
        return (String(decoding: bytes, as: UTF8.self), diagnostics)
    }

    /// The file's text as UTF-8 bytes, and errors for entries that a `.stringsdict` cannot hold.
    public func documentBytes(for table: StringTable) -> (bytes: [UInt8], diagnostics: [Diagnostic]) {
        documentBytes(for: table, followedBy: [])
    }

    /// The file's text when the table's entries are followed by others whose text
    /// ``fragment(for:path:)`` wrote once for all the files that hold them: the same bytes as
    /// ``documentBytes(for:)`` of the table with those entries after its own.
    public func documentBytes(for table: StringTable, followedBy fragments: [[UInt8]]) -> (bytes: [UInt8], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var xml = PropertyListXMLText()
        xml.reserveCapacity(table.entries.count * 400 + fragments.reduce(0) { $0 + $1.count })
        xml.append("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>

            """)
        let entries = table.entries
        for index in entries.indices {
            if let error = append(entries[index], in: table, to: &xml) { diagnostics.append(error) }
        }
        for fragment in fragments { xml.append(raw: fragment) }
        xml.append("</dict>\n</plist>\n")
        return (xml.bytes, diagnostics)
    }

    /// The UTF-8 text of entries as the file's top-level dictionary holds them, with the errors
    /// writing them in a file of `path` gives. Text that several files share is written once
    /// this way (``documentBytes(for:followedBy:)``).
    public func fragment(for entries: [Entry], path: String) -> (bytes: [UInt8], diagnostics: [Diagnostic]) {
        let table = StringTable(path: path, format: .stringsdict, entries: entries)
        var diagnostics: [Diagnostic] = []
        var xml = PropertyListXMLText()
        for index in entries.indices {
            if let error = append(entries[index], in: table, to: &xml) { diagnostics.append(error) }
        }
        return (xml.bytes, diagnostics)
    }

    /// One entry as the lines of the file's top-level dictionary: `<key>` and its plural-rule
    /// dictionary (or string), tab-indented, ending in a line feed; `nil` text (and an error)
    /// for a value a `.stringsdict` cannot hold.
    public func entryText(_ entry: Entry, in table: StringTable) -> (text: String?, diagnostics: [Diagnostic]) {
        var xml = PropertyListXMLText()
        if let error = append(entry, in: table, to: &xml) { return (nil, [error]) }
        return (String(decoding: xml.bytes, as: UTF8.self), [])
    }

    /// Appends ``entryText(_:in:)``'s lines; the error, and nothing appended, for a value a
    /// `.stringsdict` cannot hold.
    private func append(_ entry: Entry, in table: StringTable, to xml: inout PropertyListXMLText) -> Diagnostic? {
        if let character = Self.texts(of: entry).lazy.compactMap(XMLCharacters.firstUnwritable(in:)).first {
            return .error(AppleDiagnosticID.nonStringValue, at: entry.location ?? SourceLocation(path: table.path),
                          "'\(entry.key)' is left out: it holds \(XMLCharacters.name(of: character)), which an XML property list cannot hold (a .strings file can: \\U\(XMLCharacters.name(of: character).dropFirst(2)))")
        }
        switch entry.value {
        case .variableFormat(let format) where format.variables.allSatisfy({ $0.forms.forms.allSatisfy(\.value.isText) }):
            xml.key(entry.key, depth: 1)
            xml.line("<dict>", depth: 1)
            xml.key(StringsDictReader.Key.format, depth: 2)
            xml.string(format.format, depth: 2)
            xml.append(entry.details[StringsDictEntryDetails.self]?.otherKeys ?? [], depth: 2)
            for variable in format.variables {
                xml.key(variable.name, depth: 2)
                xml.line("<dict>", depth: 2)
                xml.key(StringsDictReader.Key.ruleType, depth: 3)
                xml.string(variable.ruleType, depth: 3)
                if let valueType = variable.valueType {
                    xml.key(StringsDictReader.Key.valueType, depth: 3)
                    xml.string(valueType, depth: 3)
                }
                xml.append(variable.details[StringsDictVariableDetails.self]?.otherKeys ?? [], depth: 3)
                for form in variable.forms.forms {
                    xml.key(form.category.rawValue, depth: 3)
                    xml.string(form.value.displayText, depth: 3)
                }
                xml.line("</dict>", depth: 2)
            }
            xml.line("</dict>", depth: 1)
        case .text(let styled):
            xml.key(entry.key, depth: 1)
            xml.string(styled.text, depth: 1)
        case .device(let variations) where variations.holdsTextOnly:
            xml.key(entry.key, depth: 1)
            xml.line("<dict>", depth: 1)
            xml.key(StringsDictReader.Key.deviceRule, depth: 2)
            xml.line("<dict>", depth: 2)
            for form in variations.forms {
                guard case .text(let styled) = form.value else { continue }
                xml.key(form.device, depth: 3)
                xml.string(styled.text, depth: 3)
            }
            xml.line("</dict>", depth: 2)
            xml.append(entry.details[StringsDictEntryDetails.self]?.otherKeys ?? [], depth: 2)
            xml.line("</dict>", depth: 1)
        default:
            return .error(AppleDiagnosticID.nonStringValue, at: entry.location ?? SourceLocation(path: table.path),
                          "'\(entry.key)' holds a \(entry.value.kindName) value that a .stringsdict cannot hold as it is; convert it first")
        }
        return nil
    }

    /// Every text the entry's lines would hold: its key, and its format, variables and forms.
    private static func texts(of entry: Entry) -> [String] {
        switch entry.value {
        case .text(let styled):
            return [entry.key, styled.text]
        case .variableFormat(let format):
            return [entry.key, format.format] + format.variables.flatMap { variable in
                [variable.name, variable.ruleType, variable.valueType ?? ""] + variable.forms.forms.map(\.value.displayText)
            }
        case .device(let variations):
            return [entry.key] + variations.forms.flatMap { form -> [String] in
                guard case .text(let styled) = form.value else { return [form.device] }
                return [form.device, styled.text]
            }
        default:
            return [entry.key]
        }
    }
}
