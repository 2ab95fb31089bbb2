import LocalizedStrings
import StreamingXML

/// The content of one `<string>` or `<item>` element as the XML parser delivered it: its
/// text in one byte buffer and the tags in between, in document order.
///
/// This is aapt2's `FlattenXmlSubtree` input: text becomes segments, un-namespaced tags
/// become spans, `<xliff:g>` marks untranslatable sections, other namespaced tags are
/// dropped with their text kept.
///
/// Every event is recorded as a ``Node`` that holds no reference (a tag's name and attributes
/// are kept apart, in ``tags``): nearly every string is text alone, and recording, reading
/// and clearing its events then costs no reference counting and no per-event destruction.
struct CapturedContent {
    /// A chunk of text: `bytes[start..<start + count]`, read from `location` in the file.
    struct TextChunk {
        var start: Int
        var count: Int
        var location: XMLTextLocation
    }

    /// The name and attributes of a span's start tag, or the attributes of `<xliff:g>`.
    struct Tag {
        var name: String
        var attributes: [Attribute]
    }

    /// One recorded event.
    enum Node {
        /// Text.
        case text(TextChunk)
        /// An un-namespaced start tag, ``tags``[index]: a span.
        case spanStart(tag: Int)
        /// The end of the innermost open span.
        case spanEnd
        /// `<xliff:g>`, whose attributes are ``tags``[index], starts an untranslatable section.
        case untranslatableStart(tag: Int)
        /// The `<xliff:g>` section ends.
        case untranslatableEnd
        /// Another namespaced tag (dropped; only ends a text segment).
        case ignoredBoundary
    }

    private enum OpenTag { case span, untranslatable, ignored }

    /// What only tags change, apart: text alone leaves it as new, so a string without tags
    /// (nearly every one) never clears it.
    private struct TagState {
        var tags: [Tag] = []
        var hasSpans = false
        var failure: (id: String, position: XMLPosition, message: String)?
        var unknownNamespaceElements: [(name: String, namespace: String, position: XMLPosition)] = []
        var openTags: [OpenTag] = []
        var isInsideUntranslatable = false
    }

    /// All text of the element, concatenated.
    private(set) var bytes: [UInt8] = []
    /// The events in order.
    private(set) var nodes: [Node] = []
    private var textChunkCount = 0
    private var tagState = TagState()

    /// The tags that span and `<xliff:g>` nodes name, in document order.
    var tags: [Tag] { tagState.tags }
    /// Whether any span was recorded (then aapt2 neither trims edges nor probes references).
    var hasSpans: Bool { tagState.hasSpans }
    /// Whether any tag was recorded: without one the content is a single text segment.
    var hasTags: Bool { nodes.count != textChunkCount }
    /// The first structural error met, which makes the whole value invalid.
    var failure: (id: String, position: XMLPosition, message: String)? { tagState.failure }
    /// Elements in unknown namespaces, which aapt2 warns about.
    var unknownNamespaceElements: [(name: String, namespace: String, position: XMLPosition)] {
        tagState.unknownNamespaceElements
    }

    static let xliffNamespace = "urn:oasis:names:tc:xliff:document:1.2"
    /// Stands for the namespace of an element whose prefix is not declared (an XML error
    /// reported separately); such tags are dropped like other namespaced ones.
    static let unboundPrefixNamespace = "urn:x-stringbridge:unbound-prefix"

    /// Empties the content for the next element, keeping the buffers' capacity.
    mutating func removeAll() {
        // Every tag (``startElement(_:)``, ``endElement()``) records a node that is not text.
        if hasTags { tagState = TagState() }
        bytes.removeAll(keepingCapacity: true)
        nodes.removeAll(keepingCapacity: true)
        textChunkCount = 0
    }

    mutating func appendText(_ buffer: UnsafeBufferPointer<UInt8>, at location: XMLTextLocation) {
        nodes.append(.text(TextChunk(start: bytes.count, count: buffer.count, location: location)))
        textChunkCount += 1
        bytes.append(contentsOf: buffer)
    }

    mutating func startElement(_ element: XMLElementStart) {
        guard let namespace = element.namespaceURI else {
            tagState.hasSpans = true
            tagState.openTags.append(.span)
            nodes.append(.spanStart(tag: tagState.tags.count))
            tagState.tags.append(Tag(name: element.localName, attributes: CapturedContent.spanAttributes(of: element)))
            return
        }
        if namespace == CapturedContent.xliffNamespace && element.localName == "g" {
            if tagState.isInsideUntranslatable {
                if tagState.failure == nil {
                    tagState.failure = (AndroidDiagnosticID.nestedXliff, element.position, "illegal nested XLIFF 'g' tag")
                }
                tagState.openTags.append(.ignored)
                nodes.append(.ignoredBoundary)
            } else {
                tagState.isInsideUntranslatable = true
                tagState.openTags.append(.untranslatable)
                nodes.append(.untranslatableStart(tag: tagState.tags.count))
                tagState.tags.append(Tag(name: element.localName, attributes: element.attributes.map {
                    Attribute(name: $0.qualifiedName, value: $0.value)
                }))
            }
            return
        }
        if namespace != CapturedContent.xliffNamespace && namespace != CapturedContent.unboundPrefixNamespace {
            tagState.unknownNamespaceElements.append((element.localName, namespace, element.position))
        }
        tagState.openTags.append(.ignored)
        nodes.append(.ignoredBoundary)
    }

    mutating func endElement() {
        switch tagState.openTags.popLast() {
        case .span: nodes.append(.spanEnd)
        case .untranslatable:
            tagState.isInsideUntranslatable = false
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
        for case let .text(chunk) in nodes where index >= chunk.start && index <= chunk.start + chunk.count {
            best = chunk.location.position(ofByte: index - chunk.start, in: bytes[chunk.start..<(chunk.start + chunk.count)])
            if index < chunk.start + chunk.count { break }
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
