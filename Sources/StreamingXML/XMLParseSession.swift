#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CLibXML2

/// The state of one parse, reached from libxml2's callbacks through `userData`.
///
/// `userData` is this object rather than the parser context, so that SAX events of nested
/// parses (libxml2 parses internal entity content in a child context) still reach it.
///
/// Every event is charged to an output budget (``XMLParseLimits/maximumOutputBytes``), so
/// that no expansion — text, elements, default attributes, references in attribute values —
/// makes the handler do more work than a fixed factor of the document's size.
final class XMLParseSession {
    let handler: any XMLStreamHandler
    let limits: XMLParseLimits
    var context: xmlParserCtxtPtr?
    /// Where the previous event ended: the next start tag or text chunk begins here.
    var lastEventEnd: XMLPosition?
    /// Holds the internal subset's entity declarations (the parser looks entities up through us).
    var entityDocument: xmlDocPtr?
    /// The output charged so far.
    var outputBytes = 0
    var entityReferences = 0
    /// Set once the document is rejected or a fatal error was reported: nothing more is passed on.
    var stopped = false
    /// Problems reported, and those left out past ``XMLParseLimits/maximumProblems``.
    var reportedProblems = 0
    var omittedProblems = 0
    var omittedLevel: XMLProblem.Level = .warning
    var firstOmittedPosition: XMLPosition?
    /// External entities already reported, by name.
    var reportedExternalEntities: Set<String> = []
    /// Upper bounds of the expanded size of internal entities, by name (see ``expansionBound(of:depth:)``).
    var expansionBounds: [String: Int] = [:]
    /// The element and attribute names, prefixes and namespace URIs met so far.
    let names = XMLNameTable()
    /// The values of the current start tag's attributes that hold references, decoded before
    /// the tag is passed on (see ``decodeAttributeReferences(_:)``), by index; empty when none does.
    var decodedAttributeValues: [String?] = []

    /// The fixed cost of an event besides its bytes: what a handler spends on any event.
    static let eventCost = 4

    init(handler: any XMLStreamHandler, limits: XMLParseLimits) {
        self.handler = handler
        self.limits = limits
    }

