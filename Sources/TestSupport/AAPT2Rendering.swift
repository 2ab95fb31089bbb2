import AndroidResources
import Foundation
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

    /// The rendering of an entry whose array may hold items aapt2 compiles to numbers,
    /// colours or booleans (``AndroidEntryDetails/nonStringItems``), printed as aapt2 prints them.
    public static func render(_ entry: Entry) -> String {
        let nonString = Set(entry.androidDetails.nonStringItems)
        guard case .array(let items) = entry.value, !nonString.isEmpty else { return render(entry.value) }
        let rendered = items.enumerated().map { index, item in
            if nonString.contains(index), case .text(let styled) = item { return primitive(styled.text) }
            return render(item)
        }
        return "[" + rendered.joined(separator: ", ") + "]"
    }

    /// aapt2's `dump` text of a number, colour or boolean written as `text`: booleans in lower
    /// case, colours as `#aarrggbb`, hexadecimal integers as `0x` and eight digits, floats with
    /// up to six significant digits, dimensions and fractions with six decimals (a fraction
    /// divided by 100).
    static func primitive(_ text: String) -> String {
        let lower = text.lowercased()
        if lower == "true" || lower == "false" { return lower }
        if text.hasPrefix("#") {
            let digits = Array(lower.dropFirst())
            switch digits.count {
            case 3: return "#ff" + digits.map { "\($0)\($0)" }.joined()
            case 4: return "#" + digits.map { "\($0)\($0)" }.joined()
            case 6: return "#ff" + String(digits)
            default: return "#" + String(digits)
            }
        }
        if lower.hasPrefix("0x") || lower.hasPrefix("-0x"), let value = Int64(lower.replacingOccurrences(of: "0x", with: ""), radix: 16) {
            return String(format: "0x%08x", UInt32(truncatingIfNeeded: value))
        }
        if let value = Int32(text) { return String(value) }
        for (unit, printed) in [("%p", "%p"), ("%", "%"), ("dip", "dp"), ("dp", "dp"), ("sp", "sp"), ("px", "px"), ("pt", "pt"), ("in", "in"), ("mm", "mm")]
        where lower.hasSuffix(unit) {
            guard let number = Double(lower.dropLast(unit.count)) else { break }
            return String(format: "%f", unit.hasPrefix("%") ? number / 100 : number) + printed
        }
        return Double(text).map { String(format: "%g", $0) } ?? text
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
            variants[key(of: entry), default: []].append((entry.product ?? "", render(entry)))
        }
        return variants.mapValues { list in
            list.sorted { Array($0.product.utf8).lexicographicallyPrecedes(Array($1.product.utf8)) }
                .map(\.text).joined(separator: "\n() ")
        }
    }
}
