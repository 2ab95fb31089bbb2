import SystemSupport
import Testing

@Suite("Concurrent update: every element changed in place")
struct ConcurrentUpdateTests {
    @Test("Each element is changed once, in its own place")
    func changesEachElementInPlace() {
        var rows = (0..<1000).map { [$0] }
        rows.concurrentUpdate { row in row.append(row[0] * 2) }
        #expect(rows == (0..<1000).map { [$0, $0 * 2] })
    }

    @Test("An empty array stays empty")
    func empty() {
        var rows: [[Int]] = []
        rows.concurrentUpdate { $0.append(1) }
        #expect(rows.isEmpty)
    }
}
