/// The runtime half of StringBridge: choosing the user's language, CLDR plural rules,
/// formatting arguments, and looking strings up with per-key fallback, on Linux and on
/// Apple platforms.
public enum Localization {}
