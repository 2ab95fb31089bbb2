#!/usr/bin/env python3
"""Writes Fixtures/Compose/Conformance: Compose Multiplatform values files and the text the
Compose runtime returns for each resource (expected.json).

The expected texts are transcribed from compose-multiplatform's own tests, or computed by the
rule of its source they name (docs/kotlin-multiplatform.md gives file:line at the pinned
commit). Run from the package root; it rewrites the fixtures it owns.
"""
import json, os, shutil

ROOT = "Fixtures/Compose/Conformance"

# (case, folder, xml body, {key: expected}, [lines with an error], description)
CASES = []

def case(name, body, expected, errors=(), folder="values", note=""):
    CASES.append((name, folder, body, expected, list(errors), note))

# --- Escapes: handleSpecialCharacters (PrepareComposeResources.kt:295-308) -------------------
case("Escapes", r'''
    <!-- TestEscapedResourceSymbols.testEscapedSymbols: the plugin's own unit test -->
    <string name="plugin_test">abc \n \\n \t \\t \u1234 \ua45f \\u1234 \\ \u355g</string>
    <!-- compose-multiplatform#4664: \' is not an escape, the backslash shows -->
    <string name="escaped_apostrophe">Premium, it\'s for everybody!</string>
    <string name="escaped_quote">Say \"hi\"</string>
    <!-- only \n, \t, \uXXXX and \\ exist; \r, \@, \? and \U stay as written -->
    <string name="other_backslashes">\r \@ \? \# \U0041 \x</string>
    <!-- \u takes exactly four hex digits; fewer is text, more leaves the rest as text -->
    <string name="short_unicode">\u12 and \u004</string>
    <string name="long_unicode">\u00410</string>
    <!-- pass 1 keeps an escape whose backslash ends a \\ pair; pass 2 halves every \\ -->
    <string name="pairs">\\\n and \\\\n and \\\\\t</string>
    <!-- pass 2 runs on pass 1's output: two \u005C make one backslash -->
    <string name="unicode_backslashes">\u005C\u005C and \u005Cn</string>
    <!-- UTF-16 code units: a surrogate pair in two escapes is one character -->
    <string name="surrogate_pair">\uD83D\uDE00</string>
    <!-- a lone surrogate becomes U+FFFD (Kotlin's encodeToByteArray) -->
    <string name="lone_surrogate">a\uD83Db</string>
    <!-- a trailing backslash is kept -->
    <string name="trailing_backslash">C:\</string>
    <!-- a Windows path: \T and \U are no escapes -->
    <string name="path">C:\Users\Tom</string>
''', {
    "string/plugin_test": "abc \n \\n \t \\t \u1234 \ua45f \\u1234 \\ \\u355g",
    "string/escaped_apostrophe": "Premium, it\\'s for everybody!",
    "string/escaped_quote": "Say \\\"hi\\\"",
    "string/other_backslashes": "\\r \\@ \\? \\# \\U0041 \\x",
    "string/short_unicode": "\\u12 and \\u004",
    "string/long_unicode": "A0",
    "string/pairs": "\\\n and \\\\n and \\\\\t",
    "string/unicode_backslashes": "\\ and \\n",
    "string/surrogate_pair": "\U0001F600",
    "string/lone_surrogate": "a\ufffdb",
    "string/trailing_backslash": "C:\\",
    "string/path": "C:\\Users\\Tom",
})

# --- Whitespace: the text content as it is, nothing trimmed or collapsed ----------------------
case("Whitespace", '''
    <!-- misc/commonResources/src/commonMain/composeResources/values/strings.xml: multi_line -->
    <string name="multi_line">Lorem ipsum dolor sit amet,
        consectetur adipiscing elit.
        Donec eget turpis ac sem ultricies consequat.</string>
    <!-- spaces at the ends and doubled spaces stay -->
    <string name="edges">  two  spaces  </string>
    <!-- an element on several lines keeps its line breaks and indentation -->
    <string name="indented">
        Hello
    </string>
    <!-- a tab, and character references for line feed and tab -->
    <string name="tab">a\\tb&#9;c&#10;d</string>
    <!-- non-breaking spaces stay -->
    <string name="nbsp">50&#160;%</string>
    <string name="empty"></string>
    <string name="self_closing"/>
    <string name="only_spaces">   </string>
''', {
    "string/multi_line": "Lorem ipsum dolor sit amet,\n        consectetur adipiscing elit.\n        Donec eget turpis ac sem ultricies consequat.",
    "string/edges": "  two  spaces  ",
    "string/indented": "\n        Hello\n    ",
    "string/tab": "a\tb\tc\nd",
    "string/nbsp": "50\u00a0%",
    "string/empty": "",
    "string/self_closing": "",
    "string/only_spaces": "   ",
})

