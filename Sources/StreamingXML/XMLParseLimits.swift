/// The limits that keep a hostile document from exhausting memory, time or the reader's
/// patience: every amount of work the parser does for a document is bounded by a fixed factor
/// of its size plus a constant.
///
/// The parser counts what it hands to the ``XMLStreamHandler`` — text bytes, element and
/// attribute names and values, comments, with a small fixed cost per event — whether it comes
/// from the document itself or from expanding internal entities (text or elements), default
/// attributes, or references in attribute values. A document that needs more is stopped with a
/// ``XMLProblem/Kind/limit`` problem at the place it was reached.
///
/// | limit | default | why |
/// |---|---|---|
/// | ``maximumOutputBytes`` | 8 × the document's size + 1 MiB | a plain document produces less than its own size; real resource files use a few entities a few hundred times |
/// | ``maximumEntityReferences`` | the document's size, at least 100,000 | each reference costs a lookup even when it expands to nothing |
/// | ``maximumProblems`` | 100 | after that, problems are counted and reported as one |
///
/// After the first fatal problem the parser stops: libxml2 would otherwise report an error
/// for nearly every remaining byte.
public struct XMLParseLimits: Sendable, Hashable {
    /// The most bytes of events (text, names, attribute values, comments, plus a fixed cost
    /// per event) one document may produce, expansions included.
    public var maximumOutputBytes: Int
    /// The most entity references that may be resolved in one document.
    public var maximumEntityReferences: Int
    /// The most problems reported for one document; the rest are counted in one last problem.
    public var maximumProblems: Int
    /// The most attributes (namespace declarations included) one element may have.
    public var maximumAttributesPerElement = 1_000

    /// The factor of the document's size that ``default(documentSize:)`` allows as output.
    public static let outputFactor = 8
    /// The output that ``default(documentSize:)`` allows on top of the factor: 1 MiB.
    public static let outputAllowance = 1 << 20

    /// Creates limits.
    public init(maximumOutputBytes: Int, maximumEntityReferences: Int, maximumProblems: Int = 100) {
        self.maximumOutputBytes = maximumOutputBytes
        self.maximumEntityReferences = maximumEntityReferences
        self.maximumProblems = maximumProblems
    }

    /// Limits generous for real resource files and small enough to stop a "billion laughs"
    /// document, or one whose entities expand to millions of elements, in milliseconds:
    /// ``outputFactor`` × the document's size + ``outputAllowance`` of output.
    public static func `default`(documentSize: Int) -> XMLParseLimits {
        let size = max(documentSize, 0)
        return XMLParseLimits(maximumOutputBytes: size.multipliedReportingOverflow(by: outputFactor).partialValue + outputAllowance,
                              maximumEntityReferences: max(100_000, size))
    }
}
