import StreamingXML

/// XML property-list text as UTF-8 bytes, tab-indented as Xcode writes it: the one place the
/// `.stringsdict` writer and written-back property-list values lay out elements. Built in one
/// buffer, since a `.stringsdict` of a locale with every gap filled has hundreds of entries.
struct PropertyListXMLText {
    /// The text so far.
    private(set) var bytes: [UInt8]

    /// Continues `bytes`.
    init(_ bytes: [UInt8] = []) {
        self.bytes = bytes
    }

    /// Makes room for `count` more bytes.
    mutating func reserveCapacity(_ count: Int) {
        bytes.reserveCapacity(bytes.count + count)
    }

    /// `depth` tabs.
    mutating func indent(_ depth: Int) {
        for _ in 0..<depth { bytes.append(UInt8(ascii: "\t")) }
    }

    /// Punctuation and element names, as they are.
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Text written before, as it is.
    mutating func append(raw text: [UInt8]) {
        bytes += text
    }

    /// Text escaped as element content.
    mutating func appendEscaped(_ text: String) {
        XMLEscape.text.append(text, to: &bytes)
    }

    /// `<key>…</key>` on a line of its own.
    mutating func key(_ key: String, depth: Int) {
        indent(depth)
        append("<key>")
        appendEscaped(key)
        append("</key>\n")
    }

    /// `<string>…</string>` on a line of its own.
    mutating func string(_ text: String, depth: Int) {
        indent(depth)
        append("<string>")
        appendEscaped(text)
        append("</string>\n")
    }

    /// A line holding only `text` (an opening or closing tag).
    mutating func line(_ text: StaticString, depth: Int) {
        indent(depth)
        append(text)
        append("\n")
    }

    /// A value kept as it was read, starting at `depth` tabs.
    mutating func append(_ value: PropertyListValue, depth: Int) {
        switch value {
        case .string(let text):
            string(text, depth: depth)
        case .scalar(let element, let text):
            indent(depth)
            bytes.append(UInt8(ascii: "<"))
            bytes += element.utf8
            bytes.append(UInt8(ascii: ">"))
            appendEscaped(text)
            append("</")
            bytes += element.utf8
            append(">\n")
        case .bool(let value):
            line(value ? "<true/>" : "<false/>", depth: depth)
        case .array(let nodes):
            guard !nodes.isEmpty else { return line("<array/>", depth: depth) }
            line("<array>", depth: depth)
            for node in nodes { append(node.value, depth: depth + 1) }
            line("</array>", depth: depth)
        case .dictionary(let members):
            guard !members.isEmpty else { return line("<dict/>", depth: depth) }
            line("<dict>", depth: depth)
            for member in members {
                key(member.key, depth: depth + 1)
                append(member.node.value, depth: depth + 1)
            }
            line("</dict>", depth: depth)
        }
    }

    /// Members kept by a reader, at `depth`.
    mutating func append(_ members: [PropertyListMember], depth: Int) {
        for member in members {
            key(member.key, depth: depth)
            append(member.node.value, depth: depth)
        }
    }
}
