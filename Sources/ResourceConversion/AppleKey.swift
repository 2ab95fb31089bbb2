/// The keys that carry Android arrays and product variants in Apple tables:
/// `planets[0]`, `planets[1]`, … for the items of `<string-array name="planets">`,
/// `planets[]` for an array without items (which would otherwise have no key), and
/// `title[product=tablet]` for `<string name="title" product="tablet">`.
///
/// Android names cannot contain `[`, so these keys never clash with a converted name.
package struct AppleKey: Hashable {
    /// The resource name: `planets` for `planets[2]`.
    package var base: String
    /// The array index, for an array item.
    package var index: Int?
    /// The product, for a product variant.
    package var product: String?
    /// Whether the key stands for an array without items (`planets[]`).
    package var isEmptyArray = false

    init(base: String, index: Int? = nil, product: String? = nil, isEmptyArray: Bool = false) {
        self.base = base
        self.index = index
        self.product = product
        self.isEmptyArray = isEmptyArray
    }

    /// Reads a key; a key without a bracket suffix is a plain key.
    package init(parsing key: String) {
        // Most keys are plain: a byte test says so before `hasSuffix` compares characters
        // (a last character "]" is always the last byte).
        guard key.utf8.last == UInt8(ascii: "]"), let open = Self.lastOpeningBracket(in: key), open > key.startIndex else {
            self.init(base: key)
            return
        }
        let inside = key[key.index(after: open)..<key.index(before: key.endIndex)]
        let base = String(key[..<open])
        if inside.isEmpty {
            self.init(base: base, isEmptyArray: true)
        } else if let index = Int(inside), index >= 0, String(index) == inside {
            self.init(base: base, index: index)
        } else if inside.hasPrefix("product="), inside.count > 8 {
            self.init(base: base, product: String(inside.dropFirst(8)))
        } else {
            self.init(base: key)
        }
    }

    /// Where the key's last `[` is, when its last character is `]`.
    ///
    /// Every array item's key is read, in every locale: a key of ASCII
    /// characters other than CR, whose every byte is a character of its own, is searched on its
    /// bytes, and gives the index that the search by characters gives. (CR LF is one character,
    /// and outside ASCII a character may join the `]` or `[` to another scalar.)
    private static func lastOpeningBracket(in key: String) -> String.Index? {
        // The byte offset of the last "[" (-1 for none) when every byte is a character.
        let offset = key.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var last = -1
            for index in bytes.indices {
                guard bytes[index] < 0x80, bytes[index] != 0x0D else { return nil }
                if bytes[index] == UInt8(ascii: "[") { last = index }
            }
            return last
        } ?? nil
        if let offset { return offset < 0 ? nil : key.utf8.index(key.utf8.startIndex, offsetBy: offset) }
        guard key.hasSuffix("]") else { return nil }
        return key.lastIndex(of: "[")
    }

    /// The key's text.
    var text: String {
        if let index { return "\(base)[\(index)]" }
        if let product { return "\(base)[product=\(product)]" }
        if isEmptyArray { return "\(base)[]" }
        return base
    }
}
