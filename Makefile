# StringBridge: build, test and run on a fresh Debian machine with the Swift toolchain.
# `make run` and `make test` install what they need (libxml2-dev, pkg-config) first.

SWIFT ?= swift
CORPUS ?= ../shared/corpus
SUDO := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)
BIN := .build/release/stringbridge
# SwiftPM leaves a few empty TemporaryDirectory.* folders behind on every run; give it (and the
# tests, which clean up after themselves) a temporary folder inside the build folder.
SWIFT_TMP := $(CURDIR)/.build/tmp

.PHONY: help deps build install install-files release test run bench fuzz hostile generate accessors check-generated clean

help: ## Show the targets.
	@echo "StringBridge make targets:"
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed -E 's/^([a-z-]+):.*## (.*)/\1\t\2/' | awk -F'\t' '{ printf "  make %-16s %s\n", $$1, $$2 }'

deps: ## Install libxml2-dev and pkg-config with apt-get when pkg-config cannot find libxml2.
	@command -v $(SWIFT) >/dev/null || { echo "error: the Swift toolchain (swift) is not on PATH" >&2; exit 1; }
	@if ! pkg-config --exists libxml-2.0 2>/dev/null; then \
		echo "Installing libxml2-dev and pkg-config with apt-get"; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libxml2-dev pkg-config; \
	fi

build: deps ## Build the stringbridge tool (release).
	@mkdir -p $(SWIFT_TMP)
	TMPDIR=$(SWIFT_TMP) $(SWIFT) build -c release --product stringbridge

PREFIX ?= /usr/local
DESTDIR ?=
APPS := RentalROI Vote Todo DaysLeft
INSTALL_SHARE := $(DESTDIR)$(PREFIX)/share/stringbridge

install: build ## Install stringbridge into PREFIX/bin (PREFIX=/usr/local; DESTDIR to stage) and the demo apps' strings into PREFIX/share.
	@$(MAKE) --no-print-directory install-files

# What install copies, without building: the release installs its own binary into its bundle.
install-files:
	install -d $(DESTDIR)$(PREFIX)/bin $(INSTALL_SHARE)
	install -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/stringbridge
	@for app in $(APPS); do rm -rf $(INSTALL_SHARE)/$$app && cp -R Sources/$$app/Resources $(INSTALL_SHARE)/$$app || exit 1; done
	@echo "installed $(DESTDIR)$(PREFIX)/bin/stringbridge and the demo apps' strings in $(INSTALL_SHARE)"

VERSION = $(shell sed -n 's/.*static let version = "\(.*\)"/\1/p' Sources/stringbridge/StringBridge.swift)
# The release builds in a folder of its own: the Swift standard library linked statically.
STATIC_SCRATCH := .build/static
RELEASE_DIR := .build/artifacts
BUNDLE := $(RELEASE_DIR)/stringbridge.artifactbundle
VARIANT := stringbridge-$(VERSION)-linux-x86_64

release: deps ## Build the release (static Swift stdlib) as a SwiftPM artifact bundle, .build/artifacts/stringbridge.artifactbundle.zip and its SHA-256.
	@mkdir -p $(SWIFT_TMP)
	TMPDIR=$(SWIFT_TMP) $(SWIFT) build -c release --product stringbridge --static-swift-stdlib --scratch-path $(STATIC_SCRATCH)
	@if ldd $(STATIC_SCRATCH)/release/stringbridge | grep -q libswift; then echo "error: the release links a Swift library dynamically" >&2; exit 1; fi
	rm -rf $(BUNDLE) $(BUNDLE).zip $(BUNDLE).zip.sha256
	$(MAKE) --no-print-directory install-files BIN=$(STATIC_SCRATCH)/release/stringbridge PREFIX=/$(VARIANT) DESTDIR=$(BUNDLE) > /dev/null
	python3 Scripts/artifact-bundle-info.py --version $(VERSION) --variant $(VARIANT)/bin/stringbridge --triple x86_64-unknown-linux-gnu > $(BUNDLE)/info.json
	cd $(RELEASE_DIR) && zip -q -r -X stringbridge.artifactbundle.zip stringbridge.artifactbundle
	TMPDIR=$(SWIFT_TMP) $(SWIFT) package compute-checksum $(BUNDLE).zip > $(BUNDLE).zip.sha256
	@echo "$(BUNDLE).zip (sha256 $$(cat $(BUNDLE).zip.sha256)); ldd lists no libswift"

