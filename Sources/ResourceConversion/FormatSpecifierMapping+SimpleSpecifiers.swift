import LocalizedStrings
import SystemSupport

/// Java texts whose only specifiers are `%%`, `%s` and `%d`, the last two with or without a
/// one-digit position (`%1$s`): what most strings with specifiers hold. The mapping handles
/// them from their bytes, where parsing each into a `FormatString` and rendering it back
/// builds an array of segments and a new string for every text.
extension FormatSpecifierMapping {
    /// One `%s` or `%d` of a simple text.
    struct SimpleSpecifier {
        /// The one-digit position (`1` in `%1$s`), as its byte, or `nil`.
        var position: UInt8?
        /// `s` or `d`, as its byte.
        var conversion: UInt8
    }

    /// Walks a Java text's bytes, giving each run of text between specifiers (`%%` included)
    /// to `text` and each `%s` or `%d` to `specifier`; `false`, having stopped, at the first
    /// `%` that starts anything else.
    static func walkSimpleSpecifiers(of bytes: UnsafeBufferPointer<UInt8>, text: (UnsafeBufferPointer<UInt8>) -> Void,
                                     specifier: (SimpleSpecifier) -> Void) -> Bool {
        var (runStart, index) = (0, 0)
        while let percent = bytes.firstIndex(of: UInt8(ascii: "%"), from: index) {
            var next = percent + 1
            guard next < bytes.count else { return false }
            if bytes[next] == UInt8(ascii: "%") {
                index = next + 1
                continue
            }
            var position: UInt8?
            if next + 1 < bytes.count, (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(bytes[next]), bytes[next + 1] == UInt8(ascii: "$") {
                position = bytes[next]
                next += 2
            }
            guard next < bytes.count, bytes[next] == UInt8(ascii: "s") || bytes[next] == UInt8(ascii: "d") else { return false }
            text(UnsafeBufferPointer(rebasing: bytes[runStart..<percent]))
            specifier(SimpleSpecifier(position: position, conversion: bytes[next]))
            index = next + 1
            runStart = index
        }
        text(UnsafeBufferPointer(rebasing: bytes[runStart...]))
        return true
    }

    /// ``appleText(fromJava:)`` of a simple text, or `nil` for any other: the Java parser reads
    /// such a text as runs of text, plain `%%` and specifiers without flags, width or
    /// precision, and the mapping writes the runs and `%%` as they are, `%s` as `%@` and `%d`
    /// with the integer length (`%lld`), positions kept, and reports nothing.
    func simpleAppleText(fromJava javaText: String) -> String? {
        var javaText = javaText
        return javaText.withUTF8 { bytes in
            var apple: [UInt8] = []
            apple.reserveCapacity(bytes.count + 8)
            let simple = Self.walkSimpleSpecifiers(of: bytes, text: { apple.append(contentsOf: $0) }, specifier: { specifier in
                apple.append(UInt8(ascii: "%"))
                if let position = specifier.position { apple += [position, UInt8(ascii: "$")] }
                if specifier.conversion == UInt8(ascii: "s") {
                    apple.append(UInt8(ascii: "@"))
                } else {
                    apple += integerSpecifier.rawValue.utf8
                }
            })
            return simple ? String(decoding: apple, as: UTF8.self) : nil
        }
    }

    /// Whether ``appleText(fromJava:)`` and then ``javaText(fromApple:)`` give a Java text back
    /// as it is, and aapt2 accepts it as a format string: decided from its bytes, so that the
    /// round trip need not run for most strings.
    ///
    /// It holds for a simple text with at most one specifier or all of them numbered: `%s`
    /// becomes `%@` and `%d` `%lld` (or `%ld`, `%d`) and both come back, `%%` stays, and the text
    /// around them has no `%` for either parser to read. Numbering two or more unnumbered
    /// specifiers (which aapt2 rejects) is the one change the way back makes to such
    /// specifiers, and it does not apply.
    static func roundTripsExactly(_ javaText: String) -> Bool {
        var javaText = javaText
        return javaText.withUTF8 { bytes in
            var (specifiers, unnumbered) = (0, 0)
            let simple = walkSimpleSpecifiers(of: bytes, text: { _ in }, specifier: { specifier in
                specifiers += 1
                if specifier.position == nil { unnumbered += 1 }
            })
            return simple && (specifiers <= 1 || unnumbered == 0)
        }
    }
}
