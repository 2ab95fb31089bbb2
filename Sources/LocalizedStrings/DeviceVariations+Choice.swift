extension DeviceVariations {
    /// The device keys a String Catalog's `variations.device` uses for Apple's devices, in the
    /// order in which a device without a variant of its own or `other` borrows another's.
    public static let devices = ["iphone", "ipod", "ipad", "mac", "applevision", "applewatch", "appletv"]

    /// The device whose text Android shows: Android apps run on phones, so the converter gives
    /// Android the variant an iPhone shows, and the runtime looks up an iPhone's by default.
    public static let phone = "iphone"

    /// The variant a device shows.
    ///
    /// Apple documents a variant per device, and `other` for every device without one
    /// ("Creating width and device variants of strings", Xcode documentation: the device rule's
    /// keys are `appletv`, `applewatch`, `ipad`, `iphone`, `ipod`, `mac` and `other`; String
    /// Catalogs add `applevision`). What a device shows when the variations have neither its key
    /// nor `other` is not documented, so for such variations this takes, in order, the variant
    /// of a device whose apps this one runs (an iPad runs iPhone apps; a Mac with Apple silicon
    /// and Apple Vision Pro run iPad apps), then the first of ``devices`` that has one, then the
    /// first variant:
    ///
    /// | device | order |
    /// |---|---|
    /// | `iphone` | `iphone`, `other`, `ipod`, `ipad`, `mac`, `applevision`, … |
    /// | `ipad` | `ipad`, `other`, `iphone`, `ipod`, `mac`, `applevision`, … |
    /// | `mac`, `applevision` | itself, `other`, `ipad`, `iphone`, `ipod`, … |
    /// | `applewatch` | `applewatch`, `other`, `iphone`, `ipod`, `ipad`, … |
    ///
    /// - Parameter device: A device key such as `iphone` or `mac`; any other key names only itself.
    /// - Returns: The variant, or `nil` when there are no variants.
    public func variant(for device: String) -> Form? {
        for key in Self.order(for: device) {
            if let form = forms.first(where: { $0.device == key }) { return form }
        }
        return forms.first
    }

    /// The keys a device's text is looked for under, best first (see ``variant(for:)``).
    public static func order(for device: String) -> [String] {
        let borrowed: [String] = switch device {
        case "iphone": ["ipod"]
        case "ipod": ["iphone"]
        case "ipad", "applewatch": ["iphone", "ipod"]
        case "mac", "applevision": ["ipad", "iphone", "ipod"]
        default: []
        }
        var order = [device, "other"] + borrowed
        for key in devices where !order.contains(key) { order.append(key) }
        return order
    }
}
