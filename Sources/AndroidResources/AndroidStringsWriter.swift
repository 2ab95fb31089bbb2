import LocalizedStrings
import StreamingXML

/// Writes a ``StringTable`` as an Android values file that aapt2 compiles back to the
/// same entries: canonical, escaped XML with comments, entry order, `translatable`,
/// `formatted`, `product` and the other attributes the reader kept (``AndroidFileDetails``,
/// ``AndroidEntryDetails``). In the Compose Multiplatform and moko-resources dialects it writes
/// what those toolchains read back as the same entries, escaped by their rules
/// (``KotlinMultiplatformTextEncoder``), and reports what they cannot hold.
///
///     let xml = AndroidStringsWriter().document(for: table).text
///
/// A file is written into one buffer of UTF-8 bytes (``documentBytes(for:)``): appending to a
/// `String` piece by piece cost several times more, and a conversion writes every entry of
/// every locale.
public struct AndroidStringsWriter: Sendable {
    private static let knownNamespaces = [
        "tools": "http://schemas.android.com/tools",
        "xliff": "urn:oasis:names:tc:xliff:document:1.2",
        "android": "http://schemas.android.com/apk/res/android",
    ]

    /// The indentation of one level.
    public var indentation: String
    /// The toolchain whose rules the file must follow.
    public var dialect: AndroidDialect

    /// Creates a writer.
    ///
    /// - Parameters:
    ///   - indentation: The indentation of one level.
    ///   - dialect: The toolchain whose rules the file must follow.
    public init(indentation: String = "    ", dialect: AndroidDialect = .aapt2) {
        self.indentation = indentation
        self.dialect = dialect
    }

    /// The file's text, and notes about anything that could not be written exactly
    /// (such as a comment containing `--`).
    public func document(for table: StringTable) -> (text: String, diagnostics: [Diagnostic]) {
        let document = documentBytes(for: table)
        return (String(decoding: document.bytes, as: UTF8.self), document.diagnostics)
    }

    /// ``document(for:)`` as the file's UTF-8 bytes, without making a `String` of them.
    public func documentBytes(for table: StringTable) -> (bytes: [UInt8], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var output: [UInt8] = []
        output.append(contentsOf: "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n".utf8)
        output.append(contentsOf: rootStartTag(for: table, isEmpty: table.entries.isEmpty).utf8)
        output.append(0x0A)
        guard !table.entries.isEmpty else { return (output, diagnostics) }
        let context = TableContext(table)
        for entry in table.entries {
            appendEntry(entry, in: table, context: context, to: &output, diagnostics: &diagnostics)
        }
        output.append(contentsOf: "</resources>\n".utf8)
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
        /// aapt2 makes everything in a file named donottranslate* untranslatable by default,
        /// and Android Lint everything under `<resources translatable="false">`.
        var translatableByDefault: Bool
        /// A file may bind `xliff` to another namespace (its `xliff:` elements were then read
        /// as unknown ones); `<xliff:g>` written for protected ranges must still mean xliff.
        var xliffIsRebound: Bool

        init(_ table: StringTable) {
            let fileName = table.path.split(separator: "/").last.map(String.init) ?? table.path
            let rootAttributes = table.details[AndroidFileDetails.self]?.attributes ?? []
            translatableByDefault = !fileName.contains("donottranslate")
                && rootAttributes[named: "translatable"].flatMap(AndroidValuesParser.parseBool) != false
            xliffIsRebound = rootAttributes
                .contains { $0.name == "xmlns:xliff" && $0.value != AndroidStringsWriter.knownNamespaces["xliff"] }
        }
    }

    private func entryText(_ entry: Entry, in table: StringTable, context: TableContext) -> (text: String?, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var output: [UInt8] = []
        guard appendEntry(entry, in: table, context: context, to: &output, diagnostics: &diagnostics) else { return (nil, diagnostics) }
        return (String(decoding: output, as: UTF8.self), diagnostics)
    }

