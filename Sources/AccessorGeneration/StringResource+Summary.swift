import LocalizedStrings

extension StringResource {
    /// How many resources of each kind there are, as the generated file's header and the
    /// command's report say it: `14 strings, 3 plurals, 1 array`.
    public static func summary(of resources: [StringResource]) -> String {
        [(Kind.string, "string"), (.plural, "plural"), (.array, "array")].map { kind, noun in
            CountPhrase.of(resources.count { $0.kind == kind }, noun)
        }.joined(separator: ", ")
    }
}