# --- Quotes and apostrophes (compose-multiplatform#4178: no need to mirror quotes) -----------
case("QuotesAndApostrophes", '''
    <string name="apostrophe">It's here</string>
    <string name="french">L'heure d'été</string>
    <!-- double quotes are text: no quoted regions as in aapt2 -->
    <string name="quoted">"  quoted  "</string>
    <string name="odd_quote">5" screen</string>
    <string name="entity_apostrophe">Don&apos;t</string>
    <string name="entity_quote">&quot;hi&quot;</string>
    <string name="typographic">It’s “here”</string>
''', {
    "string/apostrophe": "It's here",
    "string/french": "L'heure d'été",
    "string/quoted": "\"  quoted  \"",
    "string/odd_quote": "5\" screen",
    "string/entity_apostrophe": "Don't",
    "string/entity_quote": "\"hi\"",
    "string/typographic": "It’s “here”",
})

# --- Entities and CDATA: resolved by the XML parser, then the escapes run on the text ------------
case("EntitiesAndCData", '''
    <string name="amp">Rock &amp; roll</string>
    <string name="escaped_tag">&lt;b&gt;bold&lt;/b&gt;</string>
    <string name="numeric">&#65;&#x42;&#x1F600;</string>
    <!-- CDATA is text: its tags stay text -->
    <string name="cdata"><![CDATA[<b>bold</b> & more]]></string>
    <!-- the escapes run on CDATA text too -->
    <string name="cdata_escape"><![CDATA[line\\nnext\\u0041]]></string>
    <string name="cdata_mixed">a <![CDATA[ b ]]> c</string>
''', {
    "string/amp": "Rock & roll",
    "string/escaped_tag": "<b>bold</b>",
    "string/numeric": "AB\U0001F600",
    "string/cdata": "<b>bold</b> & more",
    "string/cdata_escape": "line\nnextA",
    "string/cdata_mixed": "a  b  c",
})

# --- Markup: a DOM node's text content keeps the text of its elements, drops the tags ---------
case("Markup", '''<resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
    <string name="bold">Your <b>favourite</b> trails</string>
    <string name="nested">a <b>b <i>c</i></b> d</string>
    <string name="link">See <a href="https://example.com">the site</a></string>
    <string name="xliff">Hello, <xliff:g id="name" example="Ann">%1$s</xliff:g>!</string>
    <!-- comments inside an element are no text -->
    <string name="comment">a<!-- hidden -->b</string>
    <string name="empty_tag">line<br/>break</string>
</resources>''', {
    "string/bold": "Your favourite trails",
    "string/nested": "a b c d",
    "string/link": "See the site",
    "string/xliff": "Hello, %1$s!",
    "string/comment": "ab",
    "string/empty_tag": "linebreak",
})

# --- Placeholders: only %<n>$s and %<n>$d are replaced (StringResourcesUtils.kt:7-10) ----------
case("Placeholders", '''
    <!-- StringFormatTest: the templates of its cases, shown as the runtime holds them -->
    <string name="two_args">Hello %1$s, you have %2$d new messages!</string>
    <string name="same_twice">%1$s and %1$s are best friends!</string>
    <string name="out_of_order">Order: %2$s comes after %1$s</string>
    <string name="missing_index">Hello %$s, how are you?</string>
    <string name="invalid_conversion">Hello %1$x, how are you?</string>
    <string name="incomplete">This is %1$</string>
    <string name="fifteen">%1$s, %2$s, %3$s, %4$s, %5$s, %6$s, %7$s, %8$s, %9$s, %10$s, %11$s, %12$s, %13$s, %14$s, %15$s!</string>
    <!-- a percent sign needs no escape; %% and %s show as written -->
    <string name="percent">Battery at %1$d% now, 100% full</string>
    <string name="doubled_percent">%1$s%%</string>
    <string name="unnumbered">%s has %d points</string>
    <string name="precision">%1$.2f km</string>
''', {
    "string/two_args": "Hello %1$s, you have %2$d new messages!",
    "string/same_twice": "%1$s and %1$s are best friends!",
    "string/out_of_order": "Order: %2$s comes after %1$s",
    "string/missing_index": "Hello %$s, how are you?",
    "string/invalid_conversion": "Hello %1$x, how are you?",
    "string/incomplete": "This is %1$",
    "string/fifteen": "%1$s, %2$s, %3$s, %4$s, %5$s, %6$s, %7$s, %8$s, %9$s, %10$s, %11$s, %12$s, %13$s, %14$s, %15$s!",
    "string/percent": "Battery at %1$d% now, 100% full",
    "string/doubled_percent": "%1$s%%",
    "string/unnumbered": "%s has %d points",
    "string/precision": "%1$.2f km",
})

