#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CLibXML2

/// Limits that keep a hostile document from exhausting memory or time.
public struct XMLParseLimits: Sendable {
    /// The most bytes of text that internal entity expansion may produce in one document.
    public var maximumExpandedBytes: Int
    /// The most entity references that may be resolved in one document.
    public var maximumEntityReferences: Int

    /// Creates limits.
    public init(maximumExpandedBytes: Int, maximumEntityReferences: Int) {
        self.maximumExpandedBytes = maximumExpandedBytes
        self.maximumEntityReferences = maximumEntityReferences
    }

    /// Limits generous for real resource files (which use a handful of entities a few
    /// hundred times) and small enough to stop a "billion laughs" document in milliseconds:
    /// 1 MiB of expanded text or 8 times the document's size, whichever is larger.
    public static func `default`(documentSize: Int) -> XMLParseLimits {
        XMLParseLimits(maximumExpandedBytes: max(1 << 20, documentSize * 8),
                       maximumEntityReferences: max(100_000, documentSize))
    }
}

/// Streams an XML document through libxml2's SAX2 interface into an ``XMLEventHandler``.
///
/// Safety: the parser never loads external entities, external DTDs or anything from the
/// network. Internal entities declared in the document's own DTD are expanded, within
/// ``XMLParseLimits``.
///
/// - Important: The first parse installs an external-entity loader that refuses everything
///   (`xmlSetExternalEntityLoader`), and libxml2 keeps it for the whole process: any other
///   code in the same process that uses libxml2 can no longer load external entities or
///   DTDs either. For a tool that reads untrusted files that is the safe default; a program
///   that needs external entities elsewhere must not link this module.
public enum XMLStreamParser {
    /// Parses a whole document held in memory.
    ///
    /// Problems are reported to the handler; after a fatal problem no further events arrive.
    ///
    /// - Parameters:
    ///   - bytes: The document's bytes, in any encoding libxml2 detects (UTF-8, UTF-16 with
    ///     a byte-order mark, or one named in the XML declaration).
    ///   - handler: Receives the events.
    ///   - limits: Entity-expansion limits; by default ``XMLParseLimits/default(documentSize:)``.
    public static func parse(_ bytes: UnsafeRawBufferPointer, handler: XMLEventHandler,
                             limits: XMLParseLimits? = nil) {
        _ = LibXMLSetUp.done
        let session = ParseSession(handler: handler,
                                   limits: limits ?? .default(documentSize: bytes.count))
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count > 0 else {
            handler.problem(XMLProblem(level: .fatal, position: XMLPosition(line: 1, column: 1),
                                       message: "the document is empty", isExpansionLimit: false))
            return
        }
        guard let context = xmlCreateMemoryParserCtxt(base, Int32(clamping: bytes.count)) else {
            handler.problem(XMLProblem(level: .fatal, position: XMLPosition(line: 1, column: 1),
                                       message: "libxml2 could not create a parser", isExpansionLimit: false))
            return
        }
        session.context = context
        context.pointee.sax.pointee = ParseSession.makeSAXHandler()
        let unmanaged = Unmanaged.passRetained(session)
        context.pointee.userData = unmanaged.toOpaque()
        xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue))
        // xmlCtxtUseOptions sets replaceEntities from XML_PARSE_NOENT, which is off: internal
        // entities still reach us through the SAX events of their content, and external
        // parsed entities are never loaded.
        xmlParseDocument(context)
        if let document = context.pointee.myDoc {
            xmlFreeDoc(document)
            context.pointee.myDoc = nil
        }
        xmlFreeParserCtxt(context)
        session.finish()
        unmanaged.release()
    }
}

/// One-time, process-wide libxml2 set-up: initialise the library and refuse every attempt
/// to load an external resource (DTD, entity, XInclude), whatever the options say.
private enum LibXMLSetUp {
    static let done: Bool = {
        xmlInitParser()
        xmlSetExternalEntityLoader { _, _, _ in nil }
        return true
    }()
}

/// The state of one parse, reached from libxml2's callbacks through `userData`.
///
/// `userData` is this object rather than the parser context, so that SAX events of nested
/// parses (libxml2 parses internal entity content in a child context) still reach it.
private final class ParseSession {
    let handler: XMLEventHandler
    let limits: XMLParseLimits
    var context: xmlParserCtxtPtr?
    /// Where the previous event ended: the next start tag or text chunk begins here.
    var lastEventEnd: XMLPosition?
    /// Holds the internal subset's entity declarations (the parser looks entities up through us).
    var entityDocument: xmlDocPtr?
    var expandedBytes = 0
    var entityReferences = 0
    var stopped = false

