import Testing
import TestSupport

/// The app's strings are written as `.lproj` folders; `res` and `catalog` are what
/// `stringbridge convert` makes of them, and must stay exactly that.
@Suite("Converted resources")
struct ConvertedResourcesTests {
    static let conversions = [
        CheckedInConversion(source: "Sources/DaysLeft/Resources/apple", output: "Sources/DaysLeft/Resources/res", to: .android),
        CheckedInConversion(source: "Sources/DaysLeft/Resources/res", output: "Sources/DaysLeft/Resources/catalog", to: .xcstrings),
    ]

    @Test("res and catalog are the converter's output for the .lproj source, with no stale files", arguments: conversions)
    func upToDate(_ conversion: CheckedInConversion) {
        let problems = conversion.problems()
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))\nregenerate with: \(Self.conversions.map(\.command).joined(separator: " && "))")
    }
}
