#!/usr/bin/env python3
"""Writes Fixtures/Moko/Conformance: moko-resources language folders and the text each string
shows on iOS (what moko writes into Localizable.strings, as Foundation reads it) and, where it
differs, on Android (what aapt2 compiles from moko's generated multiplatform_strings.xml).

The texts are transcribed from moko-resources' own tests (XmlStringsToPlatformTest,
XmlStringsAndroidFormatTest, XmlPluralsToPlatformTest and their Ru twins) or computed by the
rule of its source they name (docs/kotlin-multiplatform.md gives file:line at the pinned
commit). Run from the package root; it rewrites the fixtures it owns.
"""
import json, os, shutil

ROOT = "Fixtures/Moko/Conformance"
CASES = {}

def add(case, relative, body, expected, android=None, errors=()):
    CASES.setdefault(case, []).append((relative, body, expected, android or {}, list(errors)))

# --- The generator's own tests --------------------------------------------------------------
add("GeneratorTests", "moko-resources/base/strings.xml", r'''
    <!-- XmlStringsToPlatformTest.newLine*: \n is a line break on both platforms -->
    <string name="new_line">first line\nsecond line</string>
    <!-- separateSymbols*: the text content " ' % @ * &amp; {} (moko decodes entities again) -->
    <string name="separate_symbols">" ' % @ * &amp;amp; {}</string>
    <!-- textWithApostrophe* -->
    <string name="apostrophe">I'm bought new monitor with 27 inch's</string>
    <!-- textWithXmlTags*: escaped tags in the text content are tags in the text -->
    <string name="xml_tags">Text with &amp;lt;b&amp;gt;bold&amp;lt;/b&amp;gt;, &amp;lt;i&amp;gt;italic&amp;lt;/i&amp;gt;, &amp;lt;u&amp;gt;underline&amp;lt;/u&amp;gt;</string>
    <!-- textWithQuotes* -->
    <string name="quotes">%d count "%s"</string>
    <!-- unicodeEmoji* -->
    <string name="emoji">😈</string>
    <!-- stringLikeAndroidResourceLink / AttributeLink: a leading @ or ? is text -->
    <string name="resource_link">@same text</string>
    <string name="attribute_link">?same text</string>
    <!-- XmlStringsAndroidFormatTest: \' and \" written the Android way lose their backslash -->
    <string name="android_format">Same text with symbol's @ ? somet\'ing \"word"</string>
''', {
    "string/new_line": "first line\nsecond line",
    "string/separate_symbols": "\" ' % @ * & {}",
    "string/apostrophe": "I'm bought new monitor with 27 inch's",
    "string/xml_tags": "Text with <b>bold</b>, <i>italic</i>, <u>underline</u>",
    "string/quotes": "%d count \"%s\"",
    "string/emoji": "😈",
    "string/resource_link": "@same text",
    "string/attribute_link": "?same text",
    "string/android_format": "Same text with symbol's @ ? somet'ing \"word\"",
})
add("GeneratorTests", "moko-resources/ru/strings.xml", r'''
    <!-- XmlStringsToPlatformRuTest -->
    <string name="new_line">первая строка\nвторая строка</string>
    <string name="apostrophe">Я'ж купил новый 27 дюйм'ов монитор</string>
    <string name="xml_tags">Текст с &amp;lt;b&amp;gt;жирный&amp;lt;/b&amp;gt;, &amp;lt;i&amp;gt;курсив&amp;lt;/i&amp;gt;, &amp;lt;u&amp;gt;подчеркнутый&amp;lt;/u&amp;gt;</string>
''', {
    "string/new_line": "первая строка\nвторая строка",
    "string/apostrophe": "Я'ж купил новый 27 дюйм'ов монитор",
    "string/xml_tags": "Текст с <b>жирный</b>, <i>курсив</i>, <u>подчеркнутый</u>",
})
add("GeneratorTests", "moko-resources/base/plurals.xml", r'''
    <!-- XmlPluralsToPlatformTest: simplePlurals*, pluralWithNewLine*, separateSymbols* -->
    <plural name="simple">
        <item quantity="one">%d count of "%s"</item>
        <item quantity="other">%d count of "%s"</item>
    </plural>
    <plural name="new_line">
        <item quantity="other">%d count\nof tests</item>
    </plural>
    <plural name="symbols">
        <item quantity="other">" ' % @ * &amp;amp; {}</item>
    </plural>
''', {
    "plurals/simple": {"one": "%d count of \"%s\"", "other": "%d count of \"%s\""},
    "plurals/new_line": {"other": "%d count\nof tests"},
    "plurals/symbols": {"other": "\" ' % @ * & {}"},
})
add("GeneratorTests", "moko-resources/ru/plurals.xml", r'''
    <!-- XmlPluralsToPlatformRuTest -->
    <plural name="simple">
        <item quantity="one">%d число "%s"</item>
        <item quantity="few">%d числа "%s"</item>
        <item quantity="many">%d чисел "%s"</item>
        <item quantity="other">%d числа "%s"</item>
    </plural>
''', {
    "plurals/simple": {"one": "%d число \"%s\"", "few": "%d числа \"%s\"", "many": "%d чисел \"%s\"", "other": "%d числа \"%s\""},
})

