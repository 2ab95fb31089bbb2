/// aapt2's rule for the name of a resource: `IsValidResourceEntryName` in
/// `tools/aapt2/text/Unicode.cpp` of AOSP `frameworks/base`, which `ResourceTable::AddResource`
/// applies to every resource it adds ("resource 'string/2x' has invalid entry name '2x'").
///
/// A name starts with a character of Unicode's `XID_Start` or `_`, and continues with
/// characters of `XID_Continue`, `.` or `-`. So `2x`, `a b`, `$a` and `a:b` are rejected, while
/// `_a`, `a.b`, `a-b`, `é` and the Java keyword `class` are accepted (the `R` class is aapt2's
/// link step's concern, not the compiler's).
public enum ResourceEntryName {
    /// Whether aapt2 accepts `name` as a resource's name.
    public static func isValid(_ name: String) -> Bool {
        // Nearly every name is ASCII: its bytes are checked without Unicode's tables.
        var bytes = name.utf8.makeIterator()
        guard let first = bytes.next() else { return false }
        guard first < 0x80 else { return isValidUnicode(name) }
        guard isASCIILetter(first) || first == UInt8(ascii: "_") else { return false }
        while let byte = bytes.next() {
            guard byte < 0x80 else { return isValidUnicode(name) }
            guard isASCIILetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
                    || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") else { return false }
        }
        return true
    }

    private static func isValidUnicode(_ name: String) -> Bool {
        var scalars = name.unicodeScalars.makeIterator()
        guard let first = scalars.next(), first == "_" || first.properties.isXIDStart else { return false }
        while let scalar = scalars.next() {
            guard scalar == "." || scalar == "-" || scalar.properties.isXIDContinue else { return false }
        }
        return true
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
}
