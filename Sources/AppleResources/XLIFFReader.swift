import LocalizedStrings
import StreamingXML
import SystemSupport

/// Reads an XLIFF 1.2 document, as Xcode writes it into a Localization Catalog (`Localized
/// Contents/<lang>.xliff`) and translation tools give it back, into one table of format
/// ``ResourceFormat/xliff`` per `<file>` element: its units, in document order (an entry per
/// `<trans-unit>`: key = `id`, text = `<target>`, state = the target's `state`, comment =
/// `<note>`; ``XLIFFUnitDetails`` keeps the source and the rest).
///
/// Bad XLIFF is reported at file:line:col and left out as widely as its cause: a document that
/// is not well-formed XML, or whose root is not `<xliff version="1.2">` in XLIFF 1.2's namespace,
/// gives no table; a `<file>` without `original` or `source-language`, whose `target-language`
/// is not the document's (or the one expected), or with a `<trans-unit>` without `id`, is left
/// out alone. Inline elements in a source or target (`<g>`, `<ph>`, `<x/>`) are read as their
/// text, as Xcode imports them, with a warning; other elements of a unit are kept.
///
/// Like every reader here it never loads external entities or DTDs (``XMLStreamParser``).
public struct XLIFFReader: Sendable {
    /// XLIFF 1.2's namespace.
    public static let namespace = "urn:oasis:names:tc:xliff:document:1.2"

    /// The target language every `<file>` must have (a Localization Catalog's `targetLocale`),
    /// or `nil` for that of the document's first `<file>`.
    public var expectedTargetLanguage: String?

    /// Creates a reader.
    public init(expectedTargetLanguage: String? = nil) {
        self.expectedTargetLanguage = expectedTargetLanguage
    }

    /// Reads a file.
    public func read(fileAt path: String) -> (tables: [StringTable], diagnostics: [Diagnostic]) {
        switch FileBytes.contents(atPath: path) {
        case .success(let bytes): return read(bytes: bytes, path: path)
        case .failure(let failure): return ([], [failure.diagnostic(AppleDiagnosticID.unreadableFile, path: path)])
        }
    }

    /// Reads a document's bytes; never more than ``Diagnostic/maximumPerFile`` diagnostics.
    public func read(bytes: [UInt8], path: String) -> (tables: [StringTable], diagnostics: [Diagnostic]) {
        let builder = Builder(path: path, expectedTargetLanguage: expectedTargetLanguage)
        bytes.withUnsafeBytes { XMLStreamParser.parse($0, handler: builder) }
        if builder.failed { return ([], builder.diagnostics.limitedPerFile(path: path)) }
        if !builder.sawRoot {
            builder.diagnostics.append(.error(AppleDiagnosticID.malformedXLIFF, at: SourceLocation(path: path, line: 1),
                                              "no <xliff> element; this is not an XLIFF document"))
            return ([], builder.diagnostics)
        }
        return (builder.tables, builder.diagnostics.limitedPerFile(path: path))
    }

    private final class Builder: XMLEventHandler {
        let path: String
        var expectedTargetLanguage: String?
        var tables: [StringTable] = []
        var diagnostics: [Diagnostic] = []
        var failed = false
        var sawRoot = false

        /// Where the reader is: the elements open, outermost first.
        private var open: [String] = []
        private var file: (table: StringTable, details: XLIFFFileDetails, failed: Bool, indexOfID: [String: Int])?
        private var unit: (id: String?, position: XMLPosition, details: XLIFFUnitDetails, target: String?, state: String?,
                           note: String?)?
        /// The text of the `<source>`, `<target>` or `<note>` being read, and its element.
        private var collecting: (element: String, text: [UInt8])?
        /// An element of a unit that is kept as XML, being written, and how deep it is.
        private var kept: (xml: String, depth: Int)?
        private var inlineWarned = false

        init(path: String, expectedTargetLanguage: String?) {
            self.path = path
            self.expectedTargetLanguage = expectedTargetLanguage
        }

        private func location(_ position: XMLPosition) -> SourceLocation {
            // The document's first element has no event before it to start where it ended.
            SourceLocation(path: path, line: position.line, column: max(position.column, 1))
        }