    /// Appends the entry's lines (a whole file is written into one text); false, with an
    /// error, for a value Android cannot hold, and nothing appended.
    @discardableResult
    private func appendEntry(_ entry: Entry, in table: StringTable, context: TableContext, to output: inout [UInt8],
                             diagnostics: inout [Diagnostic]) -> Bool {
        let start = output.endIndex
        let declared = Set((table.details[AndroidFileDetails.self]?.attributes ?? []).compactMap {
            $0.name.hasPrefix("xmlns:") ? String($0.name.dropFirst(6)) : nil
        })
        if let problem = Self.unwritableAttribute(of: entry, declaredPrefixes: declared) {
            diagnostics.append(.error(AndroidDiagnosticID.valueNotRepresentable, at: entry.location ?? SourceLocation(path: table.path),
                                      "'\(entry.key.withVisibleControls)' is left out: \(problem)"))
            return false
        }
        if let comment = entry.comment {
            output.append(contentsOf: indentation.utf8)
            output.append(contentsOf: "<!-- ".utf8)
            output.append(contentsOf: commentText(comment, for: entry, in: table, diagnostics: &diagnostics).utf8)
            output.append(contentsOf: " -->\n".utf8)
        }
        var problems: [String] = []
        guard appendElement(for: entry, translatableByDefault: context.translatableByDefault,
                            xliffIsRebound: context.xliffIsRebound, to: &output, problems: &problems) else {
            output.removeSubrange(start...)
            let reason = dialect == .aapt2 ? "Android resources cannot hold as it is; convert it first (stringbridge convert)"
                : entry.product != nil ? "\(dialect.toolchainName) resources cannot hold (a variant for product '\(entry.product!)'; they have no products)"
                : "\(dialect.toolchainName) resources cannot hold"
            diagnostics.append(.error(AndroidDiagnosticID.valueNotRepresentable,
                                      at: entry.location ?? SourceLocation(path: table.path),
                                      "'\(entry.key)' holds a \(entry.value.kindName) value that \(reason)"))
            return false
        }
        for problem in problems {
            diagnostics.append(.warning(AndroidDiagnosticID.valueNotRepresentable, at: entry.location ?? SourceLocation(path: table.path),
                                        "'\(entry.key)': \(problem)"))
        }
        return true
    }

    /// The attributes of `<resources>` the table asks for, with declarations for the namespace
    /// prefixes its entries use.
    public func rootAttributes(for table: StringTable) -> [Attribute] {
        rootAttributes(fileAttributes: table.details[AndroidFileDetails.self]?.attributes ?? [], entries: table.entries)
    }

    // MARK: - Elements

