"""Port a sample folder, type-check it, sort its errors (docs/uikit-rules.md 18.34) and link its run executable."""
import glob
import os
import re
import shutil
import subprocess

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BUILD = os.environ.get("BUILD_DIR", os.path.join(REPO, ".build"))
DEBUG_DIR = os.path.join(BUILD, "x86_64-unknown-linux-gnu", "debug")
MODULES = os.path.join(DEBUG_DIR, "Modules")
UIHOST = os.environ.get("UIHOST_BINARY", os.path.join(BUILD, "debug", "uihost"))
REGISTRATIONS = "UIHostPortRegistrations.swift"

# Prefixes of Apple's UI frameworks' type names: a missing name with one is UIKit-side, any other is the project's.
UIKIT_PREFIX = re.compile(r"^(UI|NS|CA|CG|CI|CL|AV|MK|PH|UN|WK)[A-Z]")
# Errors that follow from an earlier missing name rather than from UIKit.
CASCADE = [r"cannot infer contextual base", r"cannot infer type of closure parameter",
           r"generic parameter .* could not be inferred", r"unable to type-check this expression",
           r"'nil' requires a contextual type", r"cannot call value of non-function type",
           r"cannot infer key path type", r"reference to member .* cannot be resolved without a contextual type"]
# Errors of a class whose superclass is missing (the project's own): its overrides and `super` have nothing to meet.
SUPERCLASS_MISSING = [r"does not override", r"'super' cannot be used", r"has no superclass",
                      r"incorrect argument label in call \(have '[^']*', expected 'coder:'\)"]
# docs/uikit-rules.md 8.62: an old Swift name UIKit's SDK keeps only to say what it became (Xcode's Swift 5 rejects it
# with the same message): the file was written for an earlier Swift, not a gap in HeadlessUIKit.
RENAMED = re.compile(r"has been renamed to '|is unavailable in Swift|has been (obsoleted|replaced) ")
ISOLATION = re.compile(r"main actor-isolated .* (from|in) a (synchronous )?nonisolated context")
ERROR = re.compile(r"^(.*?):(\d+):(\d+): error: (.*)$")


def port(src, out):
    """`uihost port SRC --out OUT`; returns (exit status, the lines it printed about what it left)."""
    shutil.rmtree(out, ignore_errors=True)
    p = subprocess.run([UIHOST, "port", src, "--out", out], capture_output=True, text=True)
    left = [l for l in (p.stdout + p.stderr).splitlines()
            if l.strip() and not l.startswith("Ported") and not re.match(r"uihost port: wrote \d+ files", l)]
    return p.returncode, left


def swift_files(folder):
    return sorted(f for f in glob.glob(os.path.join(folder, "*.swift")) if not f.endswith(REGISTRATIONS))


def typecheck(folder):
    """Type-checks a ported folder's files together (no main file; DEBUG defined, as in Xcode's Debug
    configuration); returns [(file, line, message)]."""
    files = swift_files(folder)
    if not files:
        return []
    p = subprocess.run(["swiftc", "-typecheck", "-parse-as-library", "-swift-version", "5", "-module-name", "App",
                        "-D", "DEBUG", "-I", MODULES] + files, capture_output=True, text=True)
    errors = []
    for line in p.stderr.splitlines():
        m = ERROR.match(line)
        if m:
            errors.append((os.path.basename(m.group(1)), int(m.group(2)), m.group(4)))
    return errors