    init(handler: XMLEventHandler, limits: XMLParseLimits) {
        self.handler = handler
        self.limits = limits
    }

    func finish() {
        if let entityDocument { xmlFreeDoc(entityDocument) }
        entityDocument = nil
    }

    /// The main document's current position.
    var currentPosition: XMLPosition {
        guard let input = context?.pointee.input else { return XMLPosition(line: 0, column: 0) }
        return XMLPosition(line: Int(input.pointee.line), column: Int(input.pointee.col))
    }

    /// Whether events come from inside an entity's replacement text.
    var isExpandingEntity: Bool { (context?.pointee.depth ?? 0) > 0 }

    /// The start of the current event, and records its end for the next one.
    func takeEventStart() -> XMLPosition {
        let end = currentPosition
        let start = isExpandingEntity ? end : (lastEventEnd ?? XMLPosition(line: end.line, column: 0))
        lastEventEnd = end
        return start
    }

    /// Without entity substitution, libxml2 leaves references in attribute values for the
    /// application: `&amp;` and `&#38;` arrive as `&#38;`, internal entities as `&name;`.
    /// This resolves them the way a DOM builder would (through our entity lookup, so the
    /// expansion limits hold).
    func decodeAttributeReferences(_ raw: UnsafeBufferPointer<UInt8>) -> String {
        guard let context else { return String(decoding: raw, as: UTF8.self) }
        var terminated = Array(raw)
        terminated.append(0)
        guard let decoded = xmlStringDecodeEntities(context, terminated, Int32(XML_SUBSTITUTE_REF), 0, 0, 0) else {
            return String(decoding: raw, as: UTF8.self)
        }
        defer { free(decoded) } // libxml2 allocates with malloc unless an application replaces xmlFree
        return String(cString: decoded)
    }

    func stop(because message: String) {
        guard !stopped else { return }
        stopped = true
        handler.problem(XMLProblem(level: .fatal, position: currentPosition, message: message, isExpansionLimit: true))
        if let context { xmlStopParser(context) }
    }

    static func from(_ pointer: UnsafeMutableRawPointer?) -> ParseSession {
        Unmanaged<ParseSession>.fromOpaque(pointer!).takeUnretainedValue()
    }

