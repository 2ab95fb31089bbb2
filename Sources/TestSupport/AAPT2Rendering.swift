import LocalizedStrings

/// Renders entries the way `aapt2 dump apc` prints compiled values, so that tests compare
/// the reader with expectations produced by aapt2 itself (see
/// `Scripts/regenerate-android-expectations.py`).
///
/// Strings print as `"text"`, styled strings as `(styled string) "text" tag:first,last …`
/// (bounds as unsigned 32-bit numbers), references bare, plurals as `quantity=value` lines
/// in CLDR order, arrays as `[item, item]`.
public enum AAPT2Rendering {
    /// The rendering of one entry.
    public static func render(_ value: EntryValue) -> String {
        switch value {
        case .text(let styled): render(styled)
        case .reference(let reference): reference.description
        case .plural(let plural):
            plural.forms.sorted { $0.category < $1.category }
                .map { "\($0.category.rawValue)=\(render($0.value))" }.joined(separator: "\n")
        case .array(let items):
            "[" + items.map(render).joined(separator: ", ") + "]"
        case .variableFormat, .device:
            "(not an Android value)"
        }
    }

    /// The rendering of a plural form or array item.
    public static func render(_ item: ItemValue) -> String {
        switch item {
        case .text(let styled): render(styled)
        case .reference(let reference): reference.description
        }
    }

    /// `"text"` or `(styled string) "text" tag:first,last …`.
    public static func render(_ styled: StyledText) -> String {
        guard !styled.spans.isEmpty else { return "\"\(styled.text)\"" }
        let spans = styled.spans.map { "\($0.tag):\(UInt32(truncatingIfNeeded: $0.first)),\(UInt32(truncatingIfNeeded: $0.last))" }
        return "(styled string) \"\(styled.text)\" " + spans.joined(separator: " ")
    }

    /// The aapt2 key of an entry: `string/name`, `plurals/name` or `array/name`.
    public static func key(of entry: Entry) -> String {
        switch entry.value {
        case .text, .reference: "string/\(entry.key)"
        case .plural: "plurals/\(entry.key)"
        case .array: "array/\(entry.key)"
        case .variableFormat, .device: "apple/\(entry.key)"
        }
    }

    /// Renders a table's entries by aapt2 key. Product variants of one resource are joined as
    /// aapt2 prints them: sorted by product (none first), separated by a line `() `.
    public static func render(_ table: StringTable) -> [String: String] {
        var variants: [String: [(product: String, text: String)]] = [:]
        for entry in table.entries {
            variants[key(of: entry), default: []].append((entry.product ?? "", render(entry.value)))
        }
        return variants.mapValues { list in
            list.sorted { Array($0.product.utf8).lexicographicallyPrecedes(Array($1.product.utf8)) }
                .map(\.text).joined(separator: "\n() ")
        }
    }
}
