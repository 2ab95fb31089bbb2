import LocalizedStrings

/// The names Android resources give placeholders: `<xliff:g id="user_name">%1$s</xliff:g>`
/// marks `%1$s` as the user's name for translators, and names the accessor's parameter.
enum PlaceholderNames {
    /// The argument index and `id` of each placeholder that an `<xliff:g>` section with an
    /// `id` encloses, in an Android value (a string, or each form of a plural).
    ///
    /// - Parameter value: The Android entry's value, with its untranslatable sections.
    static func names(in value: EntryValue) -> [(index: Int, name: String)] {
        switch value {
        case .text(let styled): names(in: styled)
        case .plural(let plural): plural.forms.flatMap { form -> [(index: Int, name: String)] in
            guard case .text(let styled) = form.value else { return [] }
            return names(in: styled)
        }
        case .reference, .array, .variableFormat, .device: []
        }
    }

    private static func names(in styled: StyledText) -> [(index: Int, name: String)] {
        let sections = styled.protectedRanges.compactMap { range in
            range.attributes.first { $0.name == "id" }.map { (range: range.start..<range.end, id: $0.value) }
        }
        guard !sections.isEmpty else { return [] }
        var names: [(index: Int, name: String)] = []
        // Sections are in UTF-16 units of the text, as aapt2 records them.
        var offset = 0
        for segment in FormatString(styled.text, dialect: .java).segments {
            let length = segment.text.utf16.count
            if case .placeholder(let placeholder) = segment,
               let section = sections.first(where: { $0.range.lowerBound <= offset && offset + length <= $0.range.upperBound }) {
                names.append((placeholder.argumentIndex, section.id))
            }
            offset += length
        }
        return names
    }
}
