"""Merges the JUnit XML reports of a suite's shards into one report:

    python -m uihost.junit merged.xml shard-1.xml shard-2.xml shard-3.xml shard-4.xml

Each input is what ``pytest --junitxml`` writes (a ``<testsuites>`` holding ``<testsuite>`` elements, or a lone
``<testsuite>``). The output is one ``<testsuites>`` holding every input's test suites as they were, with the
totals (tests, failures, errors, skipped, time) summed on it, which is what CI systems read. A test case that
appears in two inputs (two shards ran the same test: the sharding is wrong) is an error naming it.
"""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path
from typing import Dict, List, Optional, Sequence, Set, Tuple

__all__ = ["merge", "main"]

_TOTALS = ("tests", "failures", "errors", "skipped")


def _suites(path: Path) -> List[ElementTree.Element]:
    try:
        root = ElementTree.parse(path).getroot()
    except (OSError, ElementTree.ParseError) as error:
        raise ValueError(f"{path}: not a JUnit XML file ({error})") from None
    if root.tag == "testsuite":
        return [root]
    if root.tag == "testsuites":
        return list(root.iter("testsuite"))
    raise ValueError(f"{path}: the root element is <{root.tag}>, not <testsuites> or <testsuite>")


def merge(inputs: Sequence[Path]) -> ElementTree.Element:
    """One ``<testsuites>`` element for every test suite of ``inputs``, with summed totals."""
    merged = ElementTree.Element("testsuites", {"name": "uihost shards"})
    totals: Dict[str, float] = {name: 0 for name in (*_TOTALS, "time")}
    seen: Dict[Tuple[str, str], Path] = {}
    for path in inputs:
        for suite in _suites(path):
            for case in suite.iter("testcase"):
                key = (case.get("classname", ""), case.get("name", ""))
                if key in seen:
                    raise ValueError(f"{key[0]}::{key[1]} is in both {seen[key]} and {path}: the shards overlap")
                seen[key] = path
            for name in _TOTALS:
                totals[name] += int(suite.get(name, "0"))
            totals["time"] += float(suite.get("time", "0"))
            merged.append(suite)
    for name in _TOTALS:
        merged.set(name, str(int(totals[name])))
    merged.set("time", f"{totals['time']:.3f}")
    return merged


def main(arguments: Optional[Sequence[str]] = None) -> int:
    """The command: ``OUTPUT INPUT...``; 0 written, 2 on a missing, unreadable or overlapping input, 64 on usage."""
    arguments = sys.argv[1:] if arguments is None else arguments
    if len(arguments) < 2 or arguments[0] in ("-h", "--help"):
        print(__doc__.strip(), file=sys.stderr)
        return 64
    output, inputs = Path(arguments[0]), [Path(name) for name in arguments[1:]]
    missing: Set[str] = {str(path) for path in inputs if not path.is_file()}
    if missing:
        print(f"uihost.junit: no such file: {', '.join(sorted(missing))}", file=sys.stderr)
        return 2
    try:
        merged = merge(inputs)
    except ValueError as error:
        print(f"uihost.junit: {error}", file=sys.stderr)
        return 2
    ElementTree.ElementTree(merged).write(output, encoding="utf-8", xml_declaration=True)
    print(f"uihost.junit: {merged.get('tests')} tests from {len(inputs)} reports in {output} "
          f"({merged.get('failures')} failures, {merged.get('errors')} errors, {merged.get('skipped')} skipped)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
