import Foundation
import LocalizedStrings
import SystemSupport

/// One text of an entry that a user can see: the string itself, a plural form, an array
/// item, a `.stringsdict` format or variable form, a device variant. Rules look at pieces so
/// that they work the same on every value kind and format.
public final class TextPiece: Sendable {
    /// Which part of the entry's value the piece is.
    public enum Role: Hashable, Sendable {
        /// The whole value of a string.
        case value
        /// The form of a plural category.
        case pluralForm(PluralCategory)
        /// An array item, by 0-based index.
        case arrayItem(Int)
        /// The format of a `.stringsdict` entry or a catalog string with substitutions.
        case variableFormat
        /// A form of a `%#@name@` variable.
        case variableForm(variable: String, category: PluralCategory)
        /// A device variant, or a plural form of one.
        case deviceForm(device: String, category: PluralCategory?)
    }

    /// Which part of the value this is.
    public let role: Role
    /// The text with its markup.
    public let text: StyledText
    /// The text parsed as a format string in the entry's dialect.
    public let format: FormatString
    /// The translation state of this piece where the format records one (String Catalogs).
    public let state: TranslationState?
    /// The comparison unit (see ``unit``), computed once.
    public let unit: String
    /// The format's specifiers, classified.
    public let specifiers: [Specifier]
    /// Whether the text has spans or may hold tags written as text (it contains `<`).
    public let hasMarkup: Bool

    /// Creates a piece.
    ///
    /// - Parameter formatText: The text to parse as a format, when it differs from the text
    ///   (a String Catalog substitution's `%arg` stands for its own specifier).
    ///   - variableKinds: The argument kinds of the entry's `%#@name@` variables.
    ///   - variableArguments: The arguments String Catalog substitutions name with `argNum`.
    public init(role: Role, text: StyledText, dialect: FormatString.Dialect, state: TranslationState? = nil,
                formatText: String? = nil, variableKinds: [String: FormatString.ArgumentKind] = [:],
                variableArguments: [String: Int] = [:]) {
        self.role = role
        self.text = text
        let format = FormatString(formatText ?? text.text, dialect: dialect)
        self.format = format
        self.state = state
        self.unit = Self.unit(of: role)
        self.hasMarkup = !text.spans.isEmpty || text.text.containsByte(UInt8(ascii: "<"))
        self.specifiers = format.segments.count == 1 && !format.hasArguments && format.malformedSpecifiers.isEmpty
            ? [] : Specifier.specifiers(of: format, variableKinds: variableKinds, variableArguments: variableArguments)
    }

    /// The group of pieces that say the same thing and are compared with the source as one:
    /// a string and all its plural forms are `value`, an array item is `item[i]`, a variable's
    /// forms are `variable:<name>`, a device variant is `device:<name>`.
    static func unit(of role: Role) -> String {
        switch role {
        case .value, .pluralForm: "value"
        case .arrayItem(let index): "item[\(index)]"
        case .variableFormat: "format"
        case .variableForm(let variable, _): "variable:\(variable)"
        case .deviceForm(let device, _): "device:\(device)"
        }
    }

    /// The plural category the piece is chosen for, if any.
    public var category: PluralCategory? {
        switch role {
        case .pluralForm(let category), .variableForm(_, let category): category
        case .deviceForm(_, let category): category
        case .value, .arrayItem, .variableFormat: nil
        }
    }

    /// How the piece is named in messages: `the 'few' form`, `item 2`.
    public var label: String {
        switch role {
        case .value: "the string"
        case .pluralForm(let category): "the '\(category.rawValue)' form"
        case .arrayItem(let index): "item \(index + 1)"
        case .variableFormat: "the format"
        case .variableForm(let variable, let category): "the '\(category.rawValue)' form of %#@\(variable)@"
        case .deviceForm(let device, let category):
            category.map { "the '\($0.rawValue)' form for \(device)" } ?? "the variant for \(device)"
        }
    }

    /// The pieces of a value, in source order; references have none.
    public static func pieces(of value: EntryValue, format: ResourceFormat, state: TranslationState?) -> [TextPiece] {
        let dialect = format.dialect
        switch value {
        case .text(let styled):
            return [TextPiece(role: .value, text: styled, dialect: dialect, state: state)]
        case .reference:
            return []
        case .plural(let plural):
            return plural.forms.compactMap { form in
                guard case .text(let styled) = form.value else { return nil }
                return TextPiece(role: .pluralForm(form.category), text: styled, dialect: dialect, state: form.state)
            }
        case .array(let items):
            return items.enumerated().compactMap { index, item in
                guard case .text(let styled) = item else { return nil }
                return TextPiece(role: .arrayItem(index), text: styled, dialect: dialect)
            }
        case .variableFormat(let variableFormat):
            let kinds = LocatedEntry.variableKinds(of: value)
            let arguments = Dictionary(variableFormat.variables.compactMap { variable in
                variable.argumentNumber.map { (variable.name, $0) }
            }, uniquingKeysWith: { first, _ in first })
            var pieces = [TextPiece(role: .variableFormat, text: StyledText(variableFormat.format), dialect: dialect, state: state,
                                    variableKinds: kinds, variableArguments: arguments)]
            for variable in variableFormat.variables {
                // In a catalog's substitution, `%arg` is the variable's own argument.
                let argument = format == .xcstrings ? "%" + (variable.valueType ?? "lld") : nil
                for form in variable.forms.forms {
                    guard case .text(let styled) = form.value else { continue }
                    let formatText = argument.flatMap { styled.text.containsBytes("%arg") ? styled.text.replacingOccurrences(of: "%arg", with: $0) : nil }
                    pieces.append(TextPiece(role: .variableForm(variable: variable.name, category: form.category), text: styled,
                                            dialect: dialect, state: form.state, formatText: formatText, variableKinds: kinds))
                }
            }
            return pieces
        case .device(let variations):
            var pieces: [TextPiece] = []
            for form in variations.forms {
                switch form.value {
                case .text(let styled):
                    pieces.append(TextPiece(role: .deviceForm(device: form.device, category: nil), text: styled,
                                            dialect: dialect, state: form.state))
                case .plural(let plural):
                    for pluralForm in plural.forms {
                        guard case .text(let styled) = pluralForm.value else { continue }
                        pieces.append(TextPiece(role: .deviceForm(device: form.device, category: pluralForm.category),
                                                text: styled, dialect: dialect, state: pluralForm.state))
                    }
                default:
                    continue
                }
            }
            return pieces
        }
    }
}
