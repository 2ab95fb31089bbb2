#!/usr/bin/env bash
# Builds each libFuzzer target in Fuzz/Targets against the package's own modules, instrumented
# for coverage and AddressSanitizer, seeds its corpus from Fixtures/, and runs it for
# FUZZ_SECONDS (60 by default). `make fuzz` runs this; it is not part of `make test`.
#
#   Fuzz/fuzz.sh                       every target
#   FUZZ_SECONDS=300 Fuzz/fuzz.sh StringsDict AndroidStrings
#
# How: SwiftPM builds the library modules with `-sanitize=fuzzer,address` into .build/fuzz/spm
# (an executable target would clash with libFuzzer's `main`), then `swiftc -sanitize=fuzzer,address
# -parse-as-library` links each target file with those modules' objects and libxml2.
# Output: .build/fuzz/<Target>/{corpus,crashes,log.txt}, and a summary (executions and crashes
# per target) in .build/fuzz/summary.txt. A crash leaves its input in crashes/; turn it into a
# fixture under Fixtures/Fuzz/<Target>/ and a test (see Tests/*/FuzzFindingsTests.swift).
set -euo pipefail
cd "$(dirname "$0")/.."

SECONDS_PER_TARGET=${FUZZ_SECONDS:-60}
OUT=.build/fuzz
SPM=$OUT/spm
mkdir -p "$OUT"
export TMPDIR=${TMPDIR:-$PWD/.build/tmp}
mkdir -p "$TMPDIR"

if [ "$#" -gt 0 ]; then
    TARGETS=("$@")
else
    TARGETS=()
    for file in Fuzz/Targets/*.swift; do TARGETS+=("$(basename "$file" .swift)"); done
fi

echo "== building the modules with -sanitize=fuzzer,address"
swift build --build-path "$SPM" --target ResourceConversion \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library >"$OUT/build.log" 2>&1 \
    || { tail -30 "$OUT/build.log"; exit 1; }
swift build --build-path "$SPM" --target Localization \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library >"$OUT/build.log" 2>&1 \
    || { tail -30 "$OUT/build.log"; exit 1; }
DEBUG=$(swift build --build-path "$SPM" --show-bin-path)
MODULES=(SystemSupport LocalizedStrings OrderedJSON StreamingXML CLDR AndroidResources AppleResources ConversionMetadata ResourceConversion
         Localization)
OBJECTS=()
for module in "${MODULES[@]}"; do
    for object in "$DEBUG/$module.build"/*.o; do OBJECTS+=("$object"); done
done

python3 Fuzz/seed-corpora.py "$OUT"

: >"$OUT/summary.txt"
for target in "${TARGETS[@]}"; do
    dir=$OUT/$target
    rm -rf "$dir/crashes"   # earlier findings belong in Fixtures/Fuzz/ by now
    mkdir -p "$dir/crashes" "$dir/corpus"
    echo "== $target: building"
    swiftc -sanitize=fuzzer,address -parse-as-library -module-name "Fuzz$target" \
        -I "$DEBUG/Modules" -Xcc -I/usr/include/libxml2 \
        -Xcc -fmodule-map-file=Sources/CLibXML2/module.modulemap \
        "Fuzz/Targets/$target.swift" "${OBJECTS[@]}" -lxml2 -o "$dir/fuzzer" 2>"$dir/build.log" \
        || { cat "$dir/build.log"; exit 1; }
    echo "== $target: fuzzing for $SECONDS_PER_TARGET s"
    status=0
    ASAN_OPTIONS=detect_leaks=0 "$dir/fuzzer" "$dir/corpus" "$OUT/seeds/$target" \
        -max_total_time="$SECONDS_PER_TARGET" -rss_limit_mb=2048 -timeout=10 -max_len=65536 \
        -print_final_stats=1 -artifact_prefix="$dir/crashes/" >"$dir/log.txt" 2>&1 || status=$?
    execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$dir/log.txt" | grep -o '[0-9]*$' || echo "?")
    crashes=$(find "$dir/crashes" -type f | wc -l)
    line="$target: $execs executions, $crashes crash(es), exit $status"
    echo "$line" | tee -a "$OUT/summary.txt"
    if [ "$status" -ne 0 ]; then grep -E "ERROR|Fatal error|deadly signal|SUMMARY" "$dir/log.txt" | head -5 || true; fi
done
echo "== summary ($OUT/summary.txt)"
cat "$OUT/summary.txt"
! grep -q "[1-9][0-9]* crash" "$OUT/summary.txt"