# --- Rules of the generator's source -----------------------------------------------------------
add("Rules", "moko-resources/base/strings.xml", r'''
    <!-- removeLineWraps: a line break and the spaces around it become one space -->
    <string name="wrapped">A sentence the editor
        wrapped.</string>
    <!-- so an element on its own lines keeps a space at each end on iOS; aapt2 trims them -->
    <string name="indented">
        Hello
    </string>
    <!-- runs of spaces stay on iOS; aapt2 collapses them -->
    <string name="spaces">two  spaces</string>
    <!-- double quotes are text on iOS; on Android the quotes are escaped and the spaces collapse -->
    <string name="quoted">"  spaced  "</string>
    <!-- \t and \u are no moko escapes: iOS shows them, aapt2 reads them -->
    <string name="tab_escape">a\tb</string>
    <string name="unicode_escape">caf\u00e9</string>
    <string name="backslashes">a\\b</string>
    <!-- \? and \@ lose their backslash too -->
    <string name="question">\?mark \@home</string>
    <!-- tags are dropped, their text kept (Node.getTextContent) -->
    <string name="markup">Your <b>favourite</b> trails</string>
    <string name="cdata"><![CDATA[<b>bold</b>]]></string>
    <!-- entities are decoded twice: once by the parser, once by unescapeXml -->
    <string name="double_entities">&amp;lt;3 and &amp;amp;</string>
    <string name="nbsp">50&#160;%</string>
    <!-- a name given twice: the later string is kept -->
    <string name="twice">first</string>
    <string name="twice">second</string>
    <!-- <plurals> in a strings file are not read; <string> at any depth is -->
    <plurals name="ignored"><item quantity="other">x</item></plurals>
    <group><string name="nested">deep</string></group>
''', {
    "string/wrapped": "A sentence the editor wrapped.",
    "string/indented": " Hello ",
    "string/spaces": "two  spaces",
    "string/quoted": "\"  spaced  \"",
    "string/tab_escape": "a\\tb",
    "string/unicode_escape": "caf\\u00e9",
    "string/backslashes": "a\\\\b",
    "string/question": "?mark @home",
    "string/markup": "Your favourite trails",
    "string/cdata": "<b>bold</b>",
    "string/double_entities": "<3 and &",
    "string/nbsp": "50\u00a0%",
    "string/twice": "second",
    "string/nested": "deep",
}, android={
    "string/indented": "Hello",
    "string/spaces": "two spaces",
    "string/quoted": "\" spaced \"",
    "string/tab_escape": "a\tb",
    "string/unicode_escape": "café",
    "string/backslashes": "a\\b",
})
add("Rules", "moko-resources/base/plurals.xml", r'''
    <!-- <plural> and <plurals> both; a quantity is trimmed; <item> at any depth -->
    <plural name="singular"><item quantity=" one ">%d one</item><item quantity="other">%d other</item></plural>
    <plurals name="plural_element"><item quantity="other">%d items</item></plurals>
    <plural name="deep"><group><item quantity="other">%d deep</item></group></plural>
    <!-- the Android escapes are removed before the line breaks are joined -->
    <plural name="escaped"><item quantity="other">It\'s
        %d</item></plural>
''', {
    "plurals/singular": {"one": "%d one", "other": "%d other"},
    "plurals/plural_element": {"other": "%d items"},
    "plurals/deep": {"other": "%d deep"},
    "plurals/escaped": {"other": "It's %d"},
})
# --- Errors: what fails moko's generator, or the Android build of its output -------------------
add("Errors", "moko-resources/base/strings.xml", r'''
    <string name="fine">fine</string>
    <!-- no name: a NullPointerException in the generator -->
    <string>nameless</string>
    <!-- \u followed by no hex digits: aapt2 rejects moko's Android output -->
    <string name="windows_path">C:\users</string>
    <!-- \\' is \' for moko; its Android output is \\&apos;, an unescaped apostrophe to aapt2 -->
    <string name="backslash_apostrophe">a\\'b</string>
''', {
    "string/fine": "fine",
    "string/windows_path": "C:\\users",
    "string/backslash_apostrophe": "a\\'b",
}, errors=[5, 7, 9])
add("Errors", "moko-resources/base/plurals.xml", r'''
    <plural name="fine"><item quantity="other">fine</item></plural>
    <!-- Quantity.valueOf fails on a name that is no CLDR category -->
    <plural name="bad_quantity"><item quantity="lots">%d</item><item quantity="other">%d</item></plural>
''', {
    "plurals/fine": {"other": "fine"},
}, errors=[5])

# --- Language folders (LanguageType.fromFileName) --------------------------------------------
for folder in ["base", "de", "en-rGB", "en-GB", "zh-Hans", "iw", "b+sr"]:
    add("Folders", f"moko-resources/{folder}/strings.xml", '''
    <string name="folder">%s</string>
''' % folder, {"string/folder": folder})

EXPECTED_LOCALES = {"base": None, "de": "de", "en-rGB": "en-GB", "en-GB": "en-GB", "zh-Hans": "zh-Hans", "iw": "he"}

def write():
    if os.path.isdir(ROOT):
        shutil.rmtree(ROOT)
    for case, files in CASES.items():
        document = {}
        for relative, body, expected, android, errors in files:
            path = os.path.join(ROOT, case, relative)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8") as handle:
                handle.write('<?xml version="1.0" encoding="utf-8"?>\n<resources>\n' + body.strip("\n") + "\n</resources>\n")
            folder = relative.split("/")[1]
            entry = {"entries": expected, "errorLines": errors}
            if android:
                entry["android"] = android
            if case == "Folders":
                entry["locale"] = EXPECTED_LOCALES.get(folder, "rejected")
            document[relative] = entry
        with open(os.path.join(ROOT, case, "expected.json"), "w", encoding="utf-8") as handle:
            json.dump(document, handle, ensure_ascii=False, indent=1, sort_keys=True)
            handle.write("\n")

if __name__ == "__main__":
    write()
