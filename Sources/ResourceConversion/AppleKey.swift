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
    var index: Int?
    /// The product, for a product variant.
    var product: String?
    /// Whether the key stands for an array without items (`planets[]`).
    var isEmptyArray = false

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
        guard key.utf8.last == UInt8(ascii: "]"), key.hasSuffix("]"), let open = key.lastIndex(of: "["), open > key.startIndex else {
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

    /// The key's text.
    var text: String {
        if let index { return "\(base)[\(index)]" }
        if let product { return "\(base)[product=\(product)]" }
        if isEmptyArray { return "\(base)[]" }
        return base
    }
}
