import AppleResources
import LocalizedStrings

/// What a development-language value reads from each of its arguments, numbered as the
/// runtime numbers them (`StringFormatter`'s variable expansion): in a format, a placeholder
/// or variable reads the argument its position says, or the next one in order; inside a
/// variable's form, a placeholder with a position reads that argument of the whole list, and
/// the first one without reads the variable's own argument, the next one the argument after it.
struct ArgumentUses {
    /// The placeholders that read each argument, in the order met.
    private(set) var placeholders: [Int: [FormatString.Placeholder]] = [:]
    /// The kind a variable declares for its argument (`NSStringFormatValueTypeKey`, a
    /// substitution's `formatSpecifier`), used when no placeholder prints the argument.
    private(set) var declaredKinds: [Int: FormatString.ArgumentKind] = [:]
    /// The names the resources give arguments.
    var names: [Int: String] = [:]
    /// The highest argument read; 0 when there is none.
    private(set) var count = 0

    /// Variables nest at most this deep, as at run time.
    private static let maximumDepth = 8

    /// Adds what a format reads; `firstArgument` is the argument its first unnumbered specifier
    /// reads (a variable's own, for a form), `nil` for a format of its own.
    mutating func add(_ format: FormatString, firstArgument: Int? = nil, variables: [PluralVariable] = [], depth: Int = 0) {
        for segment in format.segments {
            switch segment {
            case .placeholder(let placeholder):
                let index = Self.argument(position: placeholder.position, resolved: placeholder.argumentIndex, firstArgument: firstArgument)
                note(index)
                placeholders[index, default: []].append(placeholder)
            case .variable(let variable):
                let resolved = Self.argument(position: variable.position, resolved: variable.argumentIndex, firstArgument: firstArgument)
                guard depth < Self.maximumDepth, let definition = variables.first(where: { $0.name == variable.name }) else {
                    note(resolved)
                    continue
                }
                let index = definition.argumentNumber ?? resolved
                note(index)
                if names[index] == nil { names[index] = definition.name }
                if declaredKinds[index] == nil { declaredKinds[index] = Self.declaredKind(of: definition) }
                for text in Self.formTexts(of: definition) {
                    add(FormatString(text, dialect: .apple), firstArgument: index, variables: variables, depth: depth + 1)
                }
            case .literal, .percentSign, .lineSeparator, .malformed:
                break
            }
        }
    }

    /// The type of an argument: what its first placeholder prints, else what its variable
    /// declares, else any value.
    func type(of index: Int) -> ParameterType {
        if let kind = placeholders[index]?.lazy.compactMap({ $0.argumentKind(in: .apple) }).first { return ParameterType(kind) }
        if let kind = declaredKinds[index] { return ParameterType(kind) }
        return .any
    }

    /// The fraction digits the argument's first floating-point placeholder shows, as the
    /// runtime counts them for a plural: the precision, 6 for `%f` and `%e` without one, and
    /// `nil` for `%g` and `%a`, which show as many as the value needs.
    func fractionDigits(of index: Int) -> Int? {
        guard let placeholder = placeholders[index]?.first(where: { $0.argumentKind(in: .apple) == .floatingPoint }),
              "fFeE".contains(placeholder.conversion.character) else { return nil }
        return placeholder.precision ?? 6
    }

    private mutating func note(_ index: Int) {
        count = max(count, index)
    }

    private static func argument(position: Int?, resolved: Int, firstArgument: Int?) -> Int {
        guard let firstArgument, position == nil else { return resolved }
        return firstArgument - 1 + resolved
    }

    /// A variable's form texts, `other` first (the form most counts show types the argument),
    /// with a catalog's `%arg` resolved (see ``PluralVariable/formText(of:)``).
    static func formTexts(of variable: PluralVariable) -> [String] {
        let ordered = variable.forms.forms.filter { $0.category == .other } + variable.forms.forms.filter { $0.category != .other }
        return ordered.map(variable.formText(of:))
    }

    private static func declaredKind(of variable: PluralVariable) -> FormatString.ArgumentKind? {
        guard let last = variable.valueType?.last, let conversion = FormatString.Conversion(last) else { return nil }
        return conversion.argumentKind(in: .apple)
    }
}
