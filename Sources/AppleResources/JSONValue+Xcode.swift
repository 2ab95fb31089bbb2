import Foundation
import LocalizedStrings
import OrderedJSON

// MARK: - Writing in Xcode's layout

extension JSONValue {
    /// The JSON text in the layout Xcode uses for String Catalogs (that of
    /// `JSONSerialization` with `.prettyPrinted` and `.sortedKeys`, ``PrettyJSONText``), with
    /// members sorted as the Finder sorts names (`localizedStandardCompare`).
    func xcodeText(indent: Int = 0) -> String {
        String(decoding: xcodeBytes(indent: indent), as: UTF8.self)
    }

    /// ``xcodeText(indent:)`` as UTF-8 bytes.
    func xcodeBytes(indent: Int = 0) -> [UInt8] {
        var text = PrettyJSONText.xcodeLayout(XcodeKeyOrder())
        text.write(self, indent: indent)
        return text.bytes
    }
}

extension PrettyJSONText {
    /// An empty text in Xcode's layout, members in `order`.
    static func xcodeLayout(_ order: XcodeKeyOrder) -> PrettyJSONText {
        PrettyJSONText(orderMembers: order.sorted)
    }

    /// Appends an object in Xcode's order (that of the text), one of whose members,
    /// `writtenApart`, `writeApart` writes instead of its value in `members`: a member too
    /// large to build as a JSON value first.
    mutating func writeObject(_ members: [JSONMember], writtenApart: Int?, indent: Int, order: XcodeKeyOrder,
                              _ writeApart: (inout PrettyJSONText) -> Void) {
        guard !members.isEmpty else {
            write(.object([]), indent: indent)
            return
        }
        for (position, memberIndex) in order.orderedIndices(of: members.map(\.key)).enumerated() {
            appendMemberName(members[memberIndex].key, first: position == 0, indent: indent)
            if memberIndex == writtenApart {
                writeApart(&self)
            } else {
                write(members[memberIndex].value, indent: indent + 2)
            }
        }
        appendObjectEnd(indent: indent)
    }
}

/// Xcode's order of an object's members: as the Finder sorts names
/// (`localizedStandardCompare`), then by code points for ties.
///
/// `localizedStandardCompare` is slow, and a catalog repeats its names (keys, languages,
/// fields) in an object for every key in every language: each name gets a rank in the order of all names
/// met so far, learnt when it is first met (the ranks are renumbered then), and objects are
/// sorted by rank. Objects with one member need no order.
///
/// Not for sharing between threads: each thread that writes a piece of a catalog has its own
/// (the order of names is the same in all).
final class XcodeKeyOrder {
    /// Every name met, in order.
    private var known: [String] = []
    private var rank: [String: Int] = [:]

    /// `localizedStandardCompare`, then code points for ties.
    static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        switch lhs.localizedStandardCompare(rhs) {
        case .orderedAscending: true
        case .orderedDescending: false
        case .orderedSame: lhs < rhs
        }
    }

    /// The members in Xcode's order; members already in order (most objects) are returned
    /// as they are.
    func sorted(_ members: [JSONMember]) -> [JSONMember] {
        guard members.count > 1, let order = reordering(members, name: \.key) else { return members }
        return order.map { members[$0] }
    }

    /// The indices of the names in Xcode's order of the names (equal names in the order given).
    func orderedIndices(of names: [String]) -> [Int] {
        guard names.count > 1, let order = reordering(names, name: { $0 }) else { return Array(names.indices) }
        return order
    }

    /// The indices of the items in the order of their names, or `nil` when they are in order.
    private func reordering<Item>(_ items: [Item], name: (Item) -> String) -> [Int]? {
        var ranks = items.map { rank[name($0)] ?? -1 }
        if ranks.contains(-1) {
            learn(items.map(name).filter { rank[$0] == nil })
            ranks = items.map { rank[name($0)]! }
        }
        if zip(ranks, ranks.dropFirst()).allSatisfy({ $0 < $1 }) { return nil }
        return ranks.indices.sorted { ranks[$0] < ranks[$1] }
    }

    /// Adds names to the order: sorted among themselves, then merged into the names known,
    /// each placed after the one before it, by binary search when they are few and by walking
    /// the known names when they are many (the keys of a catalog, met all at once).
    private func learn(_ names: [String]) {
        let names = Self.sortedInOrder(Set(names))
        var merged: [String] = []
        merged.reserveCapacity(known.count + names.count)
        let walks = names.count * (Int.bitWidth - known.count.leadingZeroBitCount) > known.count
        var start = 0
        for name in names {
            var low = start
            if walks {
                while low < known.count && Self.precedes(known[low], name) { low += 1 }
            } else {
                var high = known.count
                while low < high {
                    let middle = (low + high) / 2
                    if Self.precedes(known[middle], name) { low = middle + 1 } else { high = middle }
                }
            }
            merged += known[start..<low]
            merged.append(name)
            start = low
        }
        merged += known[start...]
        known = merged
        for (index, name) in known.enumerated() { rank[name] = index }
    }

    /// The names in the order of ``precedes(_:_:)``, found with few of its (slow) calls.
    ///
    /// They are first sorted by ``approximateKey(of:)``, whose order is mostly the same, and
    /// then by `precedes`: the sort finds them in a few runs already in order, which costs
    /// about one call per name instead of a dozen. Both orders are total, so the result is
    /// the one sorting by `precedes` alone gives.
    static func sortedInOrder(_ names: some Collection<String>) -> [String] {
        names.map { (approximateKey(of: $0), $0) }
            .sorted { $0.0.lexicographicallyPrecedes($1.0) || ($0.0 == $1.0 && $0.1 < $1.1) }
            .map(\.1)
            .sorted(by: precedes)
    }

    /// Bytes whose order is close to that of ``precedes(_:_:)`` for the names of catalogs
    /// (ASCII identifiers): letters without case, after digits, after punctuation, and a run
    /// of digits by its number (its length first).
    private static func approximateKey(of name: String) -> [UInt8] {
        var key: [UInt8] = []
        key.reserveCapacity(name.utf8.count + 4)
        var digits: [UInt8] = []
        func endDigits() {
            guard !digits.isEmpty else { return }
            let significant = digits.drop { $0 == UInt8(ascii: "0") }
            key.append(0x30 + UInt8(min(significant.count, 15)))
            key += significant
            digits.removeAll(keepingCapacity: true)
        }
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits.append(byte)
                continue
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                endDigits()
                key.append(byte | 0x20)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), 0x80...:
                endDigits()
                key.append(byte)
            default:
                endDigits()
                key.append(0x20)
            }
        }
        endDigits()
        return key
    }
}
