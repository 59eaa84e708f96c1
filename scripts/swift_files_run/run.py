"""The command line of scripts/run-swift-files.py: each sample ported, type-checked, linked and run; the report."""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys

from . import build, targets as targets_mod

HERE = os.path.dirname(os.path.abspath(__file__))
RUN_SECONDS = 120
SHIM_FILE = "RunShim.swift"
ISSUE_KINDS = ["problem", "required does not hold", "ambiguous", "non-finite frame"]


def parse(argv):
    p = argparse.ArgumentParser(prog="run-swift-files.py", description="Port, compile and run real UIKit files.")
    p.add_argument("samples", help="a folder with one folder of Swift files per sample")
    p.add_argument("--out", default=None, help="work folder (default: SAMPLES/../run-swift-files-out)")
    p.add_argument("--json", help="write every result to this file")
    p.add_argument("--own-names", help="a file of names (types, members, functions) the samples' projects declare")
    p.add_argument("--shims", help="a folder of <sample>.swift files standing in for the projects' own declarations")
    p.add_argument("--frames", action="store_true", help="print the frames of each run on the iPhone 8")
    p.add_argument("--only", nargs="*", default=[], help="run only these samples")
    p.add_argument("-v", "--verbose", action="store_true", help="print the project's own errors too")
    return p.parse_args(argv)


def prepare_run_folder(sample_dir, shim, out):
    """The folder the run executable is built from: the sample's files (and its shim), ported."""
    staged = out + "-src"
    shutil.rmtree(staged, ignore_errors=True)
    shutil.copytree(sample_dir, staged)
    if shim:
        shutil.copy(shim, os.path.join(staged, SHIM_FILE))
    status, _ = build.port(staged, out)
    return status


def link_with_fallbacks(folder, found):
    """Writes main.swift and links; a target whose line does not compile tries its next maker, then is dropped."""
    exe = os.path.join(folder, "run")
    shutil.copy(os.path.join(HERE, "Driver.swift"), folder)
    result = None
    for _ in range(4):
        with open(os.path.join(folder, "main.swift"), "w") as f:
            f.write(targets_mod.main_swift(found))
        result = build.link(folder, exe)
        if result.returncode == 0:
            return exe, result
        bad = {int(m.group(1)) for m in re.finditer(r"main\.swift:(\d+):\d+: error", result.stderr)}
        registrations = build.REGISTRATIONS in result.stderr
        if registrations:
            os.remove(os.path.join(folder, build.REGISTRATIONS))
        if not bad and not registrations:
            break
        for t in found:
            if t["line"] in bad:
                t["maker"] += 1
    return None, result


def run_target(exe, label, frames):
    args = [exe, label] + (["--frames"] if frames else [])
    try:
        p = subprocess.run(args, capture_output=True, text=True, timeout=RUN_SECONDS)
    except subprocess.TimeoutExpired:
        return {"label": label, "outcome": "hang", "runs": [], "output": ""}
    runs, current = [], None
    for line in p.stdout.splitlines():
        if line.startswith("RUN "):
            current = {"run": line[4:].split(": ")[0], "issues": [], "line": line[4:], "frames": []}
            runs.append(current)
        elif line.startswith("  ISSUE ") and current:
            current["issues"].append(line[8:])
        elif line.startswith("  FRAME ") and current:
            current["frames"].append(line[8:])
    outcome = "ran" if p.returncode == 0 else f"crash (exit {p.returncode})"
    return {"label": label, "outcome": outcome, "runs": runs,
            "output": "" if p.returncode == 0 else (p.stdout[-1500:] + p.stderr[-1500:])}


def kind_of_issue(issue):
    return next((k for k in ISSUE_KINDS if issue.startswith(k)), "other")


