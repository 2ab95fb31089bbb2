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
        let order = XcodeKeyOrder()
        var text = PrettyJSONText(orderMembers: order.sorted)
        text.write(self, indent: indent)
        return text.bytes
    }
}

/// Xcode's order of an object's members: as the Finder sorts names
/// (`localizedStandardCompare`), then by code points for ties.
///
/// `localizedStandardCompare` is slow, and a catalog repeats a few thousand names (keys,
/// languages, fields) in a million objects: each name gets a rank in the order of all names
/// met so far, learnt when it is first met (the ranks are renumbered then), and objects are
/// sorted by rank. Objects with one member need no order.
private final class XcodeKeyOrder {
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
        guard members.count > 1 else { return members }
        var ranks = members.map { rank[$0.key] ?? -1 }
        if ranks.contains(-1) {
            learn(members.map(\.key).filter { rank[$0] == nil })
            ranks = members.map { rank[$0.key]! }
        }
        if zip(ranks, ranks.dropFirst()).allSatisfy({ $0 < $1 }) { return members }
        return ranks.indices.sorted { ranks[$0] < ranks[$1] }.map { members[$0] }
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
