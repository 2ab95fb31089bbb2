import Foundation
import Testing
import TestSupport

/// The generator the random tests share (TestSupport has no test target of its own).
@Suite("SeededRandomNumberGenerator")
struct SeededRandomNumberGeneratorTests {
    @Test("It gives SplitMix64's numbers: the reference implementation's for seed 1234567")
    func referenceNumbers() {
        var random = SeededRandomNumberGenerator(seed: 1_234_567)
        #expect((0..<5).map { _ in random.next() } == [6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423,
                                                       4_593_380_528_125_082_431, 16_408_922_859_458_223_821])
    }

    @Test("One seed gives one sequence; the description names the seed and how to repeat it")
    func repeatable() {
        var first = SeededRandomNumberGenerator(seed: 42)
        var second = SeededRandomNumberGenerator(seed: 42)
        #expect((0..<100).map { _ in Int.random(in: 0..<1_000, using: &first) } == (0..<100).map { _ in Int.random(in: 0..<1_000, using: &second) })
        #expect("\(first)" == "seed 42 (STRINGBRIDGE_TEST_SEED=42 repeats it)")
    }

    @Test("The seed is STRINGBRIDGE_TEST_SEED when it is set, else the test's default")
    func seedFromEnvironment() {
        let configured = ProcessInfo.processInfo.environment[SeededRandomNumberGenerator.environmentVariable].flatMap { UInt64($0) }
        #expect(SeededRandomNumberGenerator(defaultSeed: 7).seed == configured ?? 7)
    }
}