def run_sample(name, sample_dir, out, args, own_names):
    res = {"sample": name, "files": sorted(os.listdir(sample_dir))}
    ported = os.path.join(out, "ported")
    res["port_exit"], res["port_left"] = build.port(sample_dir, ported)
    res["errors"] = build.sort_errors(build.typecheck(ported), own_names, ported)
    res["verdict"] = build.verdict(res["errors"])
    shim = os.path.join(args.shims, name + ".swift") if args.shims else None
    shim = shim if shim and os.path.exists(shim) else None
    res["shim"] = bool(shim)
    if res["verdict"] != "CLEAN" and not shim:
        res["not_run"] = "does not compile alone (no shim)"
        return res
    run_dir = os.path.join(out, "run")
    prepare_run_folder(sample_dir, shim, run_dir)
    # 8.61: only the sample's own classes are run targets; a shim's classes stand in for the project and are not.
    own = [f for f in build.swift_files(run_dir) if os.path.basename(f) != SHIM_FILE]
    text = "\n".join(open(f).read() for f in own)
    if re.search(r"^\s*@main\b", text, re.M):
        res["not_run"] = "an app's @main type"
        return res
    found, res["notes"] = targets_mod.find(name, text)
    res["shim_classes"] = targets_mod.class_names(open(shim).read()) if shim else []
    if not found:
        res["not_run"] = "nothing to run"
        return res
    exe, result = link_with_fallbacks(run_dir, found)
    if not exe:
        res["not_run"] = "does not link"
        res["link_errors"] = [l for l in result.stderr.splitlines() if ": error:" in l][:8]
        return res
    res["dropped"] = [t["label"] for t in found if t["line"] is None]
    res["targets"] = [run_target(exe, t["label"], args.frames) for t in found if t["line"] is not None]
    return res


def print_sample(res, verbose):
    print(f"== {res['sample']} ({', '.join(res['files'])}): port exit {res['port_exit']}, "
          f"type-check {res['verdict']}" + (" (run with its shim)" if res.get("shim") else ""))
    for line in res["port_left"]:
        print("   port left:", line)
    for f, line, msg, kind in res["errors"]:
        if kind != "own" or verbose:
            print(f"   [{kind}] {f}:{line}: {msg}")
    for note in res.get("notes", []):
        print("   " + note)
    if res.get("shim_classes"):
        print(f"   shim classes (stand-ins, not run): {', '.join(res['shim_classes'])}")
    if res.get("not_run"):
        print("   not run: " + res["not_run"])
    for e in res.get("link_errors", []):
        print("   link:", e)
    for label in res.get("dropped", []):
        print(f"   {label}: no initialiser without arguments compiles; not run")
    for t in res.get("targets", []):
        bad = [r for r in t["runs"] if r["issues"]]
        print(f"   {t['label']}: {t['outcome']}, {len(t['runs'])} runs, {len(bad)} with issues")
        seen = set()
        for r in bad:
            for issue in r["issues"]:
                if issue not in seen:
                    seen.add(issue)
                    print(f"      [{r['run']}] {issue}")
        for r in t["runs"]:
            for fr in r["frames"]:
                print("      " + fr)
        if t["output"]:
            print("      " + t["output"].strip().replace("\n", "\n      "))


def summary(results):
    verdicts = [r["verdict"] for r in results]
    targets = [t for r in results for t in r.get("targets", [])]
    crashed = [t for t in targets if t["outcome"] != "ran"]
    with_issues = [t for t in targets if any(run["issues"] for run in t["runs"])]
    kinds = {k: 0 for k in ISSUE_KINDS}
    for t in targets:
        for run in t["runs"]:
            for issue in run["issues"]:
                k = kind_of_issue(issue)
                kinds[k] = kinds.get(k, 0) + 1
    return (f"SUMMARY samples {len(results)}: clean {verdicts.count('CLEAN')}, own-only {verdicts.count('OWN')}, "
            f"isolation-only {verdicts.count('ISO')}, uikit-side {verdicts.count('UIKIT')}; "
            f"run {len(targets)} targets from {sum(1 for r in results if r.get('targets'))} samples: "
            f"{len(crashed)} crashed or hung, {len(with_issues)} with issues "
            f"(problems {kinds['problem']}, required not holding {kinds['required does not hold']}, "
            f"ambiguous {kinds['ambiguous']}, non-finite {kinds['non-finite frame']})")


def main(argv):
    sys.stdout.reconfigure(line_buffering=True)
    args = parse(argv)
    samples = os.path.abspath(args.samples)
    if not os.path.isdir(samples):
        print(f"run-swift-files: {args.samples} is not a folder (give a folder with one folder per sample)")
        return 2
    if not os.path.exists(build.UIHOST) or not build.objects():
        print(f"run-swift-files: no build at {build.BUILD} (run `swift build` first, or set BUILD_DIR)")
        return 2
    out_root = os.path.abspath(args.out or os.path.join(os.path.dirname(samples), "run-swift-files-out"))
    own_names = set(open(args.own_names).read().split()) if args.own_names else set()
    results = []
    for name in sorted(os.listdir(samples)):
        sample_dir = os.path.join(samples, name)
        if not os.path.isdir(sample_dir) or (args.only and name not in args.only):
            continue
        res = run_sample(name, sample_dir, os.path.join(out_root, name), args, own_names)
        print_sample(res, args.verbose)
        results.append(res)
    print(summary(results))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1)
    return 0
