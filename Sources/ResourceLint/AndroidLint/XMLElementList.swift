import StreamingXML

/// The elements of a small XML document (Android Lint's `lint.xml` and `lint-baseline.xml`)
/// in document order, each with its depth, attributes and line: what the two readers need,
/// without a tree.
struct XMLElementList {
    /// One element.
    struct Element {
        var name: String
        /// 1 for the root.
        var depth: Int
        var attributes: [String: String]
        var line: Int
    }

    private(set) var elements: [Element] = []
    /// The first fatal problem, with its line.
    private(set) var error: (line: Int, message: String)?

    /// Reads a document's elements.
    init(bytes: [UInt8]) {
        let collector = Collector()
        bytes.withUnsafeBytes { XMLStreamParser.parse($0, handler: collector) }
        elements = collector.elements
        error = collector.error
    }

    private final class Collector: XMLStreamHandler {
        var elements: [Element] = []
        var error: (line: Int, message: String)?
        var depth = 0

        func startTag(_ tag: XMLStartTag) {
            depth += 1
            var attributes: [String: String] = [:]
            for index in 0..<tag.attributeCount {
                let attribute = tag.attribute(at: index)
                attributes[attribute.localName] = attribute.value
            }
            elements.append(Element(name: tag.localName, depth: depth, attributes: attributes, line: tag.position.line))
        }

        func endTag(_ tag: XMLEndTag) { depth -= 1 }
        func text(_ bytes: UnsafeBufferPointer<UInt8>, at location: XMLTextLocation) {}
        func comment(_ text: String, at position: XMLPosition) {}

        func problem(_ problem: XMLProblem) {
            if error == nil, problem.level == .fatal || problem.level == .error {
                error = (problem.position.line, problem.message)
            }
        }
    }
}
