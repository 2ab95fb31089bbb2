import LocalizedStrings

extension EntryValue {
    /// The Android resource type an entry with this value has, for duplicate checks.
    var typeName: String {
        switch self {
        case .text, .reference, .device: "string"
        case .plural, .variableFormat: "plurals"
        case .array: "array"
        }
    }

    /// Whether an `.lproj` folder keeps the value in its `.stringsdict` file: a format with plural
    /// variables, or device variants (`NSStringDeviceSpecificRuleType`).
    var belongsInStringsDict: Bool {
        switch self {
        case .variableFormat, .device: true
        default: false
        }
    }

    /// Whether the value, or any of its items, has spans.
    var hasSpans: Bool {
        func styled(_ item: ItemValue) -> Bool {
            if case .text(let text) = item { return !text.spans.isEmpty }
            return false
        }
        switch self {
        case .text(let text): return !text.spans.isEmpty
        case .plural(let forms): return forms.forms.contains { styled($0.value) }
        case .array(let items): return items.contains(where: styled)
        default: return false
        }
    }
}
