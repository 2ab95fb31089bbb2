#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CLibXML2

extension XMLParseSession {
    /// A SAX2 handler whose callbacks forward to the session in `userData`, charging each
    /// event to the session's output budget.
    static func makeSAXHandler() -> xmlSAXHandler {
        var sax = xmlSAXHandler()
        sax.initialized = XML_SAX2_MAGIC
        sax.startElementNs = { userData, localName, prefix, uri, namespaceCount, namespaces, attributeCount, _, attributes in
            XMLParseSession.with(userData) { session in
                guard !session.stopped else { return }
                let position = session.takeEventStart()
                // libxml2 reports the start tag before consuming its closing `>`.
                if !session.isExpandingEntity, let cursor = session.context?.pointee.input.pointee.cur,
                   cursor.pointee == UInt8(ascii: ">") {
                    session.lastEventEnd?.column += 1
                }
                var cost = XMLParseSession.length(localName)
                if let namespaces {
                    for index in 0..<Int(namespaceCount) {
                        cost += XMLParseSession.length(namespaces[2 * index]) + XMLParseSession.length(namespaces[2 * index + 1])
                    }
                }
                if !session.decodedAttributeValues.isEmpty { session.decodedAttributeValues.removeAll(keepingCapacity: true) }
                if let attributes {
                    for index in 0..<Int(attributeCount) {
                        let base = 5 * index
                        let valueStart = attributes[base + 3]!
                        let valueEnd = attributes[base + 4]!
                        let raw = UnsafeBufferPointer(start: valueStart, count: valueEnd - valueStart)
                        cost += XMLParseSession.length(attributes[base]) + raw.count
                        // Charged before decoding, so that many large default attributes stop early too.
                        guard session.spend(cost) else { return }
                        cost = 0
                        // A value with references is decoded (and charged) now, before the tag is
                        // passed on; any other is read in place when the handler asks.
                        guard raw.count > 0, memchr(valueStart, Int32(UInt8(ascii: "&")), raw.count) != nil else { continue }
                        guard let decoded = session.decodeAttributeReferences(raw) else { return }
                        if session.decodedAttributeValues.isEmpty {
                            session.decodedAttributeValues = Array(repeating: nil, count: Int(attributeCount))
                        }
                        session.decodedAttributeValues[index] = decoded
                    }
                }
                guard session.spend(cost) else { return }
                session.handler.startTag(XMLStartTag(session: session, position: position, localName: localName,
                                                     prefix: prefix, namespaceURI: uri,
                                                     namespaces: namespaces, namespaceCount: Int(namespaceCount),
                                                     attributes: attributes, attributeCount: Int(attributeCount)))
            }
        }
        sax.endElementNs = { userData, localName, _, uri in
            XMLParseSession.with(userData) { session in
                guard !session.stopped, session.spend(0) else { return }
                let position = session.takeEventStart()
                session.handler.endTag(XMLEndTag(session: session, position: position, localName: localName, namespaceURI: uri))
            }
        }
        let characters: charactersSAXFunc = { userData, bytes, length in
            XMLParseSession.with(userData) { session in
                guard !session.stopped, let bytes, length > 0, session.spend(Int(length)) else { return }
                let start = session.takeEventStart()
                let end = session.isExpandingEntity ? start : session.currentPosition
                session.handler.text(UnsafeBufferPointer(start: bytes, count: Int(length)),
                                     at: XMLTextLocation(start: start, end: end))
            }
        }
        sax.characters = characters
        sax.ignorableWhitespace = characters
        sax.cdataBlock = { userData, bytes, length in
            let session = XMLParseSession.from(userData)
            guard !session.stopped, let bytes, length > 0, session.spend(Int(length)) else { return }
            var start = session.takeEventStart()
            if start.column > 0 { start.column += 9 } // past "<![CDATA["
            var end = session.currentPosition
            end.column -= 3 // before "]]>"
            if session.isExpandingEntity { end = start }
            session.handler.text(UnsafeBufferPointer(start: bytes, count: Int(length)),
                                 at: XMLTextLocation(start: start, end: end))
        }
        sax.comment = { userData, value in
            let session = XMLParseSession.from(userData)
            guard !session.stopped else { return }
            let text = XMLParseSession.string(value) ?? ""
            guard session.spend(text.utf8.count) else { return }
            let position = session.takeEventStart()
            session.handler.comment(text, at: position)
        }
        sax.processingInstruction = { userData, target, data in
            let session = XMLParseSession.from(userData)
            guard !session.stopped else { return }
            let length = (target.map { Int(xmlStrlen($0)) } ?? 0) + (data.map { Int(xmlStrlen($0)) } ?? 0)
            guard session.spend(length) else { return }
            _ = session.takeEventStart()
        }
        sax.internalSubset = { userData, name, externalID, systemID in
            let session = XMLParseSession.from(userData)
            let document = xmlNewDoc(nil)
            session.entityDocument = document
            xmlCreateIntSubset(document, name, externalID, systemID)
        }
        sax.entityDecl = { userData, name, type, publicID, systemID, content in
            let session = XMLParseSession.from(userData)
            guard let document = session.entityDocument else { return }
            xmlAddDocEntity(document, name, type, publicID, systemID, content)
        }
        sax.getEntity = { userData, name in
            let session = XMLParseSession.from(userData)
            guard !session.stopped, let document = session.entityDocument else { return nil }
            session.entityReferences += 1
            if session.entityReferences > session.limits.maximumEntityReferences {
                session.stop(because: "more than \(session.limits.maximumEntityReferences) entity references; the document is rejected as unsafe")
                return nil
            }
            guard let entity = xmlGetDocEntity(document, name) else { return nil }
            switch entity.pointee.etype {
            case XML_EXTERNAL_GENERAL_PARSED_ENTITY, XML_EXTERNAL_GENERAL_UNPARSED_ENTITY:
                session.noteExternalEntity(entity, name: XMLParseSession.string(name) ?? "")
            default:
                break
            }
            return entity
        }
        sax.getParameterEntity = { userData, name in
            let session = XMLParseSession.from(userData)
            guard !session.stopped, let document = session.entityDocument else { return nil }
            return xmlGetParameterEntity(document, name)
        }
        sax.resolveEntity = { _, _, _ in nil }
        sax.isStandalone = { _ in 0 }
        sax.hasInternalSubset = { userData in
            XMLParseSession.from(userData).entityDocument == nil ? 0 : 1
        }
        sax.hasExternalSubset = { _ in 0 }
        sax.serror = { userData, error in
            guard let userData, let error else { return }
            XMLParseSession.from(userData).report(UnsafePointer(error))
        }
        return sax
    }

    /// The length of a NUL-terminated name from libxml2; 0 for none.
    private static func length(_ name: UnsafePointer<xmlChar>?) -> Int {
        name.map { Int(xmlStrlen($0)) } ?? 0
    }
}
