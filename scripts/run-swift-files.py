#!/usr/bin/env python3
"""Port real UIKit Swift files, compile them against HeadlessUIKit and run what they declare, headlessly.

Usage (after `swift build`, which makes .build/debug/uihost and HeadlessUIKit's object files):
  python3 scripts/run-swift-files.py [--out DIR] [--json FILE] [--own-names FILE] [--shims DIR] [--frames]
                                     [--only NAME...] SAMPLES

SAMPLES is a folder with one folder per sample (the Swift files of one app, or one file). Real apps' files stay outside
the repository (their licences are their authors'); this script only reads them. For each sample folder it:
1. ports it with `uihost port` (docs/uikit-rules.md 18) into OUT/<sample>/ported;
2. type-checks the ported files together against HeadlessUIKit's modules and sorts each error (docs/uikit-rules.md
   18.34): the project's own (a name the sample's project declares elsewhere: not UIKit-prefixed, named in
   --own-names, a module it imports, or an error that follows from one), main-actor isolation in nonisolated code
   (18.8), or UIKit-side (a UIKit type or member HeadlessUIKit lacks, or anything else). A sample is CLEAN, OWN (only
   the project's own errors), ISO (only isolation) or UIKIT. Also the file's own, not UIKit-side: an old Swift name
   the SDK keeps only to say what it became ("has been renamed to", 8.62), a UIKit name in a file that imports no
   UIKit (its project imports it elsewhere, 8.63), and one of the sample's types used as a UIKit protocol it conforms
   to in another file (8.64);
3. builds an executable of the sample with scripts/swift_files_run/Driver.swift linked to the worktree's HeadlessUIKit
   objects (with --shims DIR, DIR/<sample>.swift, declarations written for the run that stand in for the project's
   own missing types, is compiled in too, and its classes are named in the report but never run as targets: only
   the sample's own classes are, 8.61; without it only CLEAN samples run), and runs, each in its own process, every
   view controller (alone, and a plain UIViewController subclass also in a navigation controller) on four devices in
   both orientations, every view pinned under the safe area on two, every table and collection cell sized by
   systemLayoutSizeFitting. Each run reports what a reviewer checks: `HeadlessHost.problems` (unsatisfiable
   constraints, UIKit's messages), required constraints that do not hold within 0.5 pt, views with ambiguous layout,
   non-finite frames, a crash (the process dies: its signal and the end of its output) or a hang (over 120 s).
The last line, SUMMARY, gives the figures a report quotes. UIHOST_BINARY overrides the uihost binary; BUILD_DIR the
build folder (default: this repository's .build). Classes whose superclass is the project's own, private classes and
initialisers that need arguments are named and not run.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from swift_files_run.run import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
