/// The items that more than half of a group's members hold, written once, and each member
/// written as its difference from them: the manifest's key sets and source sets.
///
/// A majority moves little when one member changes (an item added to one member is in no other
/// member's line), and a member is written against it only when that is shorter.
struct MajoritySet<Item: Hashable> {
    /// What a member has beyond the set, and what it lacks of it.
    struct Difference {
        var with: [Item]
        var without: [Item]
    }

    /// The items more than half of the members hold, in no particular order.
    var items: [Item]
    /// The members written against the set, by name.
    var differences: [String: Difference]

    /// The majority of `members`, or `nil` when no member is shorter written against it. A
    /// member is, when its differences are fewer than its items less `referenceCost` (what
    /// naming the set costs, in items).
    init?(of members: [String: [Item]], referenceCost: Int = 0) {
        guard members.count > 1 else { return nil }
        var counts: [Item: Int] = [:]
        for items in members.values {
            for item in items { counts[item, default: 0] += 1 }
        }
        // Each item of the majority gets a number, and each member marks the numbers it has.
        var numbers: [Item: Int] = [:]
        var majority: [Item] = []
        for (item, count) in counts where count * 2 > members.count {
            numbers[item] = majority.count
            majority.append(item)
        }
        guard !majority.isEmpty else { return nil }
        var differences: [String: Difference] = [:]
        for (name, items) in members {
            var has = [Bool](repeating: false, count: majority.count)
            var with: [Item] = []
            for item in items {
                if let number = numbers[item] { has[number] = true } else { with.append(item) }
            }
            let without = majority.indices.filter { !has[$0] }.map { majority[$0] }
            if with.count + without.count < items.count - referenceCost {
                differences[name] = Difference(with: with, without: without)
            }
        }
        guard !differences.isEmpty else { return nil }
        self.items = majority
        self.differences = differences
    }
}
