import StreamingXML
import Testing

/// A start tag read in place (``XMLStartTag``) says what the tag as a value
/// (``XMLElementStart``) says: its quick questions (a name without a string, a value without the
/// other attributes) agree with the whole value, for every kind of name and value.
@Suite("XMLStartTag")
struct XMLStartTagTests {
    /// What a start tag answered, in place and as a value.
    struct Answers {
        var element: XMLElementStart
        var hasLocalName: [String: Bool] = [:]
        var isNamed: [[String: Bool]] = []
        var values: [String] = []
        var attributeByName: [String: String?] = [:]
        var hasPrefix = false
        var hasNamespace = false
    }

    static let names: [StaticString] = ["string", "item", "name", "type", "g", "id", "s", "strin", "strings", ""]

    final class Recorder: XMLStreamHandler {
        var answers: [Answers] = []
        var endNames: [String] = []

        func startTag(_ tag: XMLStartTag) {
            var answers = Answers(element: tag.element)
            for name in XMLStartTagTests.names {
                answers.hasLocalName["\(name)"] = tag.hasLocalName(name)
                answers.attributeByName["\(name)"] = tag.attribute(name)
            }
            for index in 0..<tag.attributeCount {
                answers.isNamed.append(Dictionary(uniqueKeysWithValues: XMLStartTagTests.names.map {
                    ("\($0)", tag.attribute(at: index, isNamed: $0))
                }))
                answers.values.append(tag.value(ofAttributeAt: index))
            }
            answers.hasPrefix = tag.hasPrefix
            answers.hasNamespace = tag.hasNamespace
            self.answers.append(answers)
        }
        func endTag(_ tag: XMLEndTag) { endNames.append(tag.localName) }
        func text(_ bytes: UnsafeBufferPointer<UInt8>, at location: XMLTextLocation) {}
        func comment(_ text: String, at position: XMLPosition) {}
        func problem(_ problem: XMLProblem) {}
    }

    @Test("Names and values read in place agree with the tag as a value")
    func inPlaceAgreesWithValue() {
        let document = """
            <!DOCTYPE resources [
              <!ENTITY who "world">
              <!ATTLIST item kind CDATA "default-kind">
            ]>
            <resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2" xmlns:tools="http://schemas.android.com/tools">
              <string name="a_rather_long_resource_name" tools:ignore="x">A</string>
              <string name="b" translatable="false" name2="&amp;&who;&#233;">B</string>
              <item type="string" name="c">C</item>
              <strings name="d"/><strin name="e"/>
              <string name="f">F <xliff:g id="n" example="5">%d</xliff:g> <undeclared:s name="x"/></string>
              <string xliff:name="g" name="">G</string>
            </resources>
            """
        let recorder = Recorder()
        Array(document.utf8).withUnsafeBytes { XMLStreamParser.parse($0, handler: recorder) }
        #expect(recorder.answers.count == 10)
        for answers in recorder.answers {
            let element = answers.element
            for name in Self.names.map({ "\($0)" }) {
                #expect(answers.hasLocalName[name] == (element.localName == name))
                #expect(answers.attributeByName[name] == .some(element.attribute(name)))
            }
            #expect(answers.values == element.attributes.map(\.value))
            for (index, attribute) in element.attributes.enumerated() {
                for name in Self.names.map({ "\($0)" }) {
                    #expect(answers.isNamed[index][name] == (attribute.namespaceURI == nil && attribute.localName == name))
                }
            }
            #expect(answers.hasPrefix == (element.prefix != nil))
            #expect(answers.hasNamespace == (element.namespaceURI != nil))
        }
        // References in values are resolved, and default attributes come from the DTD.
        #expect(recorder.answers[2].element.attribute("name2") == "&world\u{E9}")
        #expect(recorder.answers[3].element.attribute("kind") == "default-kind")
        #expect(recorder.endNames.first == "string")
    }
}
