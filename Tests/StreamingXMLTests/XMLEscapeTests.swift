import StreamingXML
import Testing

/// The one XML escape, in each of the forms the writers and reporters use; each row says
/// what a place needs and why.
@Suite("XMLEscape")
struct XMLEscapeTests {
    /// Every character some escape treats specially, and characters none does.
    static let sample = "a&b<c>d\"e'f\tg\nh\ri\u{1}j]]>k é😀"

    @Test("Element content (property lists, HTML text): &, < and > only")
    func text() {
        #expect(XMLEscape.text.escaped(Self.sample) == "a&amp;b&lt;c&gt;d\"e'f\tg\nh\ri\u{1}j]]&gt;k é😀")
    }

    @Test("Android element content: & and <, and > only after ]] (where it would end CDATA), counting bytes")
    func androidText() {
        #expect(XMLEscape.androidText.escaped(Self.sample) == "a&amp;b&lt;c>d\"e'f\tg\nh\ri\u{1}j]]&gt;k é😀")
        #expect(XMLEscape.androidText.escaped("]>") == "]>")
        #expect(XMLEscape.androidText.escaped(">]]") == ">]]")
        #expect(XMLEscape.androidText.escaped("] ]>") == "] ]>")
        // U+0600 and the first ] are one grapheme, but a parser sees the bytes ]]>.
        #expect(XMLEscape.androidText.escaped("\u{600}]]>") == "\u{600}]]&gt;")
    }

    @Test("An Android attribute value: &, <, \" and tab, line feed, carriage return; > and controls stay")
    func attribute() {
        #expect(XMLEscape.attribute.escaped(Self.sample) == "a&amp;b&lt;c>d&quot;e'f&#9;g&#10;h&#13;i\u{1}j]]>k é😀")
    }

    @Test("An HTML attribute value of styled text: &, <, > and \"")
    func htmlAttribute() {
        #expect(XMLEscape.htmlAttribute.escaped(Self.sample) == "a&amp;b&lt;c&gt;d&quot;e'f\tg\nh\ri\u{1}j]]&gt;k é😀")
    }

    @Test("Reports other tools read: everything above, and controls XML cannot hold replaced")
    func report() {
        #expect(XMLEscape.report.escaped(Self.sample) == "a&amp;b&lt;c&gt;d&quot;e'f&#9;g&#10;h&#13;i&#xFFFD;j]]&gt;k é😀")
        #expect(XMLEscape.report.escaped("\u{0}\u{1F}\u{7F}") == "&#xFFFD;&#xFFFD;\u{7F}")
    }

    @Test("Text that needs no entity comes back as it is; appending escapes as escaped(_:) does")
    func appendMatchesEscaped() {
        for escape in [XMLEscape.text, .androidText, .attribute, .htmlAttribute, .report] {
            #expect(escape.escaped("plain text, é and 😀") == "plain text, é and 😀")
            #expect(escape.escaped("") == "")
            var bytes = Array("prefix:".utf8)
            escape.append(Self.sample, to: &bytes)
            #expect(bytes == Array(("prefix:" + escape.escaped(Self.sample)).utf8))
        }
    }

    @Test("Byte by byte: the entity a writer that escapes more itself asks for")
    func entityForByte() {
        var text = "x]]>&"
        text.withUTF8 { utf8 in
            #expect(XMLEscape.androidText.entity(forByteAt: 0, of: utf8) == nil)
            #expect(XMLEscape.androidText.entity(forByteAt: 3, of: utf8).map { "\($0)" } == "&gt;")
            #expect(XMLEscape.attribute.entity(forByteAt: 3, of: utf8) == nil)
            #expect(XMLEscape.attribute.entity(forByteAt: 4, of: utf8).map { "\($0)" } == "&amp;")
        }
    }
}
