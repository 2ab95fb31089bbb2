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
/// `localizedStandardCompare` is slow, and a catalog repeats a few thousand names (keys,
/// languages, fields) in a million objects: each name gets a rank in the order of all names
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

    /// Adds names to the order: sorted among themselves, each placed by binary search after
    /// the one before it, then every rank renumbered.
    private func learn(_ names: [String]) {
        var merged: [String] = []
        merged.reserveCapacity(known.count + names.count)
        var start = 0
        for name in Set(names).sorted(by: Self.precedes) {
            var low = start, high = known.count
            while low < high {
                let middle = (low + high) / 2
                if Self.precedes(known[middle], name) { low = middle + 1 } else { high = middle }
            }
            merged += known[start..<low]
            merged.append(name)
            start = low
        }
        merged += known[start...]
        known = merged
        for (index, name) in known.enumerated() { rank[name] = index }
    }
}
