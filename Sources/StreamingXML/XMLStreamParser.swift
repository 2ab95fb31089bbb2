#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CLibXML2

/// Streams an XML document through libxml2's SAX2 interface into an ``XMLEventHandler`` (or
/// an ``XMLStreamHandler``, which reads tags in place).
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
    /// Problems are reported to the handler, one line each; after the first fatal problem
    /// nothing more arrives (except, at the end, a count of problems past
    /// ``XMLParseLimits/maximumProblems``).
    ///
    /// - Parameters:
    ///   - bytes: The document's bytes, in any encoding libxml2 detects (UTF-8, UTF-16 with
    ///     a byte-order mark, or one named in the XML declaration).
    ///   - handler: Receives the events.
    ///   - limits: What the document may cost; by default ``XMLParseLimits/default(documentSize:)``.
    public static func parse(_ bytes: UnsafeRawBufferPointer, handler: any XMLStreamHandler,
                             limits: XMLParseLimits? = nil) {
        _ = LibXMLSetUp.done
        let session = XMLParseSession(handler: handler,
                                   limits: limits ?? .default(documentSize: bytes.count))
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count > 0 else {
            handler.problem(XMLProblem(level: .fatal, position: XMLPosition(line: 1, column: 1),
                                       message: "the document is empty"))
            return
        }
        let limit = session.limits.maximumAttributesPerElement
        if let crowded = XMLAttributeCount.firstTag(in: bytes.bindMemory(to: UInt8.self), over: limit) {
            handler.problem(XMLProblem(level: .fatal, position: position(of: crowded.offset, in: bytes),
                                       message: "an element has more than \(limit) attributes (at most \(limit) per element); the document is rejected as unsafe",
                                       kind: .limit))
            return
        }
        guard let context = xmlCreateMemoryParserCtxt(base, Int32(clamping: bytes.count)) else {
            handler.problem(XMLProblem(level: .fatal, position: XMLPosition(line: 1, column: 1),
                                       message: "libxml2 could not create a parser"))
            return
        }
        session.context = context
        context.pointee.sax.pointee = XMLParseSession.makeSAXHandler()
        let unmanaged = Unmanaged.passRetained(session)
        context.pointee.userData = unmanaged.toOpaque()
        xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue))
        // xmlCtxtUseOptions sets replaceEntities from XML_PARSE_NOENT, which is off: internal
        // entities still reach us through the SAX events of their content, and external
        // parsed entities are never loaded.
        // Errors raised without a parser context (encoding conversion, I/O) go to the thread's
        // structured-error handler, which would print them on stderr: route them to this
        // parse for its duration. libxml2 keeps the handler per thread.
        let previousHandler = __xmlStructuredError().pointee
        let previousContext = __xmlStructuredErrorContext().pointee
        xmlSetStructuredErrorFunc(unmanaged.toOpaque()) { userData, error in
            guard let userData, let error else { return }
            XMLParseSession.from(userData).report(UnsafePointer(error))
        }
        xmlParseDocument(context)
        xmlSetStructuredErrorFunc(previousContext, previousHandler)
        if let document = context.pointee.myDoc {
            xmlFreeDoc(document)
            context.pointee.myDoc = nil
        }
        xmlFreeParserCtxt(context)
        session.finish()
        unmanaged.release()
    }
}

/// The line and column (in characters) of a byte offset of a UTF-8 document.
private func position(of offset: Int, in bytes: UnsafeRawBufferPointer) -> XMLPosition {
    var line = 1, column = 1
    for byte in bytes.prefix(offset) {
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }
    return XMLPosition(line: line, column: column)
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
