#!/usr/bin/env python3
"""Checks the `stringbridge lint` HTML page in a real browser.

Lints the given paths twice — `--format json` and `--html FILE` — opens the page in headless
Chromium (Debian's `chromium`, installed with apt-get when missing; skipped with a message
when it cannot be), and checks that the rendered DOM shows exactly the JSON report's
figures: totals, coverage per language, findings per rule and per language, parity rows.
A screenshot is left in .build/lint-report.png.

    python3 Scripts/check-lint-html.py --binary .build/release/stringbridge Fixtures/Lint/Android
    python3 Scripts/check-lint-html.py --android A --apple B
"""
import argparse
import collections
import html.parser
import json
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def chromium():
    for name in ("chromium", "chromium-browser"):
        if shutil.which(name):
            return shutil.which(name)
    print("== installing chromium with apt-get (for the headless HTML check)")
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    if sudo and not shutil.which("sudo"):
        return None
    quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL}
    subprocess.run(sudo + ["apt-get", "update", "-qq"], **quiet)
    subprocess.run(sudo + ["apt-get", "install", "-y", "-qq", "chromium"], **quiet,
                   env=dict(os.environ, DEBIAN_FRONTEND="noninteractive"))
    return shutil.which("chromium")


class Figures(html.parser.HTMLParser):
    """The data-* figures of the page as the browser rendered it."""

    def __init__(self):
        super().__init__()
        self.totals = {}
        self.coverage = {}
        self.counts = collections.defaultdict(dict)
        self.parity = {}
        self.table = None
        self.pending = None

    def handle_starttag(self, tag, attributes):
        a = dict(attributes)
        if tag == "table" and "id" in a:
            self.table = a["id"]
        if "data-figure" in a:
            self.pending = a["data-figure"]
        if tag == "tr" and a.get("class") == "coverage":
            self.coverage[a["data-language"]] = {k: int(a["data-" + k]) for k in ("total", "translated", "needs-review", "missing")}
        if tag == "tr" and a.get("class") == "count":
            self.counts[self.table][a["data-name"]] = int(a["data-count"])
        if tag == "tr" and a.get("class") == "parity":
            self.parity[a["data-language"]] = {k: int(a["data-" + k]) for k in ("both", "android-only", "apple-only", "different")}

    def handle_data(self, data):
        if self.pending and data.strip():
            self.totals[self.pending] = int(data.strip())
            self.pending = None


def expected(report):
    coverage = collections.defaultdict(lambda: collections.Counter())
    for row in report["coverage"]:
        coverage[row["language"]].update({"total": row["total"], "translated": row["translated"],
                                          "needs-review": row["needsReview"], "missing": row["missing"]})
    summary = report["summary"]
    return {
        "totals": {k: summary[k] for k in ("errors", "warnings", "infos", "files", "languages")},
        "coverage": {language: dict(counts) for language, counts in coverage.items()},
        "rules": dict(collections.Counter(f["rule"] for f in report["findings"])),
        "languages": dict(collections.Counter(f["language"] or "-" for f in report["findings"])),
        "parity": None if report["parity"] is None else {
            row["language"]: {"both": row["both"], "android-only": row["androidOnly"], "apple-only": row["appleOnly"],
                              "different": row["different"]} for row in report["parity"]},
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("paths", nargs="*")
    parser.add_argument("--android")
    parser.add_argument("--apple")
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "stringbridge"))
    arguments = parser.parse_args()
    browser = chromium()
    if not browser:
        print("skipped: chromium is not installed and could not be installed; the HTML page was not checked in a browser")
        return 0
    lint = [arguments.binary, "lint"] + arguments.paths
    if arguments.android:
        lint += ["--android", arguments.android]
    if arguments.apple:
        lint += ["--apple", arguments.apple]
    with tempfile.TemporaryDirectory() as work:
        page = os.path.join(work, "report.html")
        report = json.loads(subprocess.run(lint + ["--format", "json", "--html", page], capture_output=True, text=True).stdout)
        flags = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                 "--user-data-dir=" + os.path.join(work, "profile")]
        dom = subprocess.run([browser] + flags + ["--dump-dom", "file://" + page], capture_output=True, text=True, timeout=120)
        os.makedirs(os.path.join(ROOT, ".build"), exist_ok=True)
        subprocess.run([browser] + flags + ["--window-size=1200,2400", "--screenshot=" + os.path.join(ROOT, ".build", "lint-report.png"),
                        "file://" + page], capture_output=True, timeout=120)
    if "<h1>stringbridge lint</h1>" not in dom.stdout:
        print("the browser did not render the page:", dom.stderr[-2000:])
        return 1
    figures = Figures()
    figures.feed(dom.stdout)
    want = expected(report)
    shown = {"totals": figures.totals, "coverage": figures.coverage, "rules": figures.counts.get("rules", {}),
             "languages": figures.counts.get("languages", {}), "parity": figures.parity if want["parity"] is not None else None}
    problems = [name for name in want if want[name] != shown[name]]
    for name in problems:
        print("the page's %s differ from the JSON report's:\n  page: %s\n  json: %s" % (name, shown[name], want[name]))
    if problems:
        return 1
    print("the HTML page renders in %s and shows the JSON report's figures (%d findings, %d languages, %d rules)"
          % (os.path.basename(browser), len(report["findings"]), len(want["coverage"]), len(want["rules"])))
    return 0


if __name__ == "__main__":
    sys.exit(main())