    /// Appends the entry's element; false for a value the dialect cannot hold. What it holds
    /// only approximately goes to `problems`.
    private func appendElement(for entry: Entry, translatableByDefault: Bool, xliffIsRebound: Bool,
                               to output: inout [UInt8], problems: inout [String]) -> Bool {
        let details = entry.androidDetails
        let isAAPT2 = dialect == .aapt2
        if !isAAPT2 && entry.product != nil { return false }
        /// A text's content, by the dialect's rules.
        func appendText(_ styled: StyledText) {
            if styled.hasCrossingSpans { problems.append("its markup crosses (<a><b></a></b>), which XML cannot hold; written nested") }
            guard !isAAPT2 else { return AndroidTextEncoder.appendContent(for: styled, to: &output) }
            let encoded = KotlinMultiplatformTextEncoder.content(for: styled, isFormatted: entry.isFormatted, dialect: dialect)
            output.append(contentsOf: encoded.content.utf8)
            problems += encoded.problems
        }
        /// The start tag, with the entry's attributes.
        func appendStartTag(_ start: String) {
            output.append(contentsOf: indentation.utf8)
            output.append(contentsOf: start.utf8)
            appendAttributes(of: entry, details: details, translatableByDefault: translatableByDefault, to: &output)
            if xliffIsRebound && entry.value.containsProtectedRanges {
                output.append(contentsOf: " xmlns:xliff=\"\(Self.knownNamespaces["xliff"] ?? "")\"".utf8)
            }
            output.append(UInt8(ascii: ">"))
        }
        /// The start of a line of an element's children.
        func appendChildIndentation() {
            output.append(contentsOf: indentation.utf8)
            output.append(contentsOf: indentation.utf8)
        }
        switch entry.value {
        case .text(let styled):
            let isItem = details.element == .item && isAAPT2
            appendStartTag(isItem ? "<item type=\"string\"" : "<string")
            appendText(styled)
            output.append(contentsOf: (isItem ? "</item>\n" : "</string>\n").utf8)
        case .reference(let reference):
            // Neither Kotlin Multiplatform toolchain resolves references.
            guard isAAPT2 else { return false }
            appendStartTag("<string")
            XMLEscape.androidText.append(reference.description, to: &output)
            output.append(contentsOf: "</string>\n".utf8)
        case .plural(let plural):
            // moko's own files and documentation write <plural>.
            let name = dialect == .moko ? "plural" : "plurals"
            guard isAAPT2 || plural.forms.allSatisfy({ if case .text = $0.value { true } else { false } }) else { return false }
            appendStartTag("<\(name)")
            output.append(0x0A)
            for form in plural.forms {
                appendChildIndentation()
                output.append(contentsOf: "<item quantity=\"".utf8)
                output.append(contentsOf: form.category.rawValue.utf8)
                output.append(contentsOf: "\">".utf8)
                if case .text(let styled) = form.value { appendText(styled) } else { appendContent(of: form.value, to: &output) }
                output.append(contentsOf: "</item>\n".utf8)
            }
            output.append(contentsOf: indentation.utf8)
            output.append(contentsOf: "</\(name)>\n".utf8)
        case .array(let items):
            // moko-resources has no string arrays.
            guard dialect != .moko,
                  isAAPT2 || items.allSatisfy({ if case .text = $0 { true } else { false } }) else { return false }
            let name = details.element == .array && isAAPT2 ? "array" : "string-array"
            appendStartTag("<\(name)")
            output.append(0x0A)
            for item in items {
                appendChildIndentation()
                output.append(contentsOf: "<item>".utf8)
                if case .text(let styled) = item { appendText(styled) } else { appendContent(of: item, to: &output) }
                output.append(contentsOf: "</item>\n".utf8)
            }
            output.append(contentsOf: indentation.utf8)
            output.append(contentsOf: "</\(name)>\n".utf8)
        case .variableFormat, .device:
            return false
        }
        return true
    }

    private func appendContent(of item: ItemValue, to output: inout [UInt8]) {
        switch item {
        case .text(let styled): AndroidTextEncoder.appendContent(for: styled, to: &output)
        case .reference(let reference): XMLEscape.androidText.append(reference.description, to: &output)
        }
    }

    private func appendAttributes(of entry: Entry, details: AndroidEntryDetails, translatableByDefault: Bool,
                                  to output: inout [UInt8]) {
        Self.appendAttribute("name", entry.key, to: &output)
        if entry.isTranslatable != translatableByDefault {
            Self.appendAttribute("translatable", entry.isTranslatable ? "true" : "false", to: &output)
        }
        // Neither Kotlin Multiplatform toolchain reads `formatted`; their text says it all.
        if !entry.isFormatted && dialect == .aapt2 { Self.appendAttribute("formatted", "false", to: &output) }
        if let product = entry.product { Self.appendAttribute("product", product, to: &output) }
        for attribute in details.attributes { Self.appendAttribute(attribute.name, attribute.value, to: &output) }
    }