# --- Plurals: <item> children, quantity upper-cased, looked up ignoring case -------------------
case("Plurals", '''
    <!-- misc/commonResources: numberOfSongsAvailable, every CLDR category -->
    <plurals name="numberOfSongsAvailable">
        <item quantity="zero">%d zero</item>
        <item quantity="one">%d one</item>
        <item quantity="two">%d two</item>
        <item quantity="few">%d few</item>
        <item quantity="many">%d many</item>
        <item quantity="other">%d other</item>
    </plurals>
    <!-- the runtime compares categories ignoring case (PluralCategory.fromString) -->
    <plurals name="upper_case">
        <item quantity="ONE">%1$d item</item>
        <item quantity="Other">%1$d items</item>
    </plurals>
    <!-- children other than <item> are passed over; the item texts are not trimmed -->
    <plurals name="with_skip">
        <skip/>
        <item quantity="one"> one </item>
        <item quantity="other">It's %1$d</item>
    </plurals>
    <!-- a quantity given twice: the later item wins (associate) -->
    <plurals name="twice">
        <item quantity="one">first</item>
        <item quantity="one">second</item>
        <item quantity="other">other</item>
    </plurals>
''', {
    "plurals/numberOfSongsAvailable": {"zero": "%d zero", "one": "%d one", "two": "%d two", "few": "%d few", "many": "%d many", "other": "%d other"},
    "plurals/upper_case": {"one": "%1$d item", "other": "%1$d items"},
    "plurals/with_skip": {"one": " one ", "other": "It's %1$d"},
    "plurals/twice": {"one": "second", "other": "other"},
})

# --- String arrays: the <item> children's text contents ---------------------------------------
case("StringArrays", '''
    <string-array name="days">
        <item>Today</item>
        <item>Tomorrow's</item>
        <item> spaced </item>
    </string-array>
    <string-array name="escapes">
        <item>a\\nb</item>
        <item>\\'quoted\\'</item>
    </string-array>
    <!-- an empty array is one empty item at run time: the record's "" splits into [""] -->
    <string-array name="empty"></string-array>
''', {
    "string-array/days": ["Today", "Tomorrow's", " spaced "],
    "string-array/escapes": ["a\nb", "\\'quoted\\'"],
    "string-array/empty": [""],
})

# --- Elements: what the plugin reads, passes over and rejects (ResourcesTest.kt:305-351) -----
case("Elements", '''
    text directly inside resources is passed over
    <!-- an element without attributes is passed over (filter { it.hasAttributes() }) -->
    <string>no name, no attributes</string>
    <skip/>
    <string name="kept" translatable="false" tools:ignore="MissingTranslation" xmlns:tools="http://schemas.android.com/tools">kept</string>
    <!-- element names are compared ignoring case (ResourceType.fromString) -->
    <String name="capital">Capital</String>
    <!-- the same name for another type is fine -->
    <plurals name="kept"><item quantity="other">plural</item></plurals>
    <!-- errors: ResourcesTest cases "Unknown resource type: 'aaa'", "Unknown string resource
         type: 'drawable'", "Duplicated key 'v1'", "Attribute 'name' not found" -->
    <aaa name="v">aaa</aaa>
    <drawable name="v">aaa</drawable>
    <string name="v1">aaa</string>
    <string name="v1">aaa</string>
    <string foo="v2">aaa</string>
    <color name="accent">#FF0000</color>
    <item name="typed" type="string">item</item>
''', {
    "string/kept": "kept",
    "string/capital": "Capital",
    "plurals/kept": {"other": "plural"},
    "string/v1": "aaa",
}, errors=[14, 15, 17, 18, 19, 20])

def write():
    if os.path.isdir(ROOT):
        shutil.rmtree(ROOT)
    for name, folder, body, expected, errors, note in CASES:
        relative = f"composeResources/{folder}/strings.xml"
        path = os.path.join(ROOT, name, relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        text = body.strip("\n")
        if not text.lstrip().startswith("<resources"):
            text = "<resources>\n" + text + "\n</resources>"
        with open(path, "w", encoding="utf-8") as handle:
            handle.write('<?xml version="1.0" encoding="utf-8"?>\n' + text + "\n")
        document = {relative: {"entries": expected, "errorLines": errors}}
        with open(os.path.join(ROOT, name, "expected.json"), "w", encoding="utf-8") as handle:
            json.dump(document, handle, ensure_ascii=False, indent=1, sort_keys=True)
            handle.write("\n")

if __name__ == "__main__":
    write()
