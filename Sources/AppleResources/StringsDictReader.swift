import Foundation
import LocalizedStrings
import SystemSupport

/// Reads an Apple `.stringsdict` file (an XML property list of plural rules) into a
/// ``StringTable`` whose entries are ``VariableFormat`` values.
///
/// Each top-level key is an entry: `NSStringLocalizedFormatKey` is the format, and every
/// member whose value is a dictionary is a variable (`NSStringFormatSpecTypeKey`,
/// `NSStringFormatValueTypeKey`, and the forms `zero one two few many other`). An entry with
/// `NSStringDeviceSpecificRuleType` and no format holds device variants (a string per device
/// key, `iphone`, `mac`, …, `other`; Xcode documentation, "Creating width and device variants
/// of strings"), read as ``DeviceVariations``. Members the
/// reader does not interpret are kept as properties named `plist:<key>` holding their XML,
/// so that the writer puts them back. A top-level string value is read as a plain string.
///
/// Diagnostics: a missing format key, a variable used in a format but not defined, a rule
/// type other than `NSStringPluralRuleType`, and plural forms without `other`.
public struct StringsDictReader: Sendable {
    /// The keys of a `.stringsdict` entry and variable that the reader interprets.
    public enum Key {
        public static let format = "NSStringLocalizedFormatKey"
        public static let ruleType = "NSStringFormatSpecTypeKey"
        public static let valueType = "NSStringFormatValueTypeKey"
        public static let deviceRule = "NSStringDeviceSpecificRuleType"
    }

    /// Creates a reader.
    public init() {}

    /// Reads a file; the locale comes from an enclosing `.lproj` folder.
    public func read(fileAt path: String) -> ReadResult {
        let data: [UInt8]
        switch FileBytes.contents(atPath: path) {
        case .success(let bytes): data = bytes
        case .failure(let failure):
            return ReadResult(table: StringTable(path: path, format: .stringsdict),
                              diagnostics: [failure.diagnostic(AppleDiagnosticID.unreadableFile, path: path)])
        }
        return data.withUnsafeBytes { read(bytes: $0, path: path, locale: AppleResourceTree.locale(ofFileAt: path)) }
    }

    /// Reads a `.stringsdict` file's bytes.
    public func read(bytes: UnsafeRawBufferPointer, path: String, locale: LanguageTag? = nil) -> ReadResult {
        var table = StringTable(path: path, format: .stringsdict, locale: locale)
        var (root, diagnostics) = BinaryPropertyList.isBinary(bytes) ? readBinary(bytes, path: path)
            : PropertyListXMLReader.read(bytes, path: path)
        guard let root else { return ReadResult(table: table, diagnostics: diagnostics) }
        guard let members = root.value.members else {
            diagnostics.append(.error(AppleDiagnosticID.malformedPropertyList, at: location(of: root, in: path),
                                      "a .stringsdict file must hold a dictionary"))
            return ReadResult(table: table, diagnostics: diagnostics)
        }
        for member in lastValues(of: members, in: nil, path: path, diagnostics: &diagnostics) {
            if let entry = entry(for: member, path: path, diagnostics: &diagnostics) { table.entries.append(entry) }
        }
        return ReadResult(table: table, diagnostics: diagnostics.limitedPerFile(path: path))
    }

    /// A binary `.stringsdict`, which Foundation reads as it reads the XML form.
    private func readBinary(_ bytes: UnsafeRawBufferPointer, path: String) -> (PropertyListNode?, [Diagnostic]) {
        let (root, error) = BinaryPropertyList.read(Array(bytes), path: path)
        guard let root else { return (nil, error.map { [$0] } ?? []) }
        return (root, [.note(AppleDiagnosticID.malformedPropertyList, at: BinaryPropertyList.start(of: path),
                             "a binary property list keeps no order or comments; keys are listed sorted")])
    }

