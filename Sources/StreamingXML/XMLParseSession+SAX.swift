import CLibXML2

extension XMLParseSession {
    /// A SAX2 handler whose callbacks forward to the session in `userData`, charging each
    /// event to the session's output budget.
    static func makeSAXHandler() -> xmlSAXHandler {
        var sax = xmlSAXHandler()
        sax.initialized = XML_SAX2_MAGIC
        sax.startElementNs = { userData, localName, prefix, uri, namespaceCount, namespaces, attributeCount, _, attributes in
            let session = XMLParseSession.from(userData)
            guard !session.stopped else { return }
            let position = session.takeEventStart()
            // libxml2 reports the start tag before consuming its closing `>`.
            if !session.isExpandingEntity, let cursor = session.context?.pointee.input.pointee.cur,
               cursor.pointee == UInt8(ascii: ">") {
                session.lastEventEnd?.column += 1
            }
            let name = session.names.string(localName) ?? ""
            var cost = name.utf8.count
            var declarations: [XMLNamespaceDeclaration] = []
            if let namespaces {
                for index in 0..<Int(namespaceCount) {
                    let declaration = XMLNamespaceDeclaration(prefix: session.names.string(namespaces[2 * index]),
                                                              uri: session.names.string(namespaces[2 * index + 1]) ?? "")
                    cost += (declaration.prefix?.utf8.count ?? 0) + declaration.uri.utf8.count
                    declarations.append(declaration)
                }
            }
            // The list of the previous start tag, emptied: its buffer serves again unless a
            // handler kept that list.
            var parsedAttributes: [XMLAttribute] = []
            swap(&parsedAttributes, &session.attributeBuffer)
            parsedAttributes.removeAll(keepingCapacity: true)
            if let attributes {
                parsedAttributes.reserveCapacity(Int(attributeCount))
                for index in 0..<Int(attributeCount) {
                    let base = 5 * index
                    let valueStart = attributes[base + 3]!
                    let valueEnd = attributes[base + 4]!
                    let raw = UnsafeBufferPointer(start: valueStart, count: valueEnd - valueStart)
                    let attributeName = session.names.string(attributes[base]) ?? ""
                    cost += attributeName.utf8.count + raw.count
                    // Charged before decoding, so that many large default attributes stop early too.
                    guard session.spend(cost) else { return }
                    cost = 0
                    let value: String
                    if raw.contains(UInt8(ascii: "&")) {
                        guard let decoded = session.decodeAttributeReferences(raw) else { return }
                        value = decoded
                    } else {
                        value = String(decoding: raw, as: UTF8.self)
                    }
                    parsedAttributes.append(XMLAttribute(
                        localName: attributeName,
                        prefix: session.names.string(attributes[base + 1]),
                        namespaceURI: session.names.string(attributes[base + 2]),
                        value: value))
                }
            }
            guard session.spend(cost) else { return }
            session.handler.startElement(XMLElementStart(
                localName: name,
                prefix: session.names.string(prefix),
                namespaceURI: session.names.string(uri),
                attributes: parsedAttributes,
                namespaceDeclarations: declarations,
                position: position))
            session.attributeBuffer = parsedAttributes
        }
        sax.endElementNs = { userData, localName, _, uri in
            let session = XMLParseSession.from(userData)
            guard !session.stopped, session.spend(0) else { return }
            let position = session.takeEventStart()
            session.handler.endElement(localName: session.names.string(localName) ?? "",
                                       namespaceURI: session.names.string(uri), position: position)
        }
        let characters: charactersSAXFunc = { userData, bytes, length in
            let session = XMLParseSession.from(userData)
            guard !session.stopped, let bytes, length > 0, session.spend(Int(length)) else { return }
            let start = session.takeEventStart()
            let end = session.isExpandingEntity ? start : session.currentPosition
            session.handler.text(UnsafeBufferPointer(start: bytes, count: Int(length)),
                                 at: XMLTextLocation(start: start, end: end))
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
}
