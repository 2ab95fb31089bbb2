# StringBridge: build, test and run on a fresh Debian machine with the Swift toolchain.
# `make run` and `make test` install what they need (libxml2-dev, pkg-config) first.

SWIFT ?= swift
CORPUS ?= ../shared/corpus
SUDO := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)
BIN := .build/release/stringbridge

.PHONY: help deps build test run bench clean

help: ## Show the targets.
	@echo "StringBridge make targets:"
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed -E 's/^([a-z-]+):.*## (.*)/  make \1\t\2/' | expand -t 16

deps: ## Install libxml2-dev and pkg-config with apt-get when pkg-config cannot find libxml2.
	@command -v $(SWIFT) >/dev/null || { echo "error: the Swift toolchain (swift) is not on PATH" >&2; exit 1; }
	@if ! pkg-config --exists libxml-2.0 2>/dev/null; then \
		echo "Installing libxml2-dev and pkg-config with apt-get"; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libxml2-dev pkg-config; \
	fi

build: deps ## Build the stringbridge tool (release).
	$(SWIFT) build -c release --product stringbridge

test: deps ## Run all tests (the corpus tests run when ../shared/corpus exists).
	$(SWIFT) build --product stringbridge
	$(SWIFT) test

RUN_OUT := .build/make-run

run: build ## Read the sample app, convert it to Apple formats and back, look strings up; show RentalROI in two languages.
	@echo "== stringbridge dump --format text Fixtures/Sample/res"
	@$(BIN) dump --format text Fixtures/Sample/res
	@echo
	@echo "== stringbridge dump Fixtures/Invalid/Android/UnescapedApostrophe/res (an aapt2 error, found with file:line:col)"
	@$(BIN) dump --format text Fixtures/Invalid/Android/UnescapedApostrophe/res || true
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
	@echo "== stringbridge lookup --resources $(RUN_OUT)/apple --language fr notes_count --count 3 (the runtime library)"
	@$(BIN) lookup --resources $(RUN_OUT)/apple --language fr notes_count --count 3
	@$(BIN) lookup --resources $(RUN_OUT)/catalog/Localizable.xcstrings --language pt-BR --explain greeting Ana
	@echo
	@echo "== stringbridge demo rental --language fr (the ported RentalROI app, every label through the runtime library)"
	@$(BIN) demo rental --language fr
	@echo
	@echo "== stringbridge convert Sources/RentalROI/Resources/res --to xcstrings --out $(RUN_OUT)/rental/catalog"
	@$(BIN) convert Sources/RentalROI/Resources/res --to xcstrings --out $(RUN_OUT)/rental/catalog
	@echo
	@echo "== stringbridge demo rental --language ja --resources xcstrings --resources-path $(RUN_OUT)/rental (from that catalog)"
	@$(BIN) demo rental --language ja --resources xcstrings --resources-path $(RUN_OUT)/rental

bench: deps ## Time readers, conversion, lint and runtime beside reference tools in the same run (ratios).
	@command -v xmllint >/dev/null || $(SUDO) apt-get install -y -qq libxml2-utils
	$(SWIFT) build -c release --product stringbridge-bench
	$(SWIFT) build -c release --product stringbridge
	STRINGBRIDGE_BINARY=$(BIN) .build/release/stringbridge-bench $(CORPUS)

clean: ## Remove build products.
	rm -rf .build
