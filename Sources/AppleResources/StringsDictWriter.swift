import LocalizedStrings

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
        var diagnostics: [Diagnostic] = []
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            """ + "\n"
        for entry in table.entries {
            let rendered = entryText(entry, in: table)
            diagnostics += rendered.diagnostics
            text += rendered.text ?? ""
        }
        text += "</dict>\n</plist>\n"
        return (text, diagnostics)
    }

    /// One entry as the lines of the file's top-level dictionary: `<key>` and its plural-rule
    /// dictionary (or string), tab-indented, ending in a line feed; `nil` text (and an error)
    /// for a value a `.stringsdict` cannot hold.
    public func entryText(_ entry: Entry, in table: StringTable) -> (text: String?, diagnostics: [Diagnostic]) {
        var text = ""
        switch entry.value {
        case .variableFormat(let format):
            text += "\t<key>\(PropertyListValue.escape(entry.key))</key>\n\t<dict>\n"
            text += "\t\t<key>\(StringsDictReader.Key.format)</key>\n"
            text += "\t\t<string>\(PropertyListValue.escape(format.format))</string>\n"
            text += keys(entry.details[StringsDictEntryDetails.self]?.otherKeys ?? [], depth: 2)
            for variable in format.variables {
                text += "\t\t<key>\(PropertyListValue.escape(variable.name))</key>\n\t\t<dict>\n"
                text += "\t\t\t<key>\(StringsDictReader.Key.ruleType)</key>\n"
                text += "\t\t\t<string>\(PropertyListValue.escape(variable.ruleType))</string>\n"
                if let valueType = variable.valueType {
                    text += "\t\t\t<key>\(StringsDictReader.Key.valueType)</key>\n"
                    text += "\t\t\t<string>\(PropertyListValue.escape(valueType))</string>\n"
                }
                text += keys(variable.details[StringsDictVariableDetails.self]?.otherKeys ?? [], depth: 3)
                for form in variable.forms.forms {
                    text += "\t\t\t<key>\(form.category.rawValue)</key>\n"
                    guard case .text(let styled) = form.value else { continue }
                text += "\t\t\t<string>\(PropertyListValue.escape(styled.text))</string>\n"
                }
                text += "\t\t</dict>\n"
            }
            text += "\t</dict>\n"
        case .text(let styled):
            text += "\t<key>\(PropertyListValue.escape(entry.key))</key>\n"
            text += "\t<string>\(PropertyListValue.escape(styled.text))</string>\n"
        case .device(let variations) where variations.holdsTextOnly:
            text += "\t<key>\(PropertyListValue.escape(entry.key))</key>\n\t<dict>\n"
            text += "\t\t<key>\(StringsDictReader.Key.deviceRule)</key>\n\t\t<dict>\n"
            for form in variations.forms {
                text += "\t\t\t<key>\(PropertyListValue.escape(form.device))</key>\n"
                guard case .text(let styled) = form.value else { continue }
                text += "\t\t\t<string>\(PropertyListValue.escape(styled.text))</string>\n"
            }
            text += "\t\t</dict>\n"
            text += keys(entry.details[StringsDictEntryDetails.self]?.otherKeys ?? [], depth: 2)
            text += "\t</dict>\n"
        default:
            return (nil, [.error(AppleDiagnosticID.nonStringValue, at: entry.location ?? SourceLocation(path: table.path),
                                 "'\(entry.key)' holds a \(entry.value.kindName) value that a .stringsdict cannot hold as it is; convert it first")])
        }
        return (text, [])
    }

    /// Keys kept by the reader, at the given depth.
    private func keys(_ members: [PropertyListMember], depth: Int) -> String {
        var text = ""
        let indent = String(repeating: "\t", count: depth)
        for member in members {
            text += indent + "<key>" + PropertyListValue.escape(member.key) + "</key>\n"
            text += member.node.value.xml(depth: depth)
        }
        return text
    }
}
