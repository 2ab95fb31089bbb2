@testable import StreamingXML
import Testing

/// An element with thousands of attributes (or namespace declarations), which libxml2 compares
/// pairwise, is refused before libxml2 sees it; the markup that only looks like attributes
/// (in comments, CDATA, a DOCTYPE, attribute values) is not counted.
@Suite("Attributes per element")
struct XMLAttributeCountTests {
    static func attributes(_ count: Int, prefix: String = "a") -> String {
        (0..<count).map { " \(prefix)\($0)=\"v\"" }.joined()
    }

    func problems(_ document: String) -> [XMLProblem] {
        let recorder = XMLParseLimitsTests.Recorder()
        let bytes = Array(document.utf8)
        bytes.withUnsafeBytes { XMLStreamParser.parse($0, handler: recorder) }
        return recorder.problems
    }

    @Test("More attributes than the limit on one element are one fatal limit problem at that element")
    func tooMany() throws {
        let limit = XMLParseLimits.default(documentSize: 0).maximumAttributesPerElement
        #expect(problems("<r>\n  <s\(Self.attributes(limit))/>\n</r>").isEmpty)
        for document in ["<r>\n  <s\(Self.attributes(limit + 1))/>\n</r>",
                         "<r>\n  <s\(Self.attributes(limit + 1, prefix: "xmlns:p"))/>\n</r>"] {
            let found = problems(document)
            #expect(found.count == 1)
            let problem = try #require(found.first)
            #expect(problem.kind == .limit && problem.level == .fatal)
            #expect(problem.position == XMLPosition(line: 2, column: 3))
        }
    }

    @Test("What only looks like attributes is not counted")
    func notAttributes() {
        let many = Self.attributes(3_000)
        let document = "<?xml version=\"1.0\"?><!DOCTYPE r [<!-- <x \(many)> --><!ATTLIST r a CDATA \"x>\">]>"
            + "<r v=\"\(String(repeating: "=", count: 3_000))\"><!-- <c\(many)> --><![CDATA[<d\(many)>]]><?p \(many)?></r>"
        #expect(problems(document).isEmpty)
    }
}
