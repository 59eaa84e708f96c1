#!/usr/bin/env python3
"""Run real Xcode storyboards through `uihost serve` and report Auto Layout health.

Usage (after `bash scripts/test` or `swift build`, which make the binary and the venv):
  .build/python-venv/bin/python scripts/check-storyboards.py [--json out.json] [--segues] FILE.storyboard|FILE.xib|FOLDER...

Storyboards of real apps are the point: keep them outside the repository (their licences are their authors'); this
script only reads them. UIHOST_BINARY overrides the binary (default: this repository's .build/debug/uihost). For each storyboard x device (design: the
file's own <device id=...>, or for files older than Xcode 8 the one their runtime and simulated metrics name, as
`uihost serve` picks it without --device, docs/uikit-rules.md 14.8, 8.31; iphone-8, iphone-3gs, iphone-15-pro, ipad) x orientation
(portrait, landscapeLeft; a file designed in landscape starts in landscape and is turned to portrait) it records: load error, number of distinct constraints (from tree.get include=constraints,
deduplicated by description), the required (priority 1000) constraints whose `holds` is false, layout.problems
counts, and in portrait on the design device (when the host's screen is the file's size) and on iphone-8 for files
designed for retina4_7 (375x667), views whose window frame differs from the storyboard's <rect key="frame">
(converted to window coordinates) by more than 0.5 pt; scenes whose root view is not the screen's size (freeform,
simulated bars) and views Xcode marks misplaced or ambiguous are not compared.
A file without an initial view controller is not run as it is (uihost refuses it): its scenes run as variants
(copies with each other scene's controller made initial). A variant runs its scene where the app shows it: inside
the navigation and tab bar controllers that embed it by relationship segues (the tab is selected with tabs.select),
or, for a scene pushed from inside a navigation controller or drawn under a simulated navigation bar, inside a
navigation controller with that bar. A file Xcode 11 or 12 drew on an iPhone with a home button (without a status
bar, docs/uikit-rules.md 8.47) runs on its design device as an app folder whose Info.plist hides the status bar, and
is not compared on iphone-8. The design device's screen is the one its device id names (every id uihost knows, in the
file's orientation). A scene whose root view is not the screen's size is compared when the host gives its root view
the file's size (a root under a simulated opaque bar). A view controller's nib (.xib, in a folder or named) runs as a
one-scene storyboard whose controller is its File's Owner's class and whose view is the nib's top-level view the
owner's `view` outlet names; other nibs are named and not run. The last line, SUMMARY, gives the counts a report quotes:
files, scenes run, device runs, load errors, orientation runs with a broken required constraint, frames compared and
frames off by more than 0.5 pt.
"""
# The checker is the package next to this file (scripts/storyboard_check/), one concern per module.
import asyncio
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from storyboard_check.run import main  # noqa: E402

if __name__ == "__main__":
    asyncio.run(main())
