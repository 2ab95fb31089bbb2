import LocalizedStrings

/// Compose Multiplatform's placeholders, and the Java format strings StringBridge's model
/// holds for them.
///
/// The Compose runtime replaces `%<n>$s` and `%<n>$d` with the `n`-th argument's `toString()`
/// and nothing else: `%s`, `%d`, `%.2f` and `%%` show as written (`StringResourcesUtils.kt`,
/// its `StringFormatTest`). The model holds every Android text as a Java format string, as
/// aapt2's `getString(id, args…)` formats it; a Compose text becomes the Java format string
/// that formats to what Compose shows: its placeholders as they are, every other `%` doubled.
/// Conversions, lint and the runtime then treat a Compose string like any Android one.
///
///     ComposeTemplates.template(fromCompose: "%1$d% done")   // "%1$d%% done"
///     ComposeTemplates.composeText(fromTemplate: "%1$d%% done").text   // "%1$d% done"
public enum ComposeTemplates {
    /// The Java format string for a Compose text: `%<n>$s` and `%<n>$d` kept, every other `%`
    /// written `%%`.
    public static func template(fromCompose text: String) -> String {
        guard text.utf8.contains(percent) else { return text }
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 4)
        var index = 0
        while index < bytes.count {
            if bytes[index] == percent {
                if let end = placeholderEnd(in: bytes, at: index) {
                    output.append(contentsOf: bytes[index..<end])
                    index = end
                    continue
                }
                output.append(percent)
            }
            output.append(bytes[index])
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The Compose text for a Java format string, and the specifiers Compose cannot replace.
    ///
    /// `%%` becomes `%` and `%n` a line feed; `%<n>$s` and `%<n>$d` stay, and `%s` and `%d`
    /// without a position are numbered (`%s %s` → `%1$s %2$s`), which Compose formats the same
    /// way. Any other specifier (`%.2f`, `%1$S`, `%x`) is written as it is, and listed:
    /// Compose shows it as written. So is a `%` that Compose would take for the start of a
    /// placeholder (`%%1$s`, which Java prints as the text `%1$s`).
    public static func composeText(fromTemplate template: String) -> (text: String, unsupported: [String]) {
        guard template.utf8.contains(percent) else { return (template, []) }
        let format = FormatString(template, dialect: .java)
        var text = ""
        var unsupported: [String] = []
        var literalPercentEnds: [String.Index] = []
        for segment in format.segments {
            switch segment {
            case .literal(let literal):
                text += literal
            case .percentSign:
                text += "%"
                literalPercentEnds.append(text.endIndex)
            case .lineSeparator:
                text += "\n"
            case .placeholder(let placeholder):
                if let written = composePlaceholder(placeholder) {
                    text += written
                } else {
                    text += placeholder.text
                    unsupported.append(placeholder.text)
                }
            case .variable(let variable):
                text += variable.text
                unsupported.append(variable.text)
            case .malformed(let malformed):
                text += malformed.text
            }
        }
        // A literal % that now starts `%1$s` is a placeholder to Compose.
        let bytes = Array(text.utf8)
        for end in literalPercentEnds {
            let offset = text.utf8.distance(from: text.utf8.startIndex, to: end) - 1
            if let placeholder = placeholderEnd(in: bytes, at: offset) {
                unsupported.append(String(decoding: bytes[offset..<placeholder], as: UTF8.self))
            }
        }
        return (text, unsupported)
    }

    /// The value with each text as Compose holds it (``composeText(fromTemplate:)``): what a
    /// dump of a Compose file shows, and what the Compose runtime returns before it replaces
    /// the placeholders.
    public static func shownValue(_ value: EntryValue) -> EntryValue {
        func shown(_ item: ItemValue) -> ItemValue {
            guard case .text(let styled) = item else { return item }
            return .text(StyledText(composeText(fromTemplate: styled.text).text, spans: styled.spans,
                                    protectedRanges: styled.protectedRanges))
        }
        switch value {
        case .text(let styled):
            guard case .text(let text) = shown(.text(styled)) else { return value }
            return .text(text)
        case .plural(let forms):
            return .plural(PluralForms(forms.forms.map { form in
                var form = form
                form.value = shown(form.value)
                return form
            }))
        case .array(let items):
            return .array(items.map(shown))
        case .reference, .variableFormat, .device:
            return value
        }
    }

    /// Whether a text holds a placeholder Compose replaces.
    public static func hasPlaceholders(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.indices.contains { bytes[$0] == percent && placeholderEnd(in: bytes, at: $0) != nil }
    }

    /// The specifiers of a Compose text that look like Java's but that Compose shows as
    /// written: `%s`, `%d`, `%.2f` and `%1$S`, `%%` and `%n`. (A `%` in running text, as in
    /// `50 % de`, is just text, and not listed.)
    public static func literalSpecifiers(in text: String) -> [String] {
        guard text.utf8.contains(percent) else { return [] }
        return FormatString(text, dialect: .java).segments.compactMap { segment in
            switch segment {
            case .placeholder(let placeholder):
                if placeholder.position != nil, composePlaceholder(placeholder) != nil { return nil }
                return placeholder.position != nil || (placeholder.flags.isEmpty && placeholder.width == nil) ? placeholder.text : nil
            case .percentSign(let sign): return sign.text
            case .lineSeparator: return "%n"
            default: return nil
            }
        }
    }

    // MARK: - Helpers

    private static let percent = UInt8(ascii: "%")

    /// Where the placeholder starting at `index` (a `%`) ends: `%`, ASCII digits, `$`, `s` or `d`.
    private static func placeholderEnd(in bytes: [UInt8], at index: Int) -> Int? {
        var end = index + 1
        while end < bytes.count, bytes[end] >= UInt8(ascii: "0"), bytes[end] <= UInt8(ascii: "9") { end += 1 }
        guard end > index + 1, end + 1 < bytes.count, bytes[end] == UInt8(ascii: "$"),
              bytes[end + 1] == UInt8(ascii: "s") || bytes[end + 1] == UInt8(ascii: "d") else { return nil }
        return end + 2
    }

    /// The Compose spelling of a Java placeholder, if Compose has one: `%<n>$s` or `%<n>$d`
    /// without flags, width, precision or case change.
    private static func composePlaceholder(_ placeholder: FormatString.Placeholder) -> String? {
        let conversion = placeholder.conversion.text
        guard conversion == "s" || conversion == "d", placeholder.width == nil, placeholder.precision == nil,
              placeholder.length == nil, placeholder.flags.allSatisfy({ $0 == .previousArgument }) else { return nil }
        return "%\(placeholder.argumentIndex)$\(conversion)"
    }
}
