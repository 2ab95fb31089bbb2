import LocalizedStrings

extension PluralVariable {
    /// The placeholder String Catalogs write in a substitution's forms for the substitution's
    /// own argument (`%arg votes`); Xcode replaces it by the `formatSpecifier` (`%lld votes`).
    public static let catalogArgumentPlaceholder = "%arg"

    /// A form's text with each `%arg` replaced by the variable's specifier (`%` and
    /// ``valueType``, `%@` when it has none), as Foundation formats a catalog substitution;
    /// `%%arg` stays literal. A `.stringsdict` form has no `%arg` and comes back unchanged.
    ///
    ///     // a substitution with formatSpecifier "lld"
    ///     variable.resolvingArgumentPlaceholder(in: "%arg votes")   // "%lld votes"
    public func resolvingArgumentPlaceholder(in text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        let specifier = Array(("%" + (valueType ?? "@")).utf8)
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 4)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "%") {
                    result += [byte, byte]
                    index += 2
                    continue
                }
                if index + 3 < bytes.count, bytes[index + 1] == UInt8(ascii: "a"), bytes[index + 2] == UInt8(ascii: "r"),
                   bytes[index + 3] == UInt8(ascii: "g") {
                    result += specifier
                    index += 4
                    continue
                }
            }
            result.append(byte)
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }
}
