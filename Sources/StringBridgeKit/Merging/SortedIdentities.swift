import Foundation

/// The identities of a file's entries as the manifest lists them: each once, in the order of
/// `String`'s `<`.
///
/// A locale with its gaps filled has thousands of entries, in every file of a conversion.
/// Sorting the strings themselves moves and compares `String` values (~2,500 instructions per
/// identity); ASCII identities (every Android resource name) compare as their bytes do, so
/// those are sorted as offsets into one buffer of all their bytes, compared with `memcmp`.
enum SortedIdentities {
    static func of(_ identities: [String]) -> [String] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(identities.reduce(0) { $0 + $1.utf8.count })
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(identities.count)
        for identity in identities {
            let start = bytes.count
            bytes += identity.utf8
            ranges.append(start..<bytes.count)
        }
        guard !bytes.contains(where: { $0 >= 0x80 }) else { return Array(Set(identities)).sorted() }
        return bytes.withUnsafeBufferPointer { buffer -> [String] in
            let base = buffer.baseAddress
            func order(_ left: Range<Int>, _ right: Range<Int>) -> Int32 {
                let common = min(left.count, right.count)
                let compared = common == 0 ? 0 : memcmp(base! + left.lowerBound, base! + right.lowerBound, common)
                return compared != 0 ? compared : Int32(left.count) - Int32(right.count)
            }
            var indices = Array(identities.indices)
            indices.sort { order(ranges[$0], ranges[$1]) < 0 }
            var sorted: [String] = []
            sorted.reserveCapacity(indices.count)
            for (position, index) in indices.enumerated()
            where position == 0 || order(ranges[indices[position - 1]], ranges[index]) != 0 {
                sorted.append(identities[index])
            }
            return sorted
        }
    }
}