test: deps ## Run all tests (the corpus tests run when ../shared/corpus exists), check the module layering, and have translate-toolkit read the XLIFF exports (when installed).
	@mkdir -p $(SWIFT_TMP)
	@TMPDIR=$(SWIFT_TMP) python3 Scripts/architecture.py --check
	TMPDIR=$(SWIFT_TMP) $(SWIFT) build --product stringbridge
	@TMPDIR=$(SWIFT_TMP) python3 Scripts/check-xliff-translate-toolkit.py --binary .build/debug/stringbridge
	TMPDIR=$(SWIFT_TMP) $(SWIFT) test

RUN_OUT := .build/make-run
KMP_COMPOSE := Fixtures/KMP/composeApp/src/commonMain/composeResources
KMP_MOKO := Fixtures/KMP/shared/src/commonMain/moko-resources

run: build ## Read the sample app (and a Kotlin Multiplatform one), convert them to Apple formats and back, look strings up; show the ported apps.
	@echo "== stringbridge dump --format text Fixtures/Sample/res"
	@$(BIN) dump --format text Fixtures/Sample/res
	@echo
	@echo "== stringbridge dump Fixtures/Android/Invalid/UnescapedApostrophe/res (an aapt2 error, found with file:line:col)"
	@$(BIN) dump --format text Fixtures/Android/Invalid/UnescapedApostrophe/res || true
	@rm -rf $(RUN_OUT)
	@echo
	@echo "== stringbridge convert Fixtures/Sample/res --to apple --out $(RUN_OUT)/apple"
	@$(BIN) convert Fixtures/Sample/res --to apple --out $(RUN_OUT)/apple
	@echo "-- $(RUN_OUT)/apple/fr.lproj/Localizable.strings"
	@cat $(RUN_OUT)/apple/fr.lproj/Localizable.strings
	@echo
	@echo "== stringbridge convert Fixtures/Sample/res --to xcstrings --out $(RUN_OUT)/catalog"
	@$(BIN) convert Fixtures/Sample/res --to xcstrings --out $(RUN_OUT)/catalog
	@echo
	@echo "== stringbridge convert $(RUN_OUT)/apple --to android --out $(RUN_OUT)/res (back again: the same resources)"
	@$(BIN) convert $(RUN_OUT)/apple --to android --out $(RUN_OUT)/res
	@$(BIN) dump --format text Fixtures/Sample/res | grep '^ ' | sort > $(RUN_OUT)/before.txt
	@$(BIN) dump --format text $(RUN_OUT)/res | grep '^ ' | sort > $(RUN_OUT)/after.txt
	@diff $(RUN_OUT)/before.txt $(RUN_OUT)/after.txt && echo "the same $$(wc -l < $(RUN_OUT)/before.txt) resources (in Apple's order: plurals after strings)"
	@echo
	@echo "== convert into a project that has files of its own: a copy of Fixtures/Sample/res with a <color>, and a broken values-pt-rBR"
	@cp -R Fixtures/Sample/res $(RUN_OUT)/project
	@sed -i 's|</resources>|    <color name="accent">#FF6600</color>\n</resources>|' $(RUN_OUT)/project/values/strings.xml
	@echo "trailing text" >> $(RUN_OUT)/project/values-pt-rBR/strings.xml
	@$(BIN) convert $(RUN_OUT)/apple --to android --out $(RUN_OUT)/project --dry-run || true
	@grep -c 'name="accent"' $(RUN_OUT)/project/values/strings.xml | sed 's/^/<color name="accent"> kept: /'
	@echo
	@echo "== stringbridge convert $(RUN_OUT)/catalog/Localizable.xcstrings --to apple --out $(RUN_OUT)/compiled (what Xcode compiles a catalog into)"
	@$(BIN) convert $(RUN_OUT)/catalog/Localizable.xcstrings --to apple --out $(RUN_OUT)/compiled || true
	@echo
	@echo "== stringbridge convert $(RUN_OUT)/apple --to xliff --language fr --out $(RUN_OUT)/xliff (a Localization Catalog for translators)"
	@$(BIN) convert $(RUN_OUT)/apple --to xliff --language fr --out $(RUN_OUT)/xliff
	@find $(RUN_OUT)/xliff -type f | sort
	@echo "== and back into the project: stringbridge convert $(RUN_OUT)/xliff/fr.xcloc --to apple --out $(RUN_OUT)/apple --check"
	@$(BIN) convert $(RUN_OUT)/xliff/fr.xcloc --to apple --out $(RUN_OUT)/apple --check
	@echo
	@echo "== stringbridge lint Fixtures/Lint/Android (broken and drifting translations, for CI)"
	@$(BIN) lint Fixtures/Lint/Android || true
	@echo
	@echo "== stringbridge lookup --resources $(RUN_OUT)/apple --language fr notes_count --count 3 (the runtime library)"
	@$(BIN) lookup --resources $(RUN_OUT)/apple --language fr notes_count --count 3
	@$(BIN) lookup --resources $(RUN_OUT)/catalog/Localizable.xcstrings --language pt-BR --explain greeting Ana
	@echo
	@echo "== Kotlin Multiplatform: stringbridge dump --format text $(KMP_COMPOSE)/values-fr (Compose Multiplatform's rules: apostrophes and quotes as written, no aapt2 error)"
	@$(BIN) dump --format text $(KMP_COMPOSE)/values-fr
	@echo
	@echo "== stringbridge dump --format text $(KMP_MOKO)/base (moko-resources' rules; a string whose Android output reads differently)"
	@$(BIN) dump --format text $(KMP_MOKO)/base
	@echo
	@echo "== convert both trees to Apple formats, then back into a copy of Fixtures/KMP, in their own dialects and layouts"
	@rm -rf $(RUN_OUT)/kmp $(RUN_OUT)/kmp-apple && cp -R Fixtures/KMP $(RUN_OUT)/kmp
	@$(BIN) convert $(KMP_COMPOSE) --to apple --out $(RUN_OUT)/kmp-apple/compose --quiet
	@$(BIN) convert $(KMP_MOKO) --to xcstrings --out $(RUN_OUT)/kmp-apple/moko --quiet
	@echo "-- $(RUN_OUT)/kmp-apple/compose/fr.lproj/Localizable.strings"
	@head -8 $(RUN_OUT)/kmp-apple/compose/fr.lproj/Localizable.strings
	@$(BIN) convert $(RUN_OUT)/kmp-apple/compose --to android --out $(RUN_OUT)/kmp/$(patsubst Fixtures/KMP/%,%,$(KMP_COMPOSE)) --quiet
	@$(BIN) convert $(RUN_OUT)/kmp-apple/moko --to android --out $(RUN_OUT)/kmp/$(patsubst Fixtures/KMP/%,%,$(KMP_MOKO)) --quiet
	@diff -r -x .stringbridge-convert.json Fixtures/KMP $(RUN_OUT)/kmp && echo "back again: no file of the copy of Fixtures/KMP changed"
	@$(BIN) lookup --resources $(KMP_COMPOSE) --language ru trail_count --count 3
	@$(BIN) lookup --resources $(KMP_MOKO) --language pl trail_count --count 5
	@echo
	@echo "== stringbridge demo rental --language fr (the ported RentalROI app, every label through the runtime library)"
	@$(BIN) demo rental --language fr
	@echo
	@echo "== stringbridge convert Sources/RentalROI/Resources/res --to xcstrings --out $(RUN_OUT)/rental/catalog"
	@$(BIN) convert Sources/RentalROI/Resources/res --to xcstrings --out $(RUN_OUT)/rental/catalog
	@echo
	@echo "== stringbridge demo rental --language ja --resources xcstrings --resources-path $(RUN_OUT)/rental (from that catalog)"
	@$(BIN) demo rental --language ja --resources xcstrings --resources-path $(RUN_OUT)/rental
	@echo
	@echo "== stringbridge demo vote --language ru --resources apple (ported app 2, from .lproj folders two conversions away from its String Catalog: the results screen)"
	@$(BIN) demo vote --language ru --resources apple | awk -v RS= 'NR == 4'
	@echo
	@echo "== stringbridge demo todo --language ru --resources apple (ported app 3, from its .lproj source; screen 5 of the walk)"
	@$(BIN) demo todo --language ru --resources apple | awk -v RS= 'NR == 5'
	@echo
	@echo "== stringbridge demo daysleft --language ar --resources xcstrings (ported app 4, from its converted catalog; the first screen)"
	@$(BIN) demo daysleft --language ar --resources xcstrings | awk -v RS= 'NR == 1'