    private func entry(for member: PropertyListMember, path: String, diagnostics: inout [Diagnostic]) -> Entry? {
        let at = location(of: member.node, in: path)
        if let text = member.node.value.string {
            return Entry(key: member.key, value: .text(StyledText(text)), location: at)
        }
        guard let fields = member.node.value.members.map({ lastValues(of: $0, in: member.key, path: path, diagnostics: &diagnostics) }) else {
            diagnostics.append(.warning(AppleDiagnosticID.nonStringValue, at: at,
                                        "the value of \"\(member.key)\" is neither a string nor a plural rule dictionary; it is skipped"))
            return nil
        }
        if let rule = fields.first(where: { $0.key == Key.deviceRule }), let devices = rule.node.value.members,
           !fields.contains(where: { $0.key == Key.format }) {
            var entry = deviceEntry(key: member.key, devices: devices, at: at, path: path, diagnostics: &diagnostics)
            let otherKeys = fields.filter { $0.key != Key.deviceRule }
            if !otherKeys.isEmpty { entry.details = FormatDetails(StringsDictEntryDetails(otherKeys: otherKeys)) }
            return entry
        }
        var format: String?
        var variables: [PluralVariable] = []
        var otherKeys: [PropertyListMember] = []
        for field in fields {
            if field.key == Key.format, let text = field.node.value.string {
                format = text
            } else if let variableFields = field.node.value.members {
                let variableFields = lastValues(of: variableFields, in: "\(member.key)\" variable \"\(field.key)", path: path,
                                                diagnostics: &diagnostics)
                variables.append(variable(named: field.key, fields: variableFields, of: member.key,
                                          at: location(of: field.node, in: path), diagnostics: &diagnostics))
            } else {
                otherKeys.append(field)
            }
        }
        guard let format else {
            // Foundation reads the file; only this entry cannot be formatted.
            diagnostics.append(.warning(AppleDiagnosticID.missingFormatKey, at: at,
                                        "\"\(member.key)\" has no NSStringLocalizedFormatKey; Foundation reads the file but cannot format this entry, so it is not read"))
            return nil
        }
        checkVariableReferences(format: format, variables: variables, key: member.key, at: at, diagnostics: &diagnostics)
        return Entry(key: member.key, value: .variableFormat(VariableFormat(format: format, variables: variables)),
                     details: otherKeys.isEmpty ? FormatDetails() : FormatDetails(StringsDictEntryDetails(otherKeys: otherKeys)),
                     location: at)
    }

    /// The members as Foundation reads them: of a key given twice in one dictionary only the
    /// last value counts (the dictionary is filled in file order), with a warning. `owner`
    /// names the dictionary in the warning (`nil`: the file's own).
    private func lastValues(of members: [PropertyListMember], in owner: String?, path: String,
                            diagnostics: inout [Diagnostic]) -> [PropertyListMember] {
        var lastIndex: [String: Int] = [:]
        for (index, member) in members.enumerated() { lastIndex[member.key] = index }
        guard lastIndex.count < members.count else { return members }
        var kept: [PropertyListMember] = []
        for (index, member) in members.enumerated() {
            guard let last = lastIndex[member.key], last != index else {
                kept.append(member)
                continue
            }
            let place = owner.map { " in \"\($0)\"" } ?? ""
            diagnostics.append(.warning(AppleDiagnosticID.duplicateKey, at: location(of: member.node, in: path),
                                        "duplicate key \"\(member.key)\"\(place): the value on line \(members[last].node.line) replaces this one, as Foundation reads the file"))
        }
        return kept
    }

    /// An entry of device variants: a string per device.
    private func deviceEntry(key: String, devices: [PropertyListMember], at: SourceLocation, path: String,
                             diagnostics: inout [Diagnostic]) -> Entry {
        var forms: [DeviceVariations.Form] = []
        for device in devices {
            guard let text = device.node.value.string else {
                diagnostics.append(.warning(AppleDiagnosticID.nonStringValue, at: location(of: device.node, in: path),
                                            "the '\(device.key)' variant of \"\(key)\" is not a string; it is skipped"))
                continue
            }
            forms.append(DeviceVariations.Form(device: device.key, value: .text(StyledText(text))))
        }
        return Entry(key: key, value: .device(DeviceVariations(forms)), location: at)
    }