        func startElement(_ element: XMLElementStart) {
            guard !failed else { return }
            defer { open.append(element.localName) }
            if var kept = kept.take() {
                kept.xml += Self.startTag(element)
                kept.depth += 1
                self.kept = kept
                return
            }
            guard sawRoot else { return startRoot(element) }
            guard element.namespaceURI == XLIFFReader.namespace else {
                if unit != nil, collecting == nil { kept = (Self.startTag(element), 1) }
                return
            }
            if collecting != nil {
                // Inline markup (<g>, <ph>, <x/>): read as its text, as Xcode imports it.
                if !inlineWarned {
                    inlineWarned = true
                    let container = collecting?.element ?? ""
                    diagnostics.append(.warning(AppleDiagnosticID.xliffInlineMarkup, at: location(element.position),
                                                "<\(element.localName)> inside <\(container)> is read as its text; Apple's files have no markup"))
                }
                return
            }
            switch element.localName {
            case "file" where file == nil: startFile(element)
            case "tool" where open.last == "header" && file != nil:
                file?.details.tool = element.attributes.map { Attribute(name: $0.qualifiedName, value: $0.value) }
            case "trans-unit" where file != nil && unit == nil: startUnit(element)
            case "source", "target", "note":
                guard unit != nil, open.last == "trans-unit" else {
                    if unit != nil { kept = (Self.startTag(element), 1) }
                    return
                }
                if element.localName == "target" {
                    unit?.state = element.attribute("state")
                    unit?.details.targetAttributes = element.attributes.filter { $0.qualifiedName != "state" }
                        .map { Attribute(name: $0.qualifiedName, value: $0.value) }
                } else if element.localName == "note" {
                    unit?.details.noteAttributes = element.attributes.map { Attribute(name: $0.qualifiedName, value: $0.value) }
                }
                collecting = (element.localName, [])
            default:
                if unit != nil { kept = (Self.startTag(element), 1) }
            }
        }

        func endElement(localName: String, namespaceURI: String?, position: XMLPosition) {
            guard !failed else { return }
            open.removeLast()
            if var kept = kept.take() {
                kept.xml += "</\(localName)>"
                kept.depth -= 1
                if kept.depth == 0 {
                    unit?.details.otherElements.append(kept.xml)
                    self.kept = nil
                } else {
                    self.kept = kept
                }
                return
            }
            guard namespaceURI == XLIFFReader.namespace else { return }
            if let collecting, collecting.element == localName, open.last == "trans-unit" {
                let text = String(decoding: collecting.text, as: UTF8.self)
                switch localName {
                case "source": unit?.details.source = text
                case "target": unit?.target = text
                default:
                    let isEmpty = text.isEmpty && unit?.details.noteAttributes.isEmpty == true
                    unit?.note = isEmpty ? nil : text
                    unit?.details.hasNote = true
                }
                self.collecting = nil
                return
            }
            guard collecting == nil else { return }
            switch localName {
            case "trans-unit" where unit != nil: endUnit()
            case "file" where file != nil: endFile()
            default: break
            }
        }

        private func startRoot(_ element: XMLElementStart) {
            sawRoot = true
            guard element.localName == "xliff", element.namespaceURI == XLIFFReader.namespace else {
                let namespace = element.namespaceURI.map { "namespace \($0)" } ?? "no namespace"
                return fail("the root element is <\(element.localName)> in \(namespace); an XLIFF 1.2 document is <xliff> in namespace \(XLIFFReader.namespace)",
                            at: element.position)
            }
            if let version = element.attribute("version"), version != "1.2" {
                fail("XLIFF version \(version) is not read; only XLIFF 1.2 (what Xcode exchanges) is", at: element.position)
            }
        }

        private func startFile(_ element: XMLElementStart) {
            var details = XLIFFFileDetails(original: element.attribute("original") ?? "", sourceLanguage: element.attribute("source-language") ?? "",
                                           targetLanguage: element.attribute("target-language"), datatype: element.attribute("datatype"))
            let known: Set<String> = ["original", "source-language", "target-language", "datatype"]
            details.otherAttributes = element.attributes.filter { !known.contains($0.qualifiedName) }
                .map { Attribute(name: $0.qualifiedName, value: $0.value) }
            var failedFile = false
            if element.attribute("original") == nil || details.original.isEmpty {
                fileError("this <file> has no original; it is left out", at: element.position)
                failedFile = true
            } else if details.sourceLanguage.isEmpty {
                fileError("<file original=\"\(details.original)\"> has no source-language; it is left out", at: element.position)
                failedFile = true
            } else if let target = details.targetLanguage {
                if let expected = expectedTargetLanguage, LanguageTag(target) != LanguageTag(expected) {
                    diagnostics.append(.error(AppleDiagnosticID.xliffLanguageMismatch, at: location(element.position),
                                              "<file original=\"\(details.original)\"> has target-language \(target), but this document is for \(expected); it is left out"))
                    failedFile = true
                } else if expectedTargetLanguage == nil {
                    expectedTargetLanguage = target
                }
            } else {
                fileError("<file original=\"\(details.original)\"> has no target-language; it is left out", at: element.position)
                failedFile = true
            }
            let table = StringTable(path: path, format: .xliff, locale: details.targetLanguage.flatMap(LanguageTag.init))
            file = (table, details, failedFile, [:])
        }