    static func string(_ pointer: UnsafePointer<xmlChar>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    // MARK: - The SAX2 handler

    /// A SAX2 handler whose callbacks forward to the session in `userData`.
    static func makeSAXHandler() -> xmlSAXHandler {
        var sax = xmlSAXHandler()
        sax.initialized = XML_SAX2_MAGIC
        sax.startElementNs = { userData, localName, prefix, uri, namespaceCount, namespaces, attributeCount, _, attributes in
            let session = ParseSession.from(userData)
            guard !session.stopped else { return }
            let position = session.takeEventStart()
            // libxml2 reports the start tag before consuming its closing `>`.
            if !session.isExpandingEntity, let cursor = session.context?.pointee.input.pointee.cur,
               cursor.pointee == UInt8(ascii: ">") {
                session.lastEventEnd?.column += 1
            }
            var declarations: [XMLNamespaceDeclaration] = []
            if let namespaces {
                for index in 0..<Int(namespaceCount) {
                    declarations.append(XMLNamespaceDeclaration(
                        prefix: ParseSession.string(namespaces[2 * index]),
                        uri: ParseSession.string(namespaces[2 * index + 1]) ?? ""))
                }
            }
            var parsedAttributes: [XMLAttribute] = []
            if let attributes {
                parsedAttributes.reserveCapacity(Int(attributeCount))
                for index in 0..<Int(attributeCount) {
                    let base = 5 * index
                    let valueStart = attributes[base + 3]!
                    let valueEnd = attributes[base + 4]!
                    let raw = UnsafeBufferPointer(start: valueStart, count: valueEnd - valueStart)
                    let value = raw.contains(UInt8(ascii: "&"))
                        ? session.decodeAttributeReferences(raw)
                        : String(decoding: raw, as: UTF8.self)
                    parsedAttributes.append(XMLAttribute(
                        localName: ParseSession.string(attributes[base]) ?? "",
                        prefix: ParseSession.string(attributes[base + 1]),
                        namespaceURI: ParseSession.string(attributes[base + 2]),
                        value: value))
                }
            }
            session.handler.startElement(XMLElementStart(
                localName: ParseSession.string(localName) ?? "",
                prefix: ParseSession.string(prefix),
                namespaceURI: ParseSession.string(uri),
                attributes: parsedAttributes,
                namespaceDeclarations: declarations,
                position: position))
        }
        sax.endElementNs = { userData, localName, _, uri in
            let session = ParseSession.from(userData)
            guard !session.stopped else { return }
            let position = session.takeEventStart()
            session.handler.endElement(localName: ParseSession.string(localName) ?? "",
                                       namespaceURI: ParseSession.string(uri), position: position)
        }
        let characters: charactersSAXFunc = { userData, bytes, length in
            let session = ParseSession.from(userData)
            guard !session.stopped, let bytes, length > 0 else { return }
            if session.isExpandingEntity {
                session.expandedBytes += Int(length)
                if session.expandedBytes > session.limits.maximumExpandedBytes {
                    session.stop(because: "entity expansion produced more than \(session.limits.maximumExpandedBytes) bytes; the document is rejected as unsafe")
                    return
                }
            }
            let start = session.takeEventStart()
            let end = session.isExpandingEntity ? start : session.currentPosition
            session.handler.text(UnsafeBufferPointer(start: bytes, count: Int(length)),
                                 at: XMLTextLocation(start: start, end: end))
        }
        sax.characters = characters
        sax.ignorableWhitespace = characters
        sax.cdataBlock = { userData, bytes, length in
            let session = ParseSession.from(userData)
            guard !session.stopped, let bytes, length > 0 else { return }
            var start = session.takeEventStart()
            if start.column > 0 { start.column += 9 } // past "<![CDATA["
            var end = session.currentPosition
            end.column -= 3 // before "]]>"
            if session.isExpandingEntity { end = start }
            session.handler.text(UnsafeBufferPointer(start: bytes, count: Int(length)),
                                 at: XMLTextLocation(start: start, end: end))
        }
        sax.comment = { userData, value in
            let session = ParseSession.from(userData)
            guard !session.stopped else { return }
            let position = session.takeEventStart()
            session.handler.comment(ParseSession.string(value) ?? "", at: position)
        }
        sax.processingInstruction = { userData, _, _ in
            _ = ParseSession.from(userData).takeEventStart()
        }
        sax.internalSubset = { userData, name, externalID, systemID in
            let session = ParseSession.from(userData)
            let document = xmlNewDoc(nil)
            session.entityDocument = document
            xmlCreateIntSubset(document, name, externalID, systemID)
        }
        sax.entityDecl = { userData, name, type, publicID, systemID, content in
            let session = ParseSession.from(userData)
            guard let document = session.entityDocument else { return }
            xmlAddDocEntity(document, name, type, publicID, systemID, content)
        }
        sax.getEntity = { userData, name in
            let session = ParseSession.from(userData)
            guard !session.stopped, let document = session.entityDocument else { return nil }
            session.entityReferences += 1
            if session.entityReferences > session.limits.maximumEntityReferences {
                session.stop(because: "more than \(session.limits.maximumEntityReferences) entity references; the document is rejected as unsafe")
                return nil
            }
            return xmlGetDocEntity(document, name)
        }
        sax.getParameterEntity = { userData, name in
            let session = ParseSession.from(userData)
            guard !session.stopped, let document = session.entityDocument else { return nil }
            return xmlGetParameterEntity(document, name)
        }
        sax.resolveEntity = { _, _, _ in nil }
        sax.isStandalone = { _ in 0 }
        sax.hasInternalSubset = { userData in
            ParseSession.from(userData).entityDocument == nil ? 0 : 1
        }
        sax.hasExternalSubset = { _ in 0 }
        sax.serror = { userData, error in
            guard let userData, let error else { return }
            let session = ParseSession.from(userData)
            guard !session.stopped else { return }
            let level: XMLProblem.Level
            switch error.pointee.level {
            case XML_ERR_WARNING: level = .warning
            case XML_ERR_ERROR: level = .error
            default: level = .fatal
            }
            var message = ParseSession.string(error.pointee.message.map { UnsafeRawPointer($0).assumingMemoryBound(to: xmlChar.self) }) ?? "XML error"
            while message.last == "\n" || message.last == " " { message.removeLast() }
            let fromMainDocument = error.pointee.ctxt == nil ||
                UnsafeMutableRawPointer(session.context) == error.pointee.ctxt
            let position = fromMainDocument
                ? XMLPosition(line: Int(error.pointee.line), column: Int(error.pointee.int2))
                : session.currentPosition
            let isLoop = error.pointee.code == Int32(XML_ERR_ENTITY_LOOP.rawValue)
            session.handler.problem(XMLProblem(level: level, position: position, message: message,
                                               isExpansionLimit: isLoop))
            if isLoop { session.stopped = true }
        }
        return sax
    }
}
