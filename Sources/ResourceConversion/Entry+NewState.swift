import LocalizedStrings

extension Entry {
    /// The entry with every String Catalog state it holds (of its string, plural forms,
    /// substitutions and device variants) set to `new`: Xcode's state for a string that is not
    /// translated yet.
    var withNewState: Entry {
        var entry = self
        if entry.state != nil { entry.state = Self.newState }
        entry.value = Self.withNewState(value)
        return entry
    }

    /// String Catalog's state of an untranslated string.
    static let newState = "new"

    private static func withNewState(_ value: EntryValue) -> EntryValue {
        switch value {
        case .plural(var forms):
            for index in forms.forms.indices where forms.forms[index].state != nil { forms.forms[index].state = newState }
            return .plural(forms)
        case .variableFormat(var format):
            for variable in format.variables.indices {
                for index in format.variables[variable].forms.forms.indices where format.variables[variable].forms.forms[index].state != nil {
                    format.variables[variable].forms.forms[index].state = newState
                }
            }
            return .variableFormat(format)
        case .device(var variations):
            for index in variations.forms.indices {
                if variations.forms[index].state != nil { variations.forms[index].state = newState }
                variations.forms[index].value = withNewState(variations.forms[index].value)
            }
            return .device(variations)
        default:
            return value
        }
    }
}