        private func startUnit(_ element: XMLElementStart) {
            let id = element.attribute("id")
            if id == nil, file?.failed == false {
                let original = file?.details.original ?? ""
                fileError("a <trans-unit> has no id, so its translation cannot be placed; <file original=\"\(original)\"> is left out",
                          at: element.position)
                file?.failed = true
            }
            var details = XLIFFUnitDetails(source: "", hasTarget: false, hasNote: false)
            details.unitAttributes = element.attributes.filter { !($0.localName == "id" && $0.namespaceURI == nil) && $0.qualifiedName != "xml:space" }
                .map { Attribute(name: $0.qualifiedName, value: $0.value) }
            unit = (id, element.position, details, nil, nil, nil)
        }

        private func endUnit() {
            // The file is taken out while a unit is added, so that its entries are not copied.
            guard let unit, let id = unit.id, var file = file.take() else { return self.unit = nil }
            self.unit = nil
            let entry = Entry.xliffUnit(id: id, source: unit.details.source, target: unit.target, state: unit.state, note: unit.note,
                                        details: unit.details, location: location(unit.position))
            if let earlier = file.indexOfID[id] {
                diagnostics.append(.warning(AppleDiagnosticID.duplicateKey, at: location(unit.position),
                                            "the unit \"\(id)\" is defined twice in <file original=\"\(file.details.original)\"> (first at line \(file.table.entries[earlier].location?.line ?? 0)); the last one is read"))
                file.table.entries[earlier] = entry
            } else {
                file.indexOfID[id] = file.table.entries.count
                file.table.entries.append(entry)
            }
            self.file = file
        }

        private func endFile() {
            guard var file else { return }
            self.file = nil
            guard !file.failed else { return }
            file.table.details = FormatDetails(file.details)
            tables.append(file.table)
        }

        func text(_ bytes: UnsafeBufferPointer<UInt8>, at location: XMLTextLocation) {
            guard !failed else { return }
            if var kept = kept.take() {
                kept.xml += XMLEscape.text.escaped(String(decoding: bytes, as: UTF8.self))
                self.kept = kept
            } else if collecting != nil {
                collecting!.text.append(contentsOf: bytes)
            }
        }

        func comment(_ text: String, at position: XMLPosition) {}

        func problem(_ problem: XMLProblem) {
            switch (problem.kind, problem.level) {
            case (.externalEntity, _):
                diagnostics.append(.warning(AppleDiagnosticID.externalEntity, at: location(problem.position), problem.message))
            case (.syntax, .warning):
                break
            case (.limit, _):
                diagnostics.append(.error(AppleDiagnosticID.unsafeEntityExpansion, at: location(problem.position), problem.message))
                failed = true
            default:
                fail("xml parser error: \(problem.message)", at: problem.position)
            }
        }

        /// An error that leaves the whole document out.
        private func fail(_ message: String, at position: XMLPosition) {
            diagnostics.append(.error(AppleDiagnosticID.malformedXLIFF, at: location(position), message))
            failed = true
        }

        /// An error that leaves one `<file>` out.
        private func fileError(_ message: String, at position: XMLPosition) {
            diagnostics.append(.error(AppleDiagnosticID.malformedXLIFF, at: location(position), message))
        }

        /// A start tag written back as XML (an element kept as it is).
        private static func startTag(_ element: XMLElementStart) -> String {
            let name = element.prefix.map { "\($0):\(element.localName)" } ?? element.localName
            var tag = "<" + name
            for declaration in element.namespaceDeclarations {
                tag += " xmlns" + (declaration.prefix.map { ":" + $0 } ?? "") + "=\"" + XLIFFWriter.escapedAttribute(declaration.uri) + "\""
            }
            for attribute in element.attributes {
                tag += " " + attribute.qualifiedName + "=\"" + XLIFFWriter.escapedAttribute(attribute.value) + "\""
            }
            return tag + ">"
        }
    }
}
