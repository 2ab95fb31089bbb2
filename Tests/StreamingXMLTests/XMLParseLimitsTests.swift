@testable import StreamingXML
import Testing

/// Hostile documents are stopped within a budget proportional to their size, with one clear
/// problem, whatever mechanism amplifies them. Bounds are asserted as counts of events, never
/// as times.
@Suite("XMLParseLimits")
struct XMLParseLimitsTests {
    /// Counts what the parser passes on.
    final class Recorder: XMLEventHandler {
        var elements = 0
        var textBytes = 0
        var attributeBytes = 0
        var problems: [XMLProblem] = []

        func startElement(_ element: XMLElementStart) {
            elements += 1
            attributeBytes += element.attributes.reduce(0) { $0 + $1.value.utf8.count }
        }
        func endElement(localName: String, namespaceURI: String?, position: XMLPosition) {}
        func text(_ bytes: UnsafeBufferPointer<UInt8>, at location: XMLTextLocation) { textBytes += bytes.count }
        func comment(_ text: String, at position: XMLPosition) {}
        func problem(_ problem: XMLProblem) { problems.append(problem) }
    }

    func parse(_ document: String, limits: XMLParseLimits? = nil) -> (Recorder, XMLParseLimits) {
        let recorder = Recorder()
        let bytes = Array(document.utf8)
        let limits = limits ?? .default(documentSize: bytes.count)
        bytes.withUnsafeBytes { XMLStreamParser.parse($0, handler: recorder, limits: limits) }
        return (recorder, limits)
    }

    @Test("Entities that expand to elements are stopped within the output budget")
    func elementEntities() throws {
        // 2,000 empty elements used 2,000 times: four million elements unbounded.
        let document = "<!DOCTYPE r [<!ENTITY e \"\(String(repeating: "<b/>", count: 2_000))\">]>"
            + "<r>\(String(repeating: "&e;", count: 2_000))</r>"
        let (recorder, limits) = parse(document)
        let problem = try #require(recorder.problems.first)
        #expect(problem.kind == .limit)
        #expect(problem.level == .fatal)
        #expect(problem.position.line == 1)
        #expect(recorder.problems.count == 1)
        #expect(recorder.elements <= limits.maximumOutputBytes / XMLParseSession.eventCost)
        #expect(recorder.elements > 1_000) // the document was read up to the limit
    }

    /// Entities `l0` ("lol") to `l9`, each holding ten references to the one before: `&l9;`
    /// is three billion bytes.
    static let laughs = "<!ENTITY l0 \"lol\">" + (1...9).map { level in
        "<!ENTITY l\(level) \"\(String(repeating: "&l\(level - 1);", count: 10))\">"
    }.joined()

    @Test("Text entities nested a billion times over are stopped")
    func billionLaughs() throws {
        let (recorder, limits) = parse("<!DOCTYPE r [\(Self.laughs)]><r>&l9;</r>")
        #expect(recorder.problems.map(\.kind) == [.limit])
        #expect(recorder.textBytes <= limits.maximumOutputBytes)
    }

    @Test("Attribute values that would expand past the budget are refused before they are built")
    func attributeEntities() {
        let (recorder, limits) = parse("<!DOCTYPE r [\(Self.laughs)]><r a=\"&l9;\"/>")
        #expect(recorder.problems.map(\.kind) == [.limit])
        #expect(recorder.attributeBytes <= limits.maximumOutputBytes)
    }

    @Test("Attribute values that expand a little are decoded as before")
    func smallAttributeEntities() {
        let (recorder, _) = parse("<!DOCTYPE r [<!ENTITY e \"x&amp;y\">]><r a=\"&e;&#65;&lt;\"/>")
        #expect(recorder.problems.isEmpty)
        #expect(recorder.attributeBytes == "x&yA<".utf8.count)
    }

    @Test("Default attributes are charged for every element that gets them")
    func defaultAttributes() {
        // A 10 KB default attribute on each of 20,000 elements: 200 MB unbounded.
        let document = "<!DOCTYPE r [<!ATTLIST e a CDATA \"\(String(repeating: "x", count: 10_000))\">]>"
            + "<r>\(String(repeating: "<e/>", count: 20_000))</r>"
        let (recorder, limits) = parse(document)
        #expect(recorder.problems.map(\.kind) == [.limit])
        #expect(recorder.attributeBytes <= limits.maximumOutputBytes)
    }

    @Test("After the first fatal error nothing more is reported")
    func oneFatalError() {
        let (recorder, _) = parse("<r>" + String(repeating: "<", count: 100_000))
        #expect(recorder.problems.count == 1)
        #expect(recorder.problems.first?.level == .fatal)
    }

    @Test("Problems past the maximum are counted in one last problem")
    func problemsAreCapped() throws {
        // Each element with an undeclared prefix is a namespace error; parsing goes on.
        let (recorder, limits) = parse("<r>" + String(repeating: "<x:a/>", count: 500) + "</r>")
        #expect(recorder.problems.count == limits.maximumProblems + 1)
        let last = try #require(recorder.problems.last)
        #expect(last.kind == .omitted)
        #expect(last.message.hasPrefix("400 more XML problems are not shown"))
        #expect(recorder.elements == 501)
    }

    @Test("An external entity is reported once per name and reads as nothing")
    func externalEntity() {
        let document = "<!DOCTYPE r [<!ENTITY ext SYSTEM \"file:///etc/hostname\">]><r>a&ext;b&ext;c</r>"
        let (recorder, _) = parse(document)
        #expect(recorder.problems.map(\.kind) == [.externalEntity])
        #expect(recorder.problems.first?.level == .warning)
        #expect(recorder.problems.first?.message.contains("'&ext;'") == true)
        #expect(recorder.textBytes == 3)
    }

    @Test("Encoding errors arrive as one problem on one line, never on stderr")
    func encodingErrors() {
        let shiftJIS: [UInt8] = Array("<?xml version=\"1.0\" encoding=\"Shift_JIS\"?>\n<r>".utf8) + [0x81, 0x20, 0x81]
            + Array("</r>".utf8)
        let recorder = Recorder()
        shiftJIS.withUnsafeBytes { XMLStreamParser.parse($0, handler: recorder) }
        #expect(recorder.problems.count == 1)
        #expect(recorder.problems.first?.message.hasPrefix("encoding error:") == true)

        let invalid: [UInt8] = Array("<r>caf".utf8) + [0xE9] + Array(" x</r>".utf8)
        let invalidRecorder = Recorder()
        invalid.withUnsafeBytes { XMLStreamParser.parse($0, handler: invalidRecorder) }
        #expect(invalidRecorder.problems.count == 1)
        #expect(invalidRecorder.problems.allSatisfy { !$0.message.contains("\n") })
    }

    @Test("The default limits grow with the document")
    func defaultLimits() {
        let small = XMLParseLimits.default(documentSize: 1_000)
        let large = XMLParseLimits.default(documentSize: 10_000_000)
        #expect(small.maximumOutputBytes == 8_000 + (1 << 20))
        #expect(large.maximumOutputBytes == 80_000_000 + (1 << 20))
        #expect(large.maximumEntityReferences == 10_000_000)
        #expect(small.maximumProblems == 100)
    }
}
