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
        let order = XcodeKeyOrder(keysOf: self)
        var text = PrettyJSONText(orderMembers: order.sorted)
        text.write(self, indent: indent)
        return text.bytes
    }
}

/// The order of every member name in one document, found by sorting the distinct names once:
/// a catalog repeats the same few names (languages, fields) in thousands of objects, and
/// `localizedStandardCompare` is slow.
private struct XcodeKeyOrder {
    private var rank: [String: Int] = [:]

    init(keysOf value: JSONValue) {
        var keys: Set<String> = []
        Self.collect(value, into: &keys)
        for (index, key) in keys.sorted(by: Self.precedes).enumerated() { rank[key] = index }
    }

    /// `localizedStandardCompare`, then code points for ties.
    static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        switch lhs.localizedStandardCompare(rhs) {
        case .orderedAscending: true
        case .orderedDescending: false
        case .orderedSame: lhs < rhs
        }
    }

    /// The members in Xcode's order; each name is looked up once, and members already in
    /// order (most objects) are returned as they are.
    func sorted(_ members: [JSONMember]) -> [JSONMember] {
        let ranks = members.map { rank[$0.key]! }
        if zip(ranks, ranks.dropFirst()).allSatisfy({ $0 < $1 }) { return members }
        return ranks.indices.sorted { ranks[$0] < ranks[$1] }.map { members[$0] }
    }

    private static func collect(_ value: JSONValue, into keys: inout Set<String>) {
        switch value {
        case .object(let members):
            for member in members {
                keys.insert(member.key)
                collect(member.value, into: &keys)
            }
        case .array(let values):
            for value in values { collect(value, into: &keys) }
        default:
            break
        }
    }
}
