import LocalizedStrings
import StreamingXML

/// Reads an XML property list (`.stringsdict`, or a `.strings` file saved as XML) into a
/// ``PropertyListValue`` tree with lines, through libxml2 without loading Apple's DTD or
/// anything else external.
enum PropertyListXMLReader {
    /// The root value, or the problems that stop the file from being a property list.
    static func read(_ bytes: UnsafeRawBufferPointer, path: String) -> (root: PropertyListNode?, diagnostics: [Diagnostic]) {
        let builder = Builder(path: path)
        XMLStreamParser.parse(bytes, handler: builder)
        if builder.diagnostics.contains(where: { $0.severity == .error }) { return (nil, builder.diagnostics) }
        guard let root = builder.root else {
            return (nil, builder.diagnostics + [.error(AppleDiagnosticID.malformedPropertyList, at: SourceLocation(path: path),
                                                          "no <plist> value found")])
        }
        return (root, builder.diagnostics)
    }

    private final class Builder: XMLEventHandler {
        let path: String
        var root: PropertyListNode?
        var diagnostics: [Diagnostic] = []

        /// An element being built. A class, so that appending to an open container does
        /// not copy what it already holds.
        private final class Frame {
            enum Kind { case plist, array, dictionary, text }
            let kind: Kind
            let element: String
            let start: XMLPosition
            var nodes: [PropertyListNode] = []
            var members: [PropertyListMember] = []
            var pendingKey: String?
            var text: [UInt8] = []

            init(_ kind: Kind, element: String, start: XMLPosition) {
                self.kind = kind
                self.element = element
                self.start = start
            }
        }

        private var stack: [Frame] = []
        private var failed = false

        init(path: String) {
            self.path = path
        }

        func startElement(_ element: XMLElementStart) {
            guard !failed else { return }
            let name = element.localName
            switch name {
            case "plist" where stack.isEmpty:
                stack.append(Frame(.plist, element: name, start: element.position))
            case "array":
                stack.append(Frame(.array, element: name, start: element.position))
            case "dict":
                stack.append(Frame(.dictionary, element: name, start: element.position))
            case "key", "string", "integer", "real", "date", "data", "true", "false":
                stack.append(Frame(.text, element: name, start: element.position))
            default:
                fail("unexpected <\(name)> in a property list", at: element.position)
            }
        }

        func endElement(localName: String, namespaceURI: String?, position: XMLPosition) {
            guard !failed, let frame = stack.popLast() else { return }
            let start = frame.start
            switch frame.kind {
            case .plist:
                break
            case .array:
                add(PropertyListNode(value: .array(frame.nodes), line: start.line, column: start.column), at: start)
            case .dictionary:
                if let key = frame.pendingKey { fail("the key \"\(key)\" has no value", at: position) }
                add(PropertyListNode(value: .dictionary(frame.members), line: start.line, column: start.column), at: start)
            case .text:
                let text = String(decoding: frame.text, as: UTF8.self)
                if frame.element == "key" {
                    guard let parent = stack.last, parent.kind == .dictionary, parent.pendingKey == nil else {
                        return fail("<key> outside a dictionary, or two keys in a row", at: start)
                    }
                    parent.pendingKey = text
                    return
                }
                let value: PropertyListValue
                switch frame.element {
                case "string": value = .string(text)
                case "true": value = .bool(true)
                case "false": value = .bool(false)
                default: value = .scalar(element: frame.element, text: text)
                }
                add(PropertyListNode(value: value, line: start.line, column: start.column), at: start)
            }
        }

        private func add(_ node: PropertyListNode, at position: XMLPosition) {
            guard let parent = stack.last, parent.kind != .plist else {
                if root == nil { root = node } else { fail("more than one top-level value", at: position) }
                return
            }
            switch parent.kind {
            case .array:
                parent.nodes.append(node)
            case .dictionary:
                guard let key = parent.pendingKey else { return fail("a dictionary value without a <key>", at: position) }
                parent.members.append(PropertyListMember(key: key, node: node))
                parent.pendingKey = nil
            case .text, .plist:
                fail("an element inside a text element", at: position)
            }
        }

        func text(_ bytes: UnsafeBufferPointer<UInt8>, at location: XMLTextLocation) {
            guard !failed, let frame = stack.last, frame.kind == .text else { return }
            frame.text.append(contentsOf: bytes)
        }

        func comment(_ text: String, at position: XMLPosition) {}

        func problem(_ problem: XMLProblem) {
            let location = SourceLocation(path: path, line: problem.position.line, column: problem.position.column)
            switch (problem.kind, problem.level) {
            case (.externalEntity, _):
                diagnostics.append(.warning(AppleDiagnosticID.externalEntity, at: location, problem.message))
            case (.syntax, .warning), (.omitted, .warning), (.namespace, .warning):
                break
            case (.limit, _):
                diagnostics.append(.error(AppleDiagnosticID.unsafeEntityExpansion, at: location, problem.message))
                failed = true
            case (.omitted, _):
                diagnostics.append(.error(AppleDiagnosticID.malformedPropertyList, at: location, problem.message))
                failed = true
            case (.syntax, .error), (.syntax, .fatal), (.namespace, _):
                diagnostics.append(.error(AppleDiagnosticID.malformedPropertyList, at: location,
                                          "xml parser error: \(problem.message)"))
                failed = true
            }
        }

        private func fail(_ message: String, at position: XMLPosition) {
            diagnostics.append(.error(AppleDiagnosticID.malformedPropertyList,
                                      at: SourceLocation(path: path, line: position.line, column: position.column), message))
            failed = true
        }
    }
}
