import Foundation
import LocalizedStrings
import StreamingXML

/// Where a piece of an entry's text is written in its file: the readers keep each entry's
/// position, and this finds a specifier, an apostrophe or a plural form inside it, searching
/// forward from the entry for the way the format spells the text.
enum TextLocator {
    /// The texts to skip, in order, from the entry's start to the piece's text.
    static func anchors(for role: TextPiece.Role, format: ResourceFormat) -> [String] {
        switch (format, role) {
        case (.android, .value), (.android, .variableFormat), (.android, .variableForm), (.android, .deviceForm):
            return []
        case (.android, .pluralForm(let category)):
            return ["quantity=\"\(category.rawValue)\""]
        case (.android, .arrayItem(let index)), (.strings, .arrayItem(let index)), (.stringsdict, .arrayItem(let index)),
             (.xcstrings, .arrayItem(let index)):
            return Array(repeating: "<item", count: index + 1)
        case (.strings, _):
            return ["="]
        case (.stringsdict, .value):
            return ["<string>"]
        case (.stringsdict, .variableFormat), (.stringsdict, .pluralForm), (.stringsdict, .deviceForm):
            return ["<key>NSStringLocalizedFormatKey</key>", "<string>"]
        case (.stringsdict, .variableForm(let variable, let category)):
            return ["<key>\(variable)</key>", "<key>\(category.rawValue)</key>", "<string>"]
        case (.xcstrings, .value), (.xcstrings, .variableFormat):
            return ["\"value\""]
        case (.xcstrings, .pluralForm(let category)):
            return ["\"plural\"", "\"\(category.rawValue)\"", "\"value\""]
        case (.xcstrings, .variableForm(let variable, let category)):
            return ["\"substitutions\"", "\"\(variable)\"", "\"\(category.rawValue)\"", "\"value\""]
        case (.xcstrings, .deviceForm(let device, let category)):
            return ["\"device\"", "\"\(device)\""] + (category.map { ["\"\($0.rawValue)\""] } ?? []) + ["\"value\""]
        case (.xliff, _):
            return ["<target"]
        }
    }

    /// The ways a format may spell `text` in a file: escaped spellings first (an apostrophe
    /// is written `\'`, even though `'` alone matches inside it), then the text as it is.
    static func spellings(of text: String, format: ResourceFormat) -> [String] {
        var result: [String] = []
        func add(_ spelling: String) {
            if spelling != text && !result.contains(spelling) { result.append(spelling) }
        }
        switch format {
        case .android:
            add(xmlEscaped(text.replacingOccurrences(of: "'", with: "\\'").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "\n", with: "\\n")))
            add(xmlEscaped(text))
        case .stringsdict, .xliff:
            add(xmlEscaped(text))
        case .strings, .xcstrings:
            add(text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "\n", with: "\\n"))
        }
        return result + [text]
    }

    /// The text as a writer escapes XML content: a file written by hand or by a tool most
    /// likely spells `&`, `<` and `>` as entities.
    private static func xmlEscaped(_ text: String) -> String {
        XMLEscape.text.escaped(text)
    }
}
