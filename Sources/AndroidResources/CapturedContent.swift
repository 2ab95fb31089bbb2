import LocalizedStrings
import StreamingXML

/// The content of one `<string>` or `<item>` element as the XML parser delivered it: its
/// text in one byte buffer and the tags in between, in document order.
///
/// This is aapt2's `FlattenXmlSubtree` input: text becomes segments, un-namespaced tags
/// become spans, `<xliff:g>` marks untranslatable sections, other namespaced tags are
/// dropped with their text kept.
struct CapturedContent {
    /// One recorded event.
    enum Node {
        /// Text occupying `bytes[start..<start + count]`, read from `location` in the file.
        case text(start: Int, count: Int, location: XMLTextLocation)
        /// An un-namespaced start tag: a span.
        case spanStart(name: String, attributes: [Attribute])
        /// The end of the innermost open span.
        case spanEnd
        /// `<xliff:g>` starts an untranslatable section.
        case untranslatableStart(attributes: [Attribute])
        /// The `<xliff:g>` section ends.
        case untranslatableEnd
        /// Another namespaced tag (dropped; only ends a text segment).
        case ignoredBoundary
    }

    private enum OpenTag { case span, untranslatable, ignored }

    /// All text of the element, concatenated.
    private(set) var bytes: [UInt8] = []
    /// The events in order.
    private(set) var nodes: [Node] = []
    /// Whether any span was recorded (then aapt2 neither trims edges nor probes references).
    private(set) var hasSpans = false
    /// The first structural error met, which makes the whole value invalid.
    private(set) var failure: (id: String, position: XMLPosition, message: String)?
    /// Elements in unknown namespaces, which aapt2 warns about.
    private(set) var unknownNamespaceElements: [(name: String, namespace: String, position: XMLPosition)] = []

    private var openTags: [OpenTag] = []
    private var isInsideUntranslatable = false

    static let xliffNamespace = "urn:oasis:names:tc:xliff:document:1.2"
    /// Stands for the namespace of an element whose prefix is not declared (an XML error
    /// reported separately); such tags are dropped like other namespaced ones.
    static let unboundPrefixNamespace = "urn:x-stringbridge:unbound-prefix"

    /// Empties the content for the next element, keeping the buffers' capacity.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        nodes.removeAll(keepingCapacity: true)
        hasSpans = false
        failure = nil
        unknownNamespaceElements.removeAll()
        openTags.removeAll(keepingCapacity: true)
        isInsideUntranslatable = false
    }

    mutating func appendText(_ buffer: UnsafeBufferPointer<UInt8>, at location: XMLTextLocation) {
        nodes.append(.text(start: bytes.count, count: buffer.count, location: location))
        bytes.append(contentsOf: buffer)
    }

    mutating func startElement(_ element: XMLElementStart) {
        guard let namespace = element.namespaceURI else {
            hasSpans = true
            openTags.append(.span)
            nodes.append(.spanStart(name: element.localName, attributes: CapturedContent.spanAttributes(of: element)))
            return
        }
        if namespace == CapturedContent.xliffNamespace && element.localName == "g" {
            if isInsideUntranslatable {
                if failure == nil {
                    failure = (AndroidDiagnosticID.nestedXliff, element.position, "illegal nested XLIFF 'g' tag")
                }
                openTags.append(.ignored)
                nodes.append(.ignoredBoundary)
            } else {
                isInsideUntranslatable = true
                openTags.append(.untranslatable)
                nodes.append(.untranslatableStart(attributes: element.attributes.map {
                    Attribute(name: $0.qualifiedName, value: $0.value)
                }))
            }
            return
        }
        if namespace != CapturedContent.xliffNamespace && namespace != CapturedContent.unboundPrefixNamespace {
            unknownNamespaceElements.append((element.localName, namespace, element.position))
        }
        openTags.append(.ignored)
        nodes.append(.ignoredBoundary)
    }

    mutating func endElement() {
        switch openTags.popLast() {
        case .span: nodes.append(.spanEnd)
        case .untranslatable:
            isInsideUntranslatable = false
            nodes.append(.untranslatableEnd)
        case .ignored, nil: nodes.append(.ignoredBoundary)
        }
    }

    /// The raw text, before escapes: what aapt2 probes for `@` references and `@null`.
    var rawText: ArraySlice<UInt8> { bytes[...] }

    /// Where byte `index` of ``bytes`` is in the file, exactly when the chunk holding it is
    /// literal source text, else at the start of that chunk (an entity or reference).
    func position(ofByte index: Int) -> XMLPosition? {
        var best: XMLPosition?
        for case let .text(start, count, location) in nodes where index >= start && index <= start + count {
            best = location.position(ofByte: index - start, in: bytes[start..<(start + count)])
            if index < start + count { break }
        }
        return best
    }

    /// aapt2's span name takes the attributes in its pull parser's order: sorted by
    /// namespace URI, then by local name.
    private static func spanAttributes(of element: XMLElementStart) -> [Attribute] {
        element.attributes
            .sorted { ($0.namespaceURI ?? "", $0.localName) < ($1.namespaceURI ?? "", $1.localName) }
            .map { Attribute(name: $0.localName, value: $0.value) }
    }
}
