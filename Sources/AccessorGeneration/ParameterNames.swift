/// The names of an accessor's parameters: a named argument is labelled with its name
/// (`days: Int`), every other one is `_ p1`, `_ p2`, … after its argument number, as SwiftGen
/// names them; names are made unique.
struct ParameterNames {
    /// The parameter list's entries without types: `_ p1`, `days`.
    private(set) var declarations: [String] = []
    /// The names the body passes on, in order.
    private(set) var arguments: [String] = []

    init(_ parameters: [StringResource.Parameter]) {
        var used = Set<String>()
        for (offset, parameter) in parameters.enumerated() {
            let positional = "p\(offset + 1)"
            if var name = parameter.name.flatMap(SwiftIdentifier.member(of:)) {
                if SwiftIdentifier.unusable.contains(name) { name += "_" }
                while used.contains(name) || name == positional { name += "_" }
                used.insert(name)
                let declared = SwiftIdentifier.declared(name)
                declarations.append(declared)
                arguments.append(declared)
            } else {
                var name = positional
                while used.contains(name) { name += "_" }
                used.insert(name)
                declarations.append("_ " + name)
                arguments.append(name)
            }
        }
    }
}
