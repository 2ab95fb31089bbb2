extension Dictionary {
    /// The value for `key`, after inserting `value` for it when it had none.
    ///
    /// The key is hashed once: a lookup followed by an insert hashed a new key twice, and the
    /// conversion asks this of every entry's name. (Dictionary's `default:` subscript inserts
    /// the default value when it is accessed for writing.)
    mutating func value(forKey key: Key, insertingIfAbsent value: @autoclosure () -> Value) -> Value {
        Self.read(&self[key, default: value()])
    }

    private static func read(_ value: inout Value) -> Value {
        value
    }
}
