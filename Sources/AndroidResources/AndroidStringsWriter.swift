import LocalizedStrings

/// Writes a ``StringTable`` as an Android values file that aapt2 compiles back to the
/// same entries: canonical, escaped XML with comments, entry order, `translatable`,
/// `formatted`, `product` and the other attributes the reader kept (``AndroidFileDetails``,
/// ``AndroidEntryDetails``).
///
///     let xml = AndroidStringsWriter().document(for: table).text
public struct AndroidStringsWriter: Sendable {
    private static let knownNamespaces = [
        "tools": "http://schemas.android.com/tools",
        "xliff": "urn:oasis:names:tc:xliff:document:1.2",
        "android": "http://schemas.android.com/apk/res/android",
    ]

    /// The indentation of one level.
    public var indentation: String

    /// Creates a writer.
    public init(indentation: String = "    ") {
        self.indentation = indentation
    }

    /// The file's text, and notes about anything that could not be written exactly
    /// (such as a comment containing `--`).
    public func document(for table: StringTable) -> (text: String, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var output = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n" + rootStartTag(for: table, isEmpty: table.entries.isEmpty) + "\n"
        guard !table.entries.isEmpty else { return (output, diagnostics) }
        let context = TableContext(table)
        for entry in table.entries {
            appendEntry(entry, in: table, context: context, to: &output, diagnostics: &diagnostics)
        }
        output += "</resources>\n"
        return (output, diagnostics)
    }

    /// The `<resources …>` start tag (or `<resources …/>` for an empty file): the attributes the
    /// table keeps, and declarations of the namespace prefixes its entries use.
    public func rootStartTag(for table: StringTable, isEmpty: Bool = false) -> String {
        var output = "<resources"
        for attribute in rootAttributes(for: table) {
            output += " \(attribute.name)=\"\(Self.escapeAttribute(attribute.value))\""
        }
        return output + (isEmpty ? "/>" : ">")
    }

    /// One entry as the lines of a file: its comment, then its element, each line indented and
    /// ending in a line feed; `nil` text (and an error) for a value Android cannot hold.
    ///
    /// - Parameters:
    ///   - entry: The entry.
    ///   - table: The table it is written in: its file name decides whether `translatable`
    ///     needs writing (files named `donottranslate*`), and diagnostics name its path.
    public func entryText(_ entry: Entry, in table: StringTable) -> (text: String?, diagnostics: [Diagnostic]) {
        entryText(entry, in: table, context: TableContext(table))
    }

    /// Writes entries of one table as ``entryText(_:in:)`` does, with what their elements
    /// depend on in the table (its file name, its namespaces) found once rather than per entry.
    public func entryTexts(in table: StringTable) -> (Entry) -> (text: String?, diagnostics: [Diagnostic]) {
        let context = TableContext(table)
        return { entry in entryText(entry, in: table, context: context) }
    }

    /// What the elements of a table's entries depend on, found once per table.
    private struct TableContext {
        /// aapt2 makes everything in a file named donottranslate* untranslatable by default.
        var translatableByDefault: Bool
        /// A file may bind `xliff` to another namespace (its `xliff:` elements were then read
        /// as unknown ones); `<xliff:g>` written for protected ranges must still mean xliff.
        var xliffIsRebound: Bool

        init(_ table: StringTable) {
            let fileName = table.path.split(separator: "/").last.map(String.init) ?? table.path
            translatableByDefault = !fileName.contains("donottranslate")
            xliffIsRebound = (table.details[AndroidFileDetails.self]?.attributes ?? [])
                .contains { $0.name == "xmlns:xliff" && $0.value != AndroidStringsWriter.knownNamespaces["xliff"] }
        }
    }

    private func entryText(_ entry: Entry, in table: StringTable, context: TableContext) -> (text: String?, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var output = ""
        guard appendEntry(entry, in: table, context: context, to: &output, diagnostics: &diagnostics) else { return (nil, diagnostics) }
        return (output, diagnostics)
    }

    /// Appends the entry's lines (a whole file is written into one text); false, with an
    /// error, for a value Android cannot hold, and nothing appended.
    @discardableResult
    private func appendEntry(_ entry: Entry, in table: StringTable, context: TableContext, to output: inout String,
                             diagnostics: inout [Diagnostic]) -> Bool {
        let start = output.endIndex
        if let comment = entry.comment {
            output += indentation
            output += "<!-- "
            output += commentText(comment, for: entry, in: table, diagnostics: &diagnostics)
            output += " -->\n"
        }
        guard appendElement(for: entry, translatableByDefault: context.translatableByDefault,
                            xliffIsRebound: context.xliffIsRebound, to: &output) else {
            output.removeSubrange(start...)
            diagnostics.append(.error(AndroidDiagnosticID.valueNotRepresentable,
                                      at: entry.location ?? SourceLocation(path: table.path),
                                      "'\(entry.key)' holds a \(entry.value.kindName) value that Android resources cannot hold as it is; convert it first (stringbridge convert)"))
            return false
        }
        return true
    }

    /// The attributes of `<resources>` the table asks for, with declarations for the namespace
    /// prefixes its entries use.
    public func rootAttributes(for table: StringTable) -> [Attribute] {
        rootAttributes(fileAttributes: table.details[AndroidFileDetails.self]?.attributes ?? [], entries: table.entries)
    }

    // MARK: - Elements

