import Foundation

/// The identities of a file's entries as the manifest lists them: each once, in the order of
/// `String`'s `<`.
///
/// A locale with its gaps filled has thousands of entries, in every file of a conversion.
/// Sorting the strings themselves moves and compares `String` values (~2,500 instructions per
/// identity); ASCII identities (every Android resource name) compare as their bytes do, so
/// those are sorted by their first eight bytes as one big-endian integer, and by `memcmp` of
/// all their bytes only where those are the same (`string/`, say, or a common prefix of keys).
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
            // Bytes compare as the integer of their first eight (zero after the end) does, where
            // those differ: a shorter identity that is a prefix of a longer one gets zeros, which
            // no longer identity's bytes are less than, and equal integers go on to memcmp.
            var keys = ranges.indices.map { index in SortKey(prefix: prefix(of: ranges[index], in: buffer), index: index) }
            keys.sort { left, right in
                left.prefix != right.prefix ? left.prefix < right.prefix : order(ranges[left.index], ranges[right.index]) < 0
            }
            var sorted: [String] = []
            sorted.reserveCapacity(keys.count)
            for position in keys.indices
            where position == 0 || order(ranges[keys[position - 1].index], ranges[keys[position].index]) != 0 {
                sorted.append(identities[keys[position].index])
            }
            return sorted
        }
    }

    private struct SortKey {
        var prefix: UInt64
        var index: Int
    }

    /// The first eight bytes of the range as a big-endian integer, zeros after its end.
    private static func prefix(of range: Range<Int>, in buffer: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var value: UInt64 = 0
        for offset in 0..<8 {
            value <<= 8
            if offset < range.count { value |= UInt64(buffer[range.lowerBound + offset]) }
        }
        return value
    }
}
