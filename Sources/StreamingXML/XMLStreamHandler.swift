/// Receives the events of a streamed XML document, in document order, reading tags in place
/// (``XMLStartTag``, ``XMLEndTag``): a handler makes strings of only the names and attribute
/// values it keeps. ``XMLEventHandler`` receives the same events with tags as values.
///
/// Text arrives in chunks: one element's text may come as several ``text(_:at:)`` calls
/// (entity references and CDATA sections are separate chunks). Text chunks carry UTF-8
/// bytes that are valid only during the call, and so are tags.
public protocol XMLStreamHandler: AnyObject {
    /// An element starts.
    func startTag(_ tag: XMLStartTag)
    /// An element ends.
    func endTag(_ tag: XMLEndTag)
    /// Character data (text, resolved references, CDATA content) and where it came from.
    func text(_ bytes: UnsafeBufferPointer<UInt8>, at location: XMLTextLocation)
    /// A comment's content.
    func comment(_ text: String, at position: XMLPosition)
    /// The parser reports a problem.
    func problem(_ problem: XMLProblem)
}