    /// Appends the entry's element; false for a value Android cannot hold.
    private func appendElement(for entry: Entry, translatableByDefault: Bool, xliffIsRebound: Bool,
                               to output: inout String) -> Bool {
        let details = entry.androidDetails
        /// The start tag, with the entry's attributes.
        func appendStartTag(_ start: String) {
            output += indentation
            output += start
            appendAttributes(of: entry, details: details, translatableByDefault: translatableByDefault, to: &output)
            if xliffIsRebound && entry.value.containsProtectedRanges {
                output += " xmlns:xliff=\"\(Self.knownNamespaces["xliff"] ?? "")\""
            }
            output += ">"
        }
        switch entry.value {
        case .text(let styled):
            let isItem = details.element == .item
            appendStartTag(isItem ? "<item type=\"string\"" : "<string")
            AndroidTextEncoder.appendContent(for: styled, to: &output)
            output += isItem ? "</item>\n" : "</string>\n"
        case .reference(let reference):
            appendStartTag("<string")
            output += reference.description
            output += "</string>\n"
        case .plural(let plural):
            appendStartTag("<plurals")
            output += "\n"
            for form in plural.forms {
                output += indentation
                output += indentation
                output += "<item quantity=\"\(form.category.rawValue)\">"
                appendContent(of: form.value, to: &output)
                output += "</item>\n"
            }
            output += indentation
            output += "</plurals>\n"
        case .array(let items):
            let name = details.element == .array ? "array" : "string-array"
            appendStartTag("<\(name)")
            output += "\n"
            for item in items {
                output += indentation
                output += indentation
                output += "<item>"
                appendContent(of: item, to: &output)
                output += "</item>\n"
            }
            output += indentation
            output += "</\(name)>\n"
        case .variableFormat, .device:
            return false
        }
        return true
    }

    private func appendContent(of item: ItemValue, to output: inout String) {
        switch item {
        case .text(let styled): AndroidTextEncoder.appendContent(for: styled, to: &output)
        case .reference(let reference): output += reference.description
        }
    }

    private func appendAttributes(of entry: Entry, details: AndroidEntryDetails, translatableByDefault: Bool,
                                  to output: inout String) {
        func append(_ name: String, _ value: String) {
            output += " "
            output += name
            output += "=\""
            output += Self.escapeAttribute(value)
            output += "\""
        }
        append("name", entry.key)
        if entry.isTranslatable != translatableByDefault { append("translatable", entry.isTranslatable ? "true" : "false") }
        if !entry.isFormatted { append("formatted", "false") }
        if let product = entry.product { append("product", product) }
        for attribute in details.attributes { append(attribute.name, attribute.value) }
    }

    /// The `<resources>` attributes: the ones read, plus declarations for the namespace
    /// prefixes the entries use (`xliff` for protected ranges, `tools` for `tools:ignore`).
    private func rootAttributes(fileAttributes: [Attribute], entries: [Entry]) -> [Attribute] {
        var attributes = fileAttributes
        var declared = Set(attributes.compactMap { $0.name.hasPrefix("xmlns:") ? String($0.name.dropFirst(6)) : nil })
        var needed: [String] = []
        func need(_ prefix: String) {
            if !declared.contains(prefix) && !needed.contains(prefix) { needed.append(prefix) }
        }
        for attribute in fileAttributes where !attribute.name.hasPrefix("xmlns") {
            if let colon = attribute.name.firstIndex(of: ":") { need(String(attribute.name[..<colon])) }
        }
        for entry in entries {
            for attribute in entry.androidDetails.attributes {
                if let colon = attribute.name.firstIndex(of: ":") { need(String(attribute.name[..<colon])) }
            }
            if entry.value.containsProtectedRanges { need("xliff") }
        }
        for prefix in needed {
            guard let uri = Self.knownNamespaces[prefix] else { continue }
            attributes.append(Attribute(name: "xmlns:\(prefix)", value: uri))
            declared.insert(prefix)
        }
        return attributes
    }

    private func commentText(_ comment: String, for entry: Entry, in table: StringTable,
                             diagnostics: inout [Diagnostic]) -> String {
        guard comment.contains("--") else { return comment }
        diagnostics.append(.warning(AndroidDiagnosticID.commentNotRepresentable, at: entry.location ?? SourceLocation(path: table.path),
                                    "the comment of '\(entry.key)' contains '--', which an XML comment cannot hold; written as '- -'"))
        return Self.representableComment(comment)
    }

    /// The comment as an XML comment can hold it: `--` written as `- -`.
    public static func representableComment(_ comment: String) -> String {
        var text = comment
        while text.contains("--") { text = text.replacingOccurrences(of: "--", with: "- -") }
        return text
    }

    /// Escapes text for a double-quoted XML attribute value.
    public static func escapeAttribute(_ value: String) -> String {
        // Most values (resource names) need no escape.
        let needsEscape: (UInt8) -> Bool = { byte in
            byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "\"") || byte == 0x0A || byte == 0x09 || byte == 0x0D
        }
        guard value.utf8.contains(where: needsEscape) else { return value }
        var output = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case "\"": output += "&quot;"
            case "\n": output += "&#10;"
            case "\t": output += "&#9;"
            case "\r": output += "&#13;"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}

private extension EntryValue {
    var containsProtectedRanges: Bool {
        func check(_ item: ItemValue) -> Bool {
            if case .text(let styled) = item { return !styled.protectedRanges.isEmpty }
            return false
        }
        switch self {
        case .text(let styled): return !styled.protectedRanges.isEmpty
        case .reference: return false
        case .plural(let plural): return plural.forms.contains { check($0.value) }
        case .array(let items): return items.contains(where: check)
        case .variableFormat, .device: return false
        }
    }
}

private extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        var result = ""
        var rest = Substring(self)
        while let range = rest.range(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
