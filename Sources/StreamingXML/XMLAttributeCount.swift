import SystemSupport

/// The start tags of a document with more attributes than a limit, found before libxml2 reads
/// the document: libxml2 2.9 compares every attribute (and namespace declaration) of an element
/// with every other, so that the time grows with the square of their number on one element.
/// Resource files have a handful per element.
///
/// A plain scan of the bytes: comments, CDATA sections, processing instructions and
/// declarations (a DOCTYPE with its internal subset) are skipped, and an `=` outside quotes in
/// a start tag counts one attribute. Malformed documents are libxml2's to report.
enum XMLAttributeCount {
    /// The offset of the first start tag with more than `limit` attributes, and how many it has.
    static func firstTag(in bytes: UnsafeBufferPointer<UInt8>, over limit: Int) -> (offset: Int, count: Int)? {
        var index = 0
        let count = bytes.count
        while index < count {
            guard let lessThan = bytes.firstIndex(of: UInt8(ascii: "<"), from: index) else { return nil }
            let next = lessThan + 1 < count ? bytes[lessThan + 1] : 0
            if next == UInt8(ascii: "!") {
                index = skipDeclaration(bytes, from: lessThan)
            } else if next == UInt8(ascii: "?") {
                index = skip(past: [UInt8(ascii: "?"), UInt8(ascii: ">")], in: bytes, from: lessThan + 2)
            } else if next == UInt8(ascii: "/") {
                index = (bytes.firstIndex(of: UInt8(ascii: ">"), from: lessThan) ?? count - 1) + 1
            } else {
                var attributes = 0
                var quote: UInt8 = 0
                var position = lessThan + 1
                while position < count {
                    let byte = bytes[position]
                    if quote != 0 {
                        if byte == quote { quote = 0 }
                    } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                        quote = byte
                    } else if byte == UInt8(ascii: "=") {
                        attributes += 1
                        if attributes > limit { return (lessThan, attributes) }
                    } else if byte == UInt8(ascii: ">") {
                        break
                    }
                    position += 1
                }
                index = position + 1
            }
        }
        return nil
    }

    /// Past a `<!…>`: a comment, a CDATA section, or a declaration whose `[…]` internal subset
    /// (itself holding declarations and comments) and quoted strings may hold `>`.
    private static func skipDeclaration(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        if starts(bytes, at: start, with: "<!--") { return skip(past: Array("-->".utf8), in: bytes, from: start + 4) }
        if starts(bytes, at: start, with: "<![CDATA[") { return skip(past: Array("]]>".utf8), in: bytes, from: start + 9) }
        var depth = 0
        var quote: UInt8 = 0
        var index = start + 2
        while index < bytes.count {
            let byte = bytes[index]
            if quote != 0 {
                if byte == quote { quote = 0 }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "]") {
                depth -= 1
            } else if byte == UInt8(ascii: "<"), depth > 0, starts(bytes, at: index, with: "<!--") {
                index = skip(past: Array("-->".utf8), in: bytes, from: index + 4)
                continue
            } else if byte == UInt8(ascii: ">"), depth <= 0 {
                return index + 1
            }
            index += 1
        }
        return bytes.count
    }

    private static func starts(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, with prefix: StaticString) -> Bool {
        guard index + prefix.utf8CodeUnitCount <= bytes.count else { return false }
        return prefix.withUTF8Buffer { expected in
            expected.indices.allSatisfy { bytes[index + $0] == expected[$0] }
        }
    }

    /// The index just after the next `terminator`, or the end.
    private static func skip(past terminator: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while let found = bytes.firstIndex(of: terminator[0], from: index) {
            if found + terminator.count <= bytes.count, terminator.indices.allSatisfy({ bytes[found + $0] == terminator[$0] }) {
                return found + terminator.count
            }
            index = found + 1
        }
        return bytes.count
    }
}
