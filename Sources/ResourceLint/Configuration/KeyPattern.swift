import Foundation

/// A pattern that selects resource keys: a glob (`debug_*`) or, after `re:`, a regular
/// expression that must match the whole key (`re:^test_\d+$`).
public struct KeyPattern: Sendable, CustomStringConvertible {
    /// The pattern as written.
    public let pattern: String
    private let regex: CompiledExpression?

    /// Creates a pattern; `nil` when a `re:` expression does not compile.
    public init?(_ pattern: String) {
        self.pattern = pattern
        if pattern.hasPrefix("re:") {
            guard let expression = try? NSRegularExpression(pattern: String(pattern.dropFirst(3))) else { return nil }
            regex = CompiledExpression(expression: expression)
        } else {
            regex = nil
        }
    }

    public var description: String { pattern }

    /// Whether the key matches.
    public func matches(_ key: String) -> Bool {
        guard let regex else { return Glob.matches(pattern, key) }
        let range = NSRange(key.startIndex..., in: key)
        return regex.expression.firstMatch(in: key, options: [.anchored], range: range)?.range == range
    }
}

/// A compiled regular expression; matching does not change it, so threads may share it.
private final class CompiledExpression: @unchecked Sendable {
    let expression: NSRegularExpression

    init(expression: NSRegularExpression) {
        self.expression = expression
    }
}
