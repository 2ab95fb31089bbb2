/// The resource names of one values file, each with the index of the entry that first
/// defined it: what the reader looks up for every resource it adds (is the name new?) and what
/// a folder's check looks up for every resource of its other files.
///
/// Resource names are ASCII nearly always, and for ASCII text `String`'s equality is byte
/// equality (an ASCII character has no other canonical form), so while every name is ASCII
/// the index hashes the bytes eight at a time and compares names only on a hash match,
/// instead of hashing each name with `Dictionary`'s SipHash. The first name that is not ASCII
/// (added or asked for) moves every name into a `Dictionary`, whose equality (canonical
/// equivalence: `"\u{212A}"`, the Kelvin sign, equals `"K"`) then holds for all of them; so
/// does a run of more than ``maximumProbes`` colliding names (a file made to collide), whose
/// cost is then SipHash's, which a file cannot aim at. Either way it answers exactly as a
/// `[String: Int]` would.
///
/// The index keeps entry indices, not names: it is given the names of its entries
/// (`nameOf`) when it needs them.
struct ResourceNameIndex {
    /// Open addressing with linear probing; a slot holds an entry index + 1 (0: empty) and
    /// the name's hash.
    private var slots: [Slot]
    private var count = 0
    /// Every name, once one is not ASCII or names collide.
    private var dictionary: [String: Int]?

    /// The most slots one lookup visits before the index moves into a `Dictionary`.
    static let maximumProbes = 32

    private struct Slot {
        var entryPlusOne = 0
        var hash: UInt64 = 0
    }

    /// An index with room for `capacity` names before it grows.
    init(capacity: Int = 0) {
        var size = 16
        while size < 2 * capacity { size *= 2 }
        slots = Array(repeating: Slot(), count: size)
    }

    /// The entry that defined `name` first, or `nil`.
    mutating func entry(named name: String, nameOf: (Int) -> String) -> Int? {
        if dictionary == nil, let hash = Self.asciiHash(of: name) {
            switch probe(name, hash: hash, nameOf: nameOf) {
            case .found(let entry): return entry
            case .empty: return nil
            case .tooLong: break
            }
        }
        moveToDictionary(nameOf: nameOf)
        return dictionary?[name]
    }

    /// Records that entry `index` defines `name`, unless an earlier entry did: then that
    /// entry, and nothing is recorded (as `Dictionary.updateValue` followed by putting the
    /// first value back).
    mutating func insert(_ name: String, entry index: Int, nameOf: (Int) -> String) -> Int? {
        if dictionary == nil, let hash = Self.asciiHash(of: name) {
            if 2 * (count + 1) > slots.count { grow() }
            switch probe(name, hash: hash, nameOf: nameOf) {
            case .found(let entry):
                return entry
            case .empty(let slot):
                slots[slot] = Slot(entryPlusOne: index + 1, hash: hash)
                count += 1
                return nil
            case .tooLong:
                break
            }
        }
        moveToDictionary(nameOf: nameOf)
        if let first = dictionary?[name] { return first }
        dictionary?[name] = index
        return nil
    }

    private enum Probe {
        case found(Int), empty(slot: Int), tooLong
    }

    /// Where `name` is, or the empty slot where it belongs.
    private func probe(_ name: String, hash: UInt64, nameOf: (Int) -> String) -> Probe {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        for _ in 0..<Self.maximumProbes {
            let entryPlusOne = slots[slot].entryPlusOne
            if entryPlusOne == 0 { return .empty(slot: slot) }
            if slots[slot].hash == hash && nameOf(entryPlusOne - 1) == name { return .found(entryPlusOne - 1) }
            slot = (slot + 1) & mask
        }
        return .tooLong
    }

    private mutating func moveToDictionary(nameOf: (Int) -> String) {
        guard dictionary == nil else { return }
        var moved: [String: Int] = [:]
        moved.reserveCapacity(count)
        for slot in slots where slot.entryPlusOne != 0 { moved[nameOf(slot.entryPlusOne - 1)] = slot.entryPlusOne - 1 }
        dictionary = moved
        slots = []
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: Slot(), count: 2 * old.count)
        let mask = slots.count - 1
        for entry in old where entry.entryPlusOne != 0 {
            var slot = Int(truncatingIfNeeded: entry.hash) & mask
            while slots[slot].entryPlusOne != 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
    }

    /// A hash of the name's bytes, or `nil` when it is not all ASCII.
    static func asciiHash(of name: String) -> UInt64? {
        if let hash = name.utf8.withContiguousStorageIfAvailable(asciiHash(of:)) { return hash }
        var name = name
        return name.withUTF8(asciiHash(of:))
    }

    /// Eight bytes at a time, each word multiplied into the state and folded (the mixing of
    /// FxHash and wyhash), the last eight bytes read at once even when they overlap the word
    /// before; `nil` when a byte has its high bit set.
    static func asciiHash(of bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        let raw = UnsafeRawBufferPointer(bytes)
        let count = bytes.count
        var hash = UInt64(truncatingIfNeeded: count) &* multiplier
        var highBits: UInt64 = 0
        func mix(_ word: UInt64) {
            highBits |= word
            hash = (hash ^ word) &* multiplier
            hash ^= hash >> 29
        }
        if count >= 8 {
            var index = 0
            while index + 8 < count {
                mix(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                index += 8
            }
            mix(raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
        } else if count >= 4 {
            mix(UInt64(raw.loadUnaligned(fromByteOffset: 0, as: UInt32.self))
                | UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)) << 32)
        } else if count > 0 {
            mix(UInt64(bytes[0]) | UInt64(bytes[count / 2]) << 8 | UInt64(bytes[count - 1]) << 16)
        }
        guard highBits & 0x8080_8080_8080_8080 == 0 else { return nil }
        hash ^= hash >> 32
        hash = hash &* multiplier
        return hash ^ (hash >> 29)
    }
}