    /// Appends ` name="value"`, the value escaped.
    static func appendAttribute(_ name: String, _ value: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: " "))
        output.append(contentsOf: name.utf8)
        output.append(contentsOf: "=\"".utf8)
        XMLEscape.attribute.append(value, to: &output)
        output.append(UInt8(ascii: "\""))
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
        let location = entry.location ?? SourceLocation(path: table.path)
        if comment.contains("--") {
            diagnostics.append(.warning(AndroidDiagnosticID.commentNotRepresentable, at: location,
                                        "the comment of '\(entry.key)' contains '--', which an XML comment cannot hold; written as '- -'"))
        }
        if let character = XMLCharacters.firstUnwritable(in: comment) {
            diagnostics.append(.warning(AndroidDiagnosticID.commentNotRepresentable, at: location,
                                        "the comment of '\(entry.key)' holds \(XMLCharacters.name(of: character)), which no XML file can hold; written as U+FFFD"))
        }
        return Self.representableComment(comment)
    }

    /// Why the entry's name or attributes cannot be written, or `nil`: a value holding a
    /// character XML cannot hold (an Apple key in `sb:key` may hold any), or an attribute name
    /// that is not an XML name (a record kept in a comment may say anything).
    private static func unwritableAttribute(of entry: Entry, declaredPrefixes: Set<String>) -> String? {
        let markup = markupAttributes(of: entry.value)
        let attributes = entry.androidDetails.attributes + markup
        let values = [("name", entry.key), ("product", entry.product ?? "")] + attributes.map { ($0.name, $0.value) }
        for (name, value) in values {
            if let character = XMLCharacters.firstUnwritable(in: value) {
                return "its \(name) holds \(XMLCharacters.name(of: character)), which no XML file can hold (aapt2 stops at it)"
            }
        }
        if let attribute = attributes.first(where: { !XMLCharacters.isName($0.name) }) {
            return "\"\(attribute.name.withVisibleControls)\" is not an XML attribute name"
        }
        // The start tag declares the known prefixes its attributes use (``rootAttributes``);
        // markup declares none but `xliff`, for `xliff:g`.
        let always = declaredPrefixes.union(["xml", "xmlns"])
        let entryPrefixes = always.union(knownNamespaces.keys)
        let markupPrefixes = entry.value.containsProtectedRanges ? always.union(["xliff"]) : always
        func isDeclared(_ name: String, in prefixes: Set<String>) -> Bool {
            guard let colon = name.firstIndex(of: ":") else { return true }
            return prefixes.contains(String(name[..<colon]))
        }
        let undeclared = entry.androidDetails.attributes.first { !isDeclared($0.name, in: entryPrefixes) }
            ?? markup.first { !isDeclared($0.name, in: markupPrefixes) }
        if let undeclared {
            return "the namespace prefix of \"\(undeclared.name)\" is not declared"
        }
        if let span = styledTexts(of: entry.value).lazy.flatMap(\.spans).first(where: { !XMLCharacters.isName($0.name) }) {
            return "\"\(span.name.withVisibleControls)\" is not an XML element name"
        }
        return nil
    }

    /// The attributes of the spans and `xliff:g` sections of the value's texts.
    private static func markupAttributes(of value: EntryValue) -> [Attribute] {
        styledTexts(of: value).flatMap { $0.spans.flatMap(\.attributes) + $0.protectedRanges.flatMap(\.attributes) }
    }

    private static func styledTexts(of value: EntryValue) -> [StyledText] {
        func texts(_ items: [ItemValue]) -> [StyledText] {
            items.compactMap { if case .text(let styled) = $0 { styled } else { nil } }
        }
        switch value {
        case .text(let styled): return [styled]
        case .plural(let forms): return texts(forms.forms.map(\.value))
        case .array(let items): return texts(items)
        default: return []
        }
    }

    /// The comment as an XML comment can hold it: `--` written as `- -`, and characters no
    /// XML file can hold as U+FFFD.
    public static func representableComment(_ comment: String) -> String {
        var text = comment
        if XMLCharacters.firstUnwritable(in: text) != nil {
            text = String(String.UnicodeScalarView(text.unicodeScalars.map {
                XMLCharacters.firstUnwritable(in: String($0)) == nil ? $0 : "\u{FFFD}"
            }))
        }
        while text.contains("--") { text = text.replacingOccurrences(of: "--", with: "- -") }
        return text
    }

    /// Escapes text for a double-quoted XML attribute value as the writer does
    /// (``XMLEscape/attribute``).
    public static func escapeAttribute(_ value: String) -> String {
        XMLEscape.attribute.escaped(value)
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