bench: deps ## Time readers, conversion, lint and runtime beside xmllint, aapt2 and Foundation in the same run (ratios).
	@command -v xmllint >/dev/null || $(SUDO) apt-get install -y -qq libxml2-utils
	@command -v aapt2 >/dev/null || $(SUDO) apt-get install -y -qq aapt
	@mkdir -p $(SWIFT_TMP)
	TMPDIR=$(SWIFT_TMP) $(SWIFT) build -c release --product stringbridge-bench
	TMPDIR=$(SWIFT_TMP) $(SWIFT) build -c release --product stringbridge
	TMPDIR=$(SWIFT_TMP) STRINGBRIDGE_BINARY=$(BIN) .build/release/stringbridge-bench $(CORPUS)

FUZZ_SECONDS ?= 60

fuzz: deps ## Fuzz every reader, the format and plural parsers, the round trips and conversions re-read (libFuzzer + ASan), FUZZ_SECONDS (60) each.
	@mkdir -p $(SWIFT_TMP)
	TMPDIR=$(SWIFT_TMP) FUZZ_SECONDS=$(FUZZ_SECONDS) Fuzz/fuzz.sh

HOSTILE := .build/hostile

hostile: build ## Generate the large hostile inputs of docs/security.md and measure the release build on them.
	python3 Scripts/generate-hostile-inputs.py $(HOSTILE)
	python3 Scripts/measure-hostile-inputs.py $(BIN) $(HOSTILE)

