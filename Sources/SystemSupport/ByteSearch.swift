#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finding a byte in UTF-8 text faster than a byte at a time: the readers, writers and
/// converter ask it of nearly every text, and few texts have what they look for.
extension UnsafeBufferPointer<UInt8> {
    /// The index of the first `byte` at or after `start`, found with `memchr` (the C
    /// library's word-at-a-time search).
    package func firstIndex(of byte: UInt8, from start: Int) -> Int? {
        guard let base = baseAddress, start < count,
              let found = memchr(base + start, Int32(byte), count - start) else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }
}

extension String {
    /// Whether the UTF-8 text has `byte`, found with `memchr` over its contiguous bytes (a
    /// native string's), where walking the `UTF8View` steps an index and checks bounds at
    /// every byte.
    package func containsByte(_ byte: UInt8) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.firstIndex(of: byte, from: 0) != nil } ?? utf8.contains(byte)
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether the bytes hold `needle`: each place of its first byte (``firstIndex(of:from:)``)
    /// is compared with `memcmp`.
    package func contains(_ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = needle.first else { return true }
        guard let base = baseAddress, let wanted = needle.baseAddress else { return false }
        var start = 0
        while let index = firstIndex(of: first, from: start), index + needle.count <= count {
            if memcmp(base + index, wanted, needle.count) == 0 { return true }
            start = index + 1
        }
        return false
    }
}

extension String {
    /// Whether the UTF-8 text holds `needle`'s UTF-8 bytes, found with `memchr` and `memcmp`,
    /// where Foundation's `contains` compares characters through CFString.
    package func containsUTF8(_ needle: String) -> Bool {
        var text = self, needle = needle
        // Native strings are contiguous already; others are made so once.
        text.makeContiguousUTF8()
        needle.makeContiguousUTF8()
        let found: Bool?? = text.utf8.withContiguousStorageIfAvailable { haystack in
            needle.utf8.withContiguousStorageIfAvailable { haystack.contains($0) }
        }
        return found.flatMap { $0 } ?? false
    }
}

extension UInt64 {
    /// Whether one of the eight bytes of the word is `byte`: the word xor'ed with `byte` in
    /// every byte has a zero byte exactly then, and `(x - 0x01…01) & ~x & 0x80…80` is nonzero
    /// exactly when `x` has a zero byte. For scanning text eight bytes at a time.
    @inlinable
    package func containsByte(_ byte: UInt8) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let word = self ^ (ones &* UInt64(byte))
        return (word &- ones) & ~word & 0x8080_8080_8080_8080 != 0
    }
}
