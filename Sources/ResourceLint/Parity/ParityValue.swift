import LocalizedStrings

/// An Apple-side value reduced to what both platforms must agree on: the text of each form
/// with its placeholders written as `{1}`, `{2}` (so `%1$@` and `%@` agree), and the kind of
/// each argument.
struct ParityValue: Equatable {
    /// The texts by form: `""` for a plain string, a category name for a plural, `v.one` for
    /// a variable of a larger format, `device:mac` for a device variant.
    var forms: [String: String] = [:]
    /// The argument kinds by index, over all forms.
    var arguments: [Int: Set<FormatString.ArgumentKind>] = [:]
    /// The texts by form, as written (for messages).
    var written: [String: String] = [:]
    /// Whether the value is a plural.
    var isPlural = false

    init(_ entry: LocatedEntry) {
        switch entry.entry.value {
        case .plural:
            isPlural = true
        case .variableFormat(let format):
            isPlural = true
            let simple = format.variables.count == 1 && FormatString(format.format, dialect: .apple).segments.count == 1
            for piece in entry.pieces {
                switch piece.role {
                case .variableFormat where !simple:
                    add(piece, as: "", entry: entry)
                case .variableForm(let variable, let category):
                    add(piece, as: simple ? category.rawValue : "\(variable).\(category.rawValue)", entry: entry)
                default:
                    break
                }
            }
            return
        default:
            break
        }
        for piece in entry.pieces {
            let name: String
            switch piece.role {
            case .value, .variableFormat: name = ""
            case .pluralForm(let category): name = category.rawValue
            case .arrayItem(let index): name = "[\(index)]"
            case .variableForm(let variable, let category): name = "\(variable).\(category.rawValue)"
            case .deviceForm(let device, let category): name = "device:\(device)" + (category.map { ".\($0.rawValue)" } ?? "")
            }
            add(piece, as: name, entry: entry)
        }
    }

    private mutating func add(_ piece: TextPiece, as name: String, entry: LocatedEntry) {
        var text = ""
        let specifiers = piece.specifiers
        var next = 0
        for (index, segment) in piece.format.segments.enumerated() {
            if next < specifiers.count, specifiers[next].segmentIndex == index {
                let specifier = specifiers[next]
                next += 1
                if case .argument(let argument, let kind, _) = specifier.role {
                    text += "{\(argument)}"
                    if let kind { arguments[argument, default: []].insert(kind) }
                    continue
                }
            }
            switch segment {
            case .literal(let literal): text += literal
            case .percentSign: text += "%"
            case .lineSeparator: text += "\n"
            default: text += segment.text
            }
        }
        forms[name] = text
        written[name] = piece.text.text
    }

    /// The first form whose text differs from the other value's, with both texts as written.
    func firstDifference(from other: ParityValue) -> (form: String, mine: String, theirs: String)? {
        for name in forms.keys.sorted() {
            if let otherText = other.forms[name], otherText != forms[name] {
                return (name, written[name] ?? "", other.written[name] ?? "")
            }
        }
        if let mine = written[""], let theirs = other.written[""], mine != theirs { return ("", mine, theirs) }
        return nil
    }

    /// The plural categories (form names that are categories).
    var categories: Set<String> {
        Set(forms.keys.filter { PluralCategory(rawValue: $0) != nil })
    }

    /// What differs from another value: `value`, `placeholders`, `plural`.
    func differences(from other: ParityValue) -> Set<String> {
        var result: Set<String> = []
        if isPlural != other.isPlural || (isPlural && categories != other.categories) { result.insert("plural") }
        if arguments != other.arguments { result.insert("placeholders") }
        for (name, text) in forms {
            if let otherText = other.forms[name], otherText != text { result.insert("value") }
        }
        if !isPlural && !other.isPlural && forms.keys.sorted() != other.forms.keys.sorted() { result.insert("value") }
        return result
    }
}
