#!/bin/sh
# Regenerates textContent.jdk.json in every case of Fixtures/Compose/Conformance and
# Fixtures/Moko/Conformance: each resource's DOM text content as the JDK's parser gives it,
# the way the Compose Gradle plugin and the moko-resources generator read the files
# (Scripts/KMPTextContent.java). The conformance tests check StringBridge's XML layer against it.
# Needs Java 11 or later. Run from the package root.
set -e
for dialect in Compose Moko; do
    lower=$(echo "$dialect" | tr 'A-Z' 'a-z')
    for case in Fixtures/$dialect/Conformance/*/; do
        files=$(cd "$case" && find . -name '*.xml' | sed 's|^\./||' | sort)
        (cd "$case" && java ../../../../Scripts/KMPTextContent.java "$lower" $files > textContent.jdk.json)
        echo "$case"textContent.jdk.json
    done
done
