import LocalizedStrings
import Testing

@Suite("Device variations: what each device shows")
struct DeviceVariationsTests {
    /// Variants with the given device keys, each text its own key.
    static func variations(_ keys: String) -> DeviceVariations {
        DeviceVariations(keys.split(separator: " ").map { key in
            DeviceVariations.Form(device: String(key), value: .text(StyledText(String(key))))
        })
    }

    @Test("A device shows its own variant, else other (Apple's documented device rule)",
          arguments: DeviceVariations.devices)
    func ownVariantThenOther(_ device: String) {
        #expect(Self.variations("iphone ipad mac applevision applewatch appletv ipod other").variant(for: device)?.device == device)
        #expect(Self.variations("mac other").variant(for: device)?.device == (device == "mac" ? "mac" : "other"))
    }

    /// Variations without `other`, as the real catalog had them (source order sorted, as
    /// Xcode writes keys): the order of ``DeviceVariations/variant(for:)`` decides; before it,
    /// the alphabetically first (`applevision`) answered for every device but its own.
    @Test("Without other, a device borrows the variant of the devices whose apps it runs",
          arguments: [("iphone", "iphone"), ("ipod", "iphone"), ("ipad", "ipad"), ("mac", "mac"),
                      ("applevision", "applevision"), ("applewatch", "iphone"), ("appletv", "iphone")])
    func borrowsWithoutOther(_ device: String, _ expected: String) {
        #expect(Self.variations("applevision ipad iphone mac").variant(for: device)?.device == expected)
    }

    @Test("An iPad and a Mac fall back to the iPad's and the iPhone's variants before any other",
          arguments: [("ipad", "mac applevision iphone", "iphone"), ("mac", "applevision iphone ipad", "ipad"),
                      ("applevision", "mac iphone", "iphone"), ("iphone", "appletv applewatch", "applewatch")])
    func nearestDevice(_ device: String, _ keys: String, _ expected: String) {
        #expect(Self.variations(keys).variant(for: device)?.device == expected)
    }

    @Test("Keys outside Apple's devices name only themselves; no variants give nothing")
    func otherKeys() {
        #expect(Self.variations("watch_plural other").variant(for: "watch_plural")?.device == "watch_plural")
        #expect(Self.variations("mac").variant(for: "unknown")?.device == "mac")
        #expect(DeviceVariations([]).variant(for: DeviceVariations.phone) == nil)
    }
}