GENERATORS := Scripts/generate-plural-rules.py Scripts/generate-plural-versions.py Scripts/generate-locale-data.py Scripts/generate-number-symbols.py

generate: ## Regenerate the CLDR tables (from Debian's unicode-cldr-core, and PyPI's babel for other CLDR releases) and the module graph in docs/architecture.md.
	@for script in $(GENERATORS); do python3 $$script || exit 1; done
	@python3 Scripts/architecture.py

DEBUG_BIN := .build/debug/stringbridge
# Each ported app and the form its strings are written in (the others are converted from it).
APP_ACCESSORS := RentalROI:res Vote:catalog/Localizable.xcstrings Todo:apple DaysLeft:apple

accessors: deps ## Regenerate the ported apps' typed accessors (Sources/<App>/Text/<App>Text+Strings.swift) from their strings.
	@mkdir -p $(SWIFT_TMP)
	TMPDIR=$(SWIFT_TMP) $(SWIFT) build --product stringbridge
	@for entry in $(APP_ACCESSORS); do app=$${entry%%:*}; source=$${entry#*:}; \
		$(DEBUG_BIN) generate swift Sources/$$app/Resources/$$source --out Sources/$$app/Text/$${app}Text+Strings.swift \
			--enum-name $${app}Text --members instance || exit 1; \
	done

check-generated: ## Fail when a generated CLDR table differs from a regeneration (run by CI).
	@for script in $(GENERATORS); do python3 $$script --check || exit 1; done
	@echo "generated CLDR tables are up to date"

clean: ## Remove build products.
	rm -rf .build
