#!/usr/bin/env python3
"""docs/uikit-rules.md 18.8: every public or open @MainActor declaration of HeadlessUIKit is preceded by

    #if UIKitPreconcurrency
    @preconcurrency
    #endif

so the UIKitPreconcurrency trait gives Swift 5 clients all of the API as Apple's UIKit gives it. Lists the
declarations that lack the block and exits 1; `--fix` inserts it."""
import pathlib
import re
import sys

BLOCK = ["#if UIKitPreconcurrency", "@preconcurrency", "#endif"]
PUBLIC = re.compile(r"(public|open)\b")


def missing(lines):
    """Indexes of `@MainActor` lines that open a public declaration without the block before them."""
    for index, line in enumerate(lines):
        stripped = line.strip()
        if not stripped.startswith("@MainActor") or (index > 0 and lines[index - 1].strip() == "#endif"):
            continue
        rest = stripped[len("@MainActor"):].strip() or (lines[index + 1].strip() if index + 1 < len(lines) else "")
        if PUBLIC.match(rest):
            yield index


def main():
    fix = "--fix" in sys.argv[1:]
    root = pathlib.Path(__file__).resolve().parent.parent / "Sources" / "HeadlessUIKit"
    found = 0
    for path in sorted(root.rglob("*.swift")):
        lines = path.read_text().split("\n")
        places = list(missing(lines))
        for index in places:
            print(f"{path.relative_to(root.parent.parent)}:{index + 1}: public @MainActor declaration without the "
                  "UIKitPreconcurrency block (rule 18.8); run scripts/check-preconcurrency.py --fix")
        found += len(places)
        if fix and places:
            for index in reversed(places):
                indent = lines[index][: len(lines[index]) - len(lines[index].lstrip())]
                lines[index:index] = [indent + line for line in BLOCK]
            path.write_text("\n".join(lines))
    if found and not fix:
        sys.exit(1)


if __name__ == "__main__":
    main()
