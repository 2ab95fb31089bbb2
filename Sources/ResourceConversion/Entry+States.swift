import LocalizedStrings

extension Entry {
    /// The entry with every String Catalog state it holds (of its string, plural forms,
    /// substitutions and device variants) set to `new`: Xcode's state for a string that is not
    /// translated yet.
    var withNewState: Entry {
        withStates(.new)
    }

    /// The entry as an `.lproj` folder holds it: no state and no translatability (`.strings`
    /// and `.stringsdict` files have neither), and no comment on a `.stringsdict` entry.
    var asLprojHolds: Entry {
        var entry = withStates(nil)
        entry.isTranslatable = true
        if entry.value.belongsInStringsDict { entry.comment = nil }
        return entry
    }

    /// Makes the entry what an `.lproj` folder holds (``asLprojHolds``), in place.
    mutating func holdAsLproj() {
        // Translatable text without a state, which most entries are, is held as it is (a text
        // value has no states, and a .strings file keeps its comment): it is not rebuilt.
        if case .text = value, isTranslatable, state == nil { return }
        self = asLprojHolds
    }

    /// The entry with every state it holds replaced by `state` (`nil` removes them).
    private func withStates(_ state: TranslationState?) -> Entry {
        var entry = self
        if entry.state != nil { entry.state = state }
        entry.value = Self.value(value, withStates: state)
        return entry
    }

    private static func value(_ value: EntryValue, withStates state: TranslationState?) -> EntryValue {
        switch value {
        case .plural(var forms):
            for index in forms.forms.indices where forms.forms[index].state != nil { forms.forms[index].state = state }
            return .plural(forms)
        case .variableFormat(var format):
            for variable in format.variables.indices {
                for index in format.variables[variable].forms.forms.indices where format.variables[variable].forms.forms[index].state != nil {
                    format.variables[variable].forms.forms[index].state = state
                }
            }
            return .variableFormat(format)
        case .device(var variations):
            for index in variations.forms.indices {
                if variations.forms[index].state != nil { variations.forms[index].state = state }
                variations.forms[index].value = Self.value(variations.forms[index].value, withStates: state)
            }
            return .device(variations)
        default:
            return value
        }
    }
}