    private func variable(named name: String, fields: [PropertyListMember], of key: String, at: SourceLocation,
                          diagnostics: inout [Diagnostic]) -> PluralVariable {
        var ruleType: String?
        var valueType: String?
        var forms: [PluralForms.Form] = []
        var otherKeys: [PropertyListMember] = []
        for field in fields {
            let text = field.node.value.string
            switch field.key {
            case Key.ruleType where text != nil: ruleType = text
            case Key.valueType where text != nil: valueType = text
            default:
                if let category = PluralCategory(rawValue: field.key), let text {
                    forms.append(PluralForms.Form(category: category, value: .text(StyledText(text))))
                } else {
                    otherKeys.append(field)
                }
            }
        }
        if ruleType != PluralVariable.pluralRuleType {
            diagnostics.append(.warning(AppleDiagnosticID.unsupportedRuleType, at: at,
                                        "variable '\(name)' of \"\(key)\" has NSStringFormatSpecTypeKey \(ruleType.map { "'\($0)'" } ?? "missing"); only NSStringPluralRuleType is a plural rule, so its forms are kept as they are but never chosen by a count"))
        }
        if ruleType == PluralVariable.pluralRuleType && !forms.contains(where: { $0.category == .other }) {
            // Foundation reads the file (be, ru, pl, uk never choose `other` for an integer).
            diagnostics.append(.warning(AppleDiagnosticID.missingOtherForm, at: at,
                                        "variable '\(name)' of \"\(key)\" has no 'other' form; Foundation reads it, but a count in a category without a form (in many languages a fraction) gets no text"))
        }
        return PluralVariable(name: name, ruleType: ruleType ?? "", valueType: valueType,
                              forms: PluralForms(forms),
                              details: otherKeys.isEmpty ? FormatDetails() : FormatDetails(StringsDictVariableDetails(otherKeys: otherKeys)))
    }

    /// Every `%#@name@` in the format or in a form must name a defined variable.
    private func checkVariableReferences(format: String, variables: [PluralVariable], key: String, at: SourceLocation,
                                         diagnostics: inout [Diagnostic]) {
        let defined = Set(variables.map(\.name))
        var texts = [format]
        for variable in variables { texts += variable.forms.forms.map(\.value.displayText) }
        var reported: Set<String> = []
        for text in texts {
            for name in VariableReferences.names(in: text) where !defined.contains(name) && reported.insert(name).inserted {
                diagnostics.append(.warning(AppleDiagnosticID.undefinedVariable, at: at,
                                            "\"\(key)\" uses %#@\(name)@, but no variable '\(name)' is defined; Foundation shows the format as it is"))
            }
        }
    }

    private func location(of node: PropertyListNode, in path: String) -> SourceLocation {
        SourceLocation(path: path, line: node.line, column: node.column)
    }
}

/// Finds the `%#@name@` (and `%1$#@name@`) variable references of a format.
enum VariableReferences {
    /// The names referenced, in order of appearance.
    static func names(in format: String) -> [String] {
        var names: [String] = []
        let scalars = Array(format.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else { index += 1; continue }
            var cursor = index + 1
            if cursor < scalars.count, scalars[cursor] == "%" { index = cursor + 1; continue }
            while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) { cursor += 1 }
            if cursor < scalars.count, scalars[cursor] == "$" { cursor += 1 }
            guard cursor + 1 < scalars.count, scalars[cursor] == "#", scalars[cursor + 1] == "@" else {
                index = cursor
                continue
            }
            let start = cursor + 2
            guard let end = scalars[start...].firstIndex(of: "@") else { break }
            var name = ""
            name.unicodeScalars.append(contentsOf: scalars[start..<end])
            names.append(name)
            index = end + 1
        }
        return names
    }
}