def classify(message, own_names, missing, where="", no_uikit_import=False, own_types=frozenset()):
    """'own', 'isolation' or 'uikit' for one error (18.34). `missing` are the names this sample reports missing;
    `where` is "file:line", which --own-names may list for an error that names nothing (an initialiser of the
    project's own extension). `no_uikit_import`: the error's file imports no UIKit module (8.63); `own_types`: the
    classes, structs and enums the sample declares (8.64)."""
    if where in own_names:
        return "own"
    if ISOLATION.search(message):
        return "isolation"
    if re.search(r"no such module '", message) or RENAMED.search(message):
        return "own"
    m = re.search(r"cannot find (?:type )?'([^']+)' in scope", message)
    if m:
        name = m.group(1)
        # 8.63: a UIKit name in a file that imports no UIKit: its project imports UIKit for it elsewhere (an
        # `@_exported import`), as Xcode would otherwise report the same.
        return "own" if name in own_names or not UIKIT_PREFIX.match(name) or no_uikit_import else "uikit"
    # 8.64: one of the sample's own types used as a UIKit protocol it conforms to in a file the sample lacks.
    m = re.search(r"(?:cannot assign value of type|argument type|cannot convert value of type) '([^']+)'.*'\(?(?:any )?(UI\w+|NS\w+)\)?\??'", message)
    if m and m.group(1) in own_types:
        return "own"
    m = re.search(r"type '([^']+)' has no member '([^']+)'", message)
    if m:
        owner, member = m.group(1).split("<")[0].split(".")[-1], m.group(2)
        return "uikit" if UIKIT_PREFIX.match(owner) and member not in own_names else "own"
    if any(re.search(c, message) for c in CASCADE):
        return "own"
    # docs/uikit-rules.md 8.60: a type of the project's that cannot be Hashable (Equatable...) because a stored
    # property's type is one of the names this sample misses follows from that missing name.
    m = re.search(r"type '([^']+)' does not conform to protocol '[^']+'", message)
    if m and missing and not UIKIT_PREFIX.match(m.group(1).split("<")[0].split(".")[-1]):
        return "own"
    if missing and any(re.search(c, message) for c in SUPERCLASS_MISSING):
        return "own"
    quoted = set(re.findall(r"'([^']+)'", message))
    if quoted & (own_names | missing):
        return "own"
    return "uikit"


def sort_errors(errors, own_names, folder=None):
    """Each error with its kind. `folder`: the ported files, read for their imports (8.63) and the types they
    declare (8.64)."""
    missing = {m.group(1) for _, _, msg in errors
               for m in [re.search(r"cannot find (?:type )?'([^']+)' in scope", msg)] if m}
    missing = {n for n in missing if n in own_names or not UIKIT_PREFIX.match(n)}
    no_uikit, own_types = set(), set()
    for path in swift_files(folder) if folder else []:
        text = open(path).read()
        if not re.search(r"^\s*(@\w+\s+)*import\s+(HeadlessUIKit|UIKit|SwiftUI)\b", text, re.M):
            no_uikit.add(os.path.basename(path))
        own_types |= set(re.findall(r"^[ \t]*(?:\w+\s+)*(?:class|struct|enum)\s+(\w+)", text, re.M))
    return [(f, line, msg, classify(msg, own_names, missing, f"{f}:{line}", f in no_uikit, own_types))
            for f, line, msg in errors]


def verdict(sorted_errors):
    kinds = {k for *_, k in sorted_errors}
    if not kinds:
        return "CLEAN"
    if "uikit" in kinds:
        return "UIKIT"
    return "ISO" if kinds == {"isolation"} else "OWN"


def objects():
    found = []
    for target in ("HeadlessUIKit", "ConstraintSolver", "HeadlessOSLog"):
        found += glob.glob(os.path.join(DEBUG_DIR, f"{target}.build", "*.o"))
    return found


def link(folder, exe):
    """Compiles a ported folder (with its main.swift and Driver.swift) into `exe`; returns swiftc's result."""
    files = [f for f in glob.glob(os.path.join(folder, "*.swift")) if not f.endswith(REGISTRATIONS)]
    return subprocess.run(["swiftc", "-swift-version", "5", "-module-name", "App", "-D", "DEBUG", "-I", MODULES,
                           "-g", "-Onone",
                           "-o", exe] + files + objects(), capture_output=True, text=True)