    func finish() {
        if let entityDocument { xmlFreeDoc(entityDocument) }
        entityDocument = nil
        if omittedProblems > 0 {
            handler.problem(XMLProblem(level: omittedLevel, position: firstOmittedPosition ?? XMLPosition(line: 1, column: 1),
                                       message: "\(omittedProblems) more XML problem\(omittedProblems == 1 ? " is" : "s are") not shown (at most \(limits.maximumProblems) per file)",
                                       kind: .omitted))
        }
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

    // MARK: - Limits

    /// Charges `bytes` of output (plus the fixed cost of an event); false, after stopping the
    /// parse, when that exceeds the budget.
    func spend(_ bytes: Int) -> Bool {
        outputBytes += bytes + Self.eventCost
        guard outputBytes > limits.maximumOutputBytes else { return true }
        stop(because: "the document produces more than \(limits.maximumOutputBytes) bytes of text and markup (\(XMLParseLimits.outputFactor) times its size plus 1 MiB), through entities that expand to much more than they take; the document is rejected as unsafe")
        return false
    }

    /// Reports a problem that rejects the document, and stops the parse.
    func stop(because message: String) {
        guard !stopped else { return }
        report(XMLProblem(level: .fatal, position: currentPosition, message: message, kind: .limit))
        halt()
    }

    /// Stops the parse without a problem of its own: nothing more reaches the handler.
    func halt() {
        stopped = true
        if let context { xmlStopParser(context) }
    }

    /// Passes a problem on, up to ``XMLParseLimits/maximumProblems``; counts the rest.
    func report(_ problem: XMLProblem) {
        guard reportedProblems < limits.maximumProblems else {
            omittedProblems += 1
            if firstOmittedPosition == nil { firstOmittedPosition = problem.position }
            if problem.level == .fatal || (problem.level == .error && omittedLevel == .warning) { omittedLevel = problem.level }
            return
        }
        reportedProblems += 1
        handler.problem(problem)
    }

    // MARK: - Entities

    /// Without entity substitution, libxml2 leaves references in attribute values for the
    /// application: `&amp;` and `&#38;` arrive as `&#38;`, internal entities as `&name;`.
    /// This resolves them the way a DOM builder would (through our entity lookup, so the
    /// limits hold), after checking that the result fits in the output budget.
    func decodeAttributeReferences(_ raw: UnsafeBufferPointer<UInt8>) -> String? {
        guard let context else { return String(decoding: raw, as: UTF8.self) }
        let bound = expansionBound(of: raw, depth: 0)
        guard bound <= limits.maximumOutputBytes - outputBytes else {
            stop(because: "an attribute value expands to more than the \(limits.maximumOutputBytes) bytes of text and markup this document may produce; the document is rejected as unsafe")
            return nil
        }
        var terminated = Array(raw)
        terminated.append(0)
        guard let decoded = xmlStringDecodeEntities(context, terminated, Int32(XML_SUBSTITUTE_REF), 0, 0, 0) else {
            return String(decoding: raw, as: UTF8.self)
        }
        defer { free(decoded) } // libxml2 allocates with malloc unless an application replaces xmlFree
        let value = String(cString: decoded)
        return spend(value.utf8.count) ? value : nil
    }

    /// An upper bound of the bytes `text` expands to when its entity references are replaced:
    /// a character reference gives at most 4 bytes, an internal entity its own bound. A loop, or
    /// a nesting deeper than 40, gives `Int.max`.
    func expansionBound(of text: UnsafeBufferPointer<UInt8>, depth: Int) -> Int {
        guard depth <= 40 else { return .max }
        var total = 0
        var index = 0
        while index < text.count {
            guard text[index] == UInt8(ascii: "&"),
                  let end = text[index...].firstIndex(of: UInt8(ascii: ";")) else {
                total += 1
                index += 1
                continue
            }
            let name = String(decoding: UnsafeBufferPointer(rebasing: text[(index + 1)..<end]), as: UTF8.self)
            total = total.addingSaturating(name.hasPrefix("#") ? 4 : expansionBound(ofEntity: name, depth: depth + 1))
            index = end + 1
        }
        return total
    }

    private func expansionBound(ofEntity name: String, depth: Int) -> Int {
        if let known = expansionBounds[name] { return known }
        guard let entityDocument, let entity = xmlGetDocEntity(entityDocument, name), let content = entity.pointee.content else {
            return name.utf8.count + 2 // a predefined or undefined entity stays about its own size
        }
        expansionBounds[name] = .max // a reference back to this entity while measuring it is a loop
        let length = Int(xmlStrlen(content))
        let bound = content.withMemoryRebound(to: UInt8.self, capacity: length) {
            expansionBound(of: UnsafeBufferPointer(start: $0, count: length), depth: depth)
        }
        expansionBounds[name] = bound
        return bound
    }

    /// Says, once per name, that an external entity is not loaded and reads as empty text.
    func noteExternalEntity(_ entity: xmlEntityPtr, name: String) {
        guard reportedExternalEntities.insert(name).inserted else { return }
        let kind = entity.pointee.etype == XML_EXTERNAL_GENERAL_UNPARSED_ENTITY ? "unparsed external entity" : "external entity"
        report(XMLProblem(level: .warning, position: currentPosition,
                          message: "the \(kind) '&\(name);' is not loaded (StringBridge never reads files or the network a document names); it reads as empty text",
                          kind: .externalEntity))
    }

    // MARK: - Errors

    /// A problem from libxml2's error structure: one line, at the main document's position.
    func report(_ error: UnsafePointer<xmlError>) {
        guard !stopped else { return }
        let level: XMLProblem.Level
        switch error.pointee.level {
        case XML_ERR_WARNING: level = .warning
        case XML_ERR_ERROR: level = .error
        default: level = .fatal
        }
        var message = XMLParseSession.string(error.pointee.message.map { UnsafeRawPointer($0).assumingMemoryBound(to: xmlChar.self) }) ?? "XML error"
        message = Self.oneLine(message)
        if error.pointee.domain == Int32(XML_FROM_I18N.rawValue) { message = "encoding error: " + message }
        let fromMainDocument = error.pointee.ctxt != nil && UnsafeMutableRawPointer(context) == error.pointee.ctxt
        let position = fromMainDocument
            ? XMLPosition(line: Int(error.pointee.line), column: Int(error.pointee.int2))
            : currentPosition
        let isLoop = error.pointee.code == Int32(XML_ERR_ENTITY_LOOP.rawValue)
        let isNamespaceError = error.pointee.domain == Int32(XML_FROM_NAMESPACE.rawValue)
        report(XMLProblem(level: isLoop ? .fatal : level, position: position, message: message,
                          kind: isLoop ? .limit : isNamespaceError ? .namespace : .syntax))
        // After a fatal error libxml2 passes no more content, but reports an error for nearly
        // every byte that follows: the first one is the one that matters. Stopping the parser
        // is safe from a parser error; an encoding or I/O error comes from inside the input
        // conversion, which must not have its buffers reset under it, so the rest of the
        // document is still scanned there, without reaching the handler.
        guard isLoop || level == .fatal else { return }
        if fromMainDocument && (error.pointee.domain == Int32(XML_FROM_PARSER.rawValue)
                                || error.pointee.domain == Int32(XML_FROM_NAMESPACE.rawValue)) {
            halt()
        } else {
            stopped = true
        }
    }

    /// The message on one line: libxml2 puts the offending bytes on a second line
    /// (`…indicate encoding !\nBytes: 0xE9 0x20`).
    static func oneLine(_ message: String) -> String {
        var lines = message.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).map { $0.trimmingSpaces() }
        lines.removeAll { $0.isEmpty }
        return lines.joined(separator: " ")
    }

    static func from(_ pointer: UnsafeMutableRawPointer?) -> XMLParseSession {
        Unmanaged<XMLParseSession>.fromOpaque(pointer!).takeUnretainedValue()
    }

    /// Runs `body` with the session in `userData` without retaining it: ``XMLStreamParser``
    /// holds it for the whole parse, and the callbacks that come most often (text, tags) would
    /// otherwise retain and release it each time.
    static func with<Result>(_ pointer: UnsafeMutableRawPointer?, _ body: (XMLParseSession) -> Result) -> Result {
        Unmanaged<XMLParseSession>.fromOpaque(pointer!)._withUnsafeGuaranteedRef(body)
    }

    static func string(_ pointer: UnsafePointer<xmlChar>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}

private extension Substring {
    func trimmingSpaces() -> Substring {
        var text = self
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return text
    }
}

private extension Int {
    func addingSaturating(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? .max : sum
    }
}
