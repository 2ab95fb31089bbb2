import Foundation

/// The random numbers of a test: SplitMix64 from a seed, so that a failing case comes back
/// with the same numbers when the test runs again.
///
/// The seed is `STRINGBRIDGE_TEST_SEED` when that variable is set (to try other numbers, or to
/// repeat a failure), else the test's own default. The generator's `description` names the
/// seed and how to repeat it; a test puts it in the messages of the expectations that random
/// values decide:
///
///     var random = SeededRandomNumberGenerator(defaultSeed: 2015)
///     let day = Int.random(in: 0..<1_000, using: &random)
///     #expect(check(day), "day \(day), \(random)")   // "…, seed 2015 (STRINGBRIDGE_TEST_SEED=2015 repeats it)"
public struct SeededRandomNumberGenerator: RandomNumberGenerator, CustomStringConvertible, Sendable {
    /// The environment variable that replaces every test's default seed.
    public static let environmentVariable = "STRINGBRIDGE_TEST_SEED"

    /// The seed the numbers come from.
    public let seed: UInt64
    private var state: UInt64

    /// A generator seeded from `STRINGBRIDGE_TEST_SEED` when it holds a number, else from
    /// `defaultSeed`.
    public init(defaultSeed: UInt64) {
        let configured = ProcessInfo.processInfo.environment[Self.environmentVariable].flatMap { UInt64($0) }
        self.init(seed: configured ?? defaultSeed)
    }

    /// A generator seeded from `seed`, whatever the environment says.
    public init(seed: UInt64) {
        self.seed = seed
        state = seed
    }

    /// The next number (SplitMix64: Steele, Lea and Flood, "Fast splittable pseudorandom
    /// number generators", 2014).
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The seed and the command-line setting that repeats it, for failure messages.
    public var description: String {
        "seed \(seed) (\(Self.environmentVariable)=\(seed) repeats it)"
    }
}
