/// An immutable hash table from string keys to values, built once when a table is compiled
/// and read on every lookup.
///
/// A `Dictionary<String, …>` spends most of a warm lookup hashing the key with SipHash
/// (seeding, combining and finalizing, whatever the key's length). The keys of a string
/// table are the app's own and never chosen by an attacker, so this table uses a fast
/// multiplicative hash over 8-byte words instead, keeps each entry's hash beside it so that a
/// probe compares strings only when the hashes agree, and probes linearly in a table at most
/// half full.
///
/// - Complexity: Building is O(*n*); a lookup is O(1) on average and O(length of the key).
struct KeyTable<Value: Sendable>: Sendable {
    private let keys: [String]
    private let values: [Value]
    private let hashes: [UInt64]
    /// Entry index + 1 in each bucket; 0 marks an empty bucket.
    private let buckets: [Int32]
    private let mask: Int

    /// Builds the table from a dictionary.
    ///
    /// - Parameter dictionary: The keys and values.
    init(_ dictionary: [String: Value]) {
        var keys: [String] = []
        var values: [Value] = []
        var hashes: [UInt64] = []
        keys.reserveCapacity(dictionary.count)
        values.reserveCapacity(dictionary.count)
        hashes.reserveCapacity(dictionary.count)
        var capacity = 8
        while capacity < dictionary.count * 2 { capacity <<= 1 }
        var buckets = [Int32](repeating: 0, count: capacity)
        let mask = capacity - 1
        for (key, value) in dictionary {
            let hash = KeyTable.hash(key)
            var bucket = Int(truncatingIfNeeded: hash) & mask
            while buckets[bucket] != 0 { bucket = (bucket + 1) & mask }
            keys.append(key)
            values.append(value)
            hashes.append(hash)
            buckets[bucket] = Int32(keys.count)
        }
        self.init(keys: keys, values: values, hashes: hashes, buckets: buckets, mask: mask)
    }

    private init(keys: [String], values: [Value], hashes: [UInt64], buckets: [Int32], mask: Int) {
        self.keys = keys
        self.values = values
        self.hashes = hashes
        self.buckets = buckets
        self.mask = mask
    }

    /// The value for a key, if the table has one.
    subscript(key: String) -> Value? {
        let hash = KeyTable.hash(key)
        var bucket = Int(truncatingIfNeeded: hash) & mask
        while true {
            let stored = Int(buckets[bucket])
            if stored == 0 { return nil }
            if hashes[stored - 1] == hash, keys[stored - 1] == key { return values[stored - 1] }
            bucket = (bucket + 1) & mask
        }
    }

    /// The number of entries.
    var count: Int { keys.count }

    /// The same keys with transformed values.
    func mapValues<Transformed>(_ transform: (Value) throws -> Transformed) rethrows -> KeyTable<Transformed> {
        KeyTable<Transformed>(keys: keys, values: try values.map(transform), hashes: hashes, buckets: buckets, mask: mask)
    }

    // MARK: - Hashing

    /// A fast 64-bit hash of the key's UTF-8 bytes, 8 bytes at a time, with a final mix so that
    /// the low bits used for buckets depend on every byte.
    static func hash(_ key: String) -> UInt64 {
        var key = key
        return key.withUTF8 { bytes in
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(bytes.count)
            var index = 0
            let count = bytes.count
            let base = UnsafeRawPointer(bytes.baseAddress)
            while index + 8 <= count {
                let word = base!.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
                hash ^= hash >> 29
                index += 8
            }
            if index < count {
                var word: UInt64 = 0
                var shift: UInt64 = 0
                while index < count {
                    word |= UInt64(bytes[index]) << shift
                    shift += 8
                    index += 1
                }
                hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
            }
            hash ^= hash >> 32
            hash = hash &* 0xD6E8_FEB8_6659_FD93
            hash ^= hash >> 32
            return hash
        }
    }
}
