import LocalizedStrings

/// Report text built as UTF-8 bytes: appending to a byte array costs no String growth or
/// interpolation, which shows when a report has hundreds of thousands of lines.
struct ReportBytes {
    /// The text so far.
    private(set) var bytes: [UInt8] = []

    /// Makes room for at least `count` bytes.
    mutating func reserve(_ count: Int) {
        bytes.reserveCapacity(count)
    }

    /// Appends a string's UTF-8.
    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends a number in decimal, as `"\(number)"` writes it.
    mutating func append(_ number: Int) {
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        let start = bytes.count
        var magnitude = number.magnitude
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        bytes[start...].reverse()
    }

    /// Appends `path:line:column`.
    mutating func append(_ location: SourceLocation) {
        append(location.path)
        append(":")
        append(location.line)
        append(":")
        append(location.column)
    }
}
