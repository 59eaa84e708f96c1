"""One storyboard on one device, in the orientation it starts in and turned to the other, and the command line."""
import asyncio
import glob
import json
import os
import sys

from .canvas import app_folder_without_status_bar, drawn_without_status_bar, with_placeholders_kept
from .host import Host, RpcError
from .nibs import as_storyboard
from .measure import (check_fixed_frames, check_stack_relative, compare_frames, offscreen, summarize)
from .report import fmt, summary
from .sizeclasses import same_variations_as_iphone_8
from .storyboard import DESIGN_SIZE, EXTRA, design_size, sb_info, storyboard_frames
from .variants import VARIANT_TABS, runs_as_is, variants

DEVICES = ["design", "iphone-8", "iphone-3gs", "iphone-15-pro", "ipad"]


async def check_one(sb, device, do_segues, sbframes, design_375):
    res = {"storyboard": os.path.basename(sb), "device": device}
    no_status_bar = device == "design" and drawn_without_status_bar(sb)
    h = Host(sb, device, app_folder_without_status_bar(sb) if no_status_bar else None)
    if no_status_bar:
        res["canvas"] = "noStatusBar"
    try:
        await h.start()
    except Exception as e:
        res["error"] = str(e)
        return res
    try:
        hello = await h.call("session.hello", client="realsb-check")
        res["screen"] = hello["device"]["screen"]
        await h.call("app.waitForIdle")
        if VARIANT_TABS.get(sb):
            # the scene is a tab of the tab bar controller the variant starts with
            await h.call("tabs.select", index=VARIANT_TABS[sb])
            await h.call("app.waitForIdle")
        # The first entry is the orientation the app starts in (a file designed in landscape starts in landscape,
        # docs/uikit-rules.md 14.8); the second turns it to the other one.
        started_landscape = res["screen"]["width"] > res["screen"]["height"]
        for orient in ("portrait", "landscapeLeft"):
            if orient != "portrait":
                r = await h.call("device.rotate", orientation="portrait" if started_landscape else orient)
                await h.call("app.waitForIdle")
                if not r.get("rotated"):
                    res[orient] = {"rotated": False, "reason": r.get("reason")}
                    continue
            tree = await h.call("tree.get", include=["constraints", "safeAreaInsets"])
            probs = await h.call("layout.problems")
            s, nodes = summarize(tree, probs)
            s["windowSize"] = win = [tree["root"]["frame"]["width"], tree["root"]["frame"]["height"]]
            s["offscreenOrEmpty"] = offscreen(nodes, win)
            if DESIGN_SIZE[0]:
                c, d = check_fixed_frames(sbframes, nodes, DESIGN_SIZE[0], win)
                if c:
                    s["fixedFramesChecked"], s["fixedFrameDiffs"] = c, d
            # docs/uikit-rules.md 11.241: only where the file's size-class variations are those of the canvas
            if device == "iphone-8" and orient == "portrait" and same_variations_as_iphone_8(sb):
                c, d = check_stack_relative(sbframes, nodes)
                if c:
                    s["stackRelChecked"], s["stackRelDiffs"] = c, d
            on_design = device == "design" and DESIGN_SIZE[0] is not None and \
                (res["screen"]["width"], res["screen"]["height"]) == DESIGN_SIZE[0]
            if orient == "portrait" and (on_design or (device == "iphone-8" and design_375)):
                canvas = with_placeholders_kept(sb) if on_design else None
                if canvas is not None:
                    # docs/uikit-rules.md 8.58: Xcode laid the scene out with its placeholder constraints
                    res["canvas"] = res.get("canvas", "") + " placeholdersKept"
                    nodes_drawn = await canvas_nodes(canvas, device, no_status_bar, VARIANT_TABS.get(sb))
                else:
                    nodes_drawn = nodes
                checked, diffs = compare_frames(sbframes, nodes_drawn)
                s["framesChecked"] = checked
                s["frameDiffs"] = diffs
            res[orient] = s
        if do_segues:
            await h.call("device.rotate", orientation="portrait")
            await h.call("app.waitForIdle")
            segs = []
            try:
                lst = await h.call("segue.list")
                for sg in lst["segues"][:4]:
                    if not sg.get("identifier") or sg["kind"] == "unwind":
                        continue
                    entry = {"identifier": sg["identifier"], "kind": sg["kind"]}
                    try:
                        r = await h.call("segue.perform", identifier=sg["identifier"])
                        await h.call("app.waitForIdle")
                        tree = await h.call("tree.get", include=["constraints"])
                        probs = await h.call("layout.problems")
                        s, nodes = summarize(tree, probs)
                        if device == "iphone-8" and design_375:
                            checked, diffs = compare_frames(sbframes, nodes)
                            s["framesChecked"], s["frameDiffs"] = checked, diffs
                        entry.update(destination=r["destination"]["class"], **s)
                    except RpcError as e:
                        entry["error"] = str(e)
                    segs.append(entry)
                    break  # one hop is enough; the next would start from the new top
            except RpcError as e:
                segs.append({"error": str(e)})
            res["segues"] = segs
    except Exception as e:
        res["error"] = f"{type(e).__name__}: {e}"
    finally:
        await h.stop()
        res["stderrTail"] = [l for l in getattr(h, "stderr_lines", []) if "warning" in l.lower() or "error" in l.lower()][:8]
    return res


async def canvas_nodes(sb, device, no_status_bar, tab):
    """The views of `sb` (a copy laid out as Xcode's canvas is) in portrait on `device`, for the frame comparison."""
    h = Host(sb, device, app_folder_without_status_bar(sb) if no_status_bar else None)
    await h.start()
    try:
        await h.call("session.hello", client="realsb-check")
        await h.call("app.waitForIdle")
        if tab:
            await h.call("tabs.select", index=tab)
            await h.call("app.waitForIdle")
        tree = await h.call("tree.get", include=["constraints", "safeAreaInsets"])
        probs = await h.call("layout.problems")
        return summarize(tree, probs)[1]
    finally:
        await h.stop()


async def main():
    args = sys.argv[1:]
    jout = None
    do_segues = "--segues" in args
    args = [a for a in args if a not in ("--segues", "--no-variants")]
    if "--json" in args:
        i = args.index("--json")
        jout = args[i + 1]
        del args[i:i + 2]
    files = []
    for arg in args:
        files += sorted(glob.glob(os.path.join(arg, "*.storyboard")) + glob.glob(os.path.join(arg, "*.xib"))) \
            if os.path.isdir(arg) else [arg]
    if not files:
        sys.exit("give storyboard or nib files or folders to check (see the docstring)")
    # A view controller's nib runs as a one-scene storyboard; other nibs are named and left out.
    converted = []
    for f in files:
        if not f.endswith(".xib"):
            converted.append(f)
        elif (copy := as_storyboard(f)) is not None:
            converted.append(copy)
        else:
            print(f"== {os.path.basename(f)}: not run (no File's Owner with a view outlet to a top-level view: "
                  "not a view controller's nib)", flush=True)
    files = converted
    if "--no-variants" not in sys.argv:
        # A file without an initial view controller cannot be run as it is (uihost refuses it, as an app's main
        # storyboard needs one): its scenes run as the variants instead.
        files = [v for f in files for v in ([f] if runs_as_is(f) else []) + variants(f)]
    results = []
    for sb in files:
        EXTRA.clear()
        info = sb_info(sb)
        dev, frames = storyboard_frames(sb)
        roots = {f[3] for f in frames.values()}
        root_sizes = {tuple(frames[r][2][2:]) for r in roots if r in frames}
        DESIGN_SIZE[0] = design_size(sb) or (next(iter(root_sizes)) if len(root_sizes) == 1 else None)
        # iphone-8 shows its status bar: it is compared only with files Xcode drew with one
        design_375 = DESIGN_SIZE[0] == (375, 667) and not drawn_without_status_bar(sb)
        print(f"== {os.path.basename(sb)} design={info['device']}"
              f"{' (drawn without a status bar)' if drawn_without_status_bar(sb) else ''} scenes={info['scenes']} "
              f"xmlConstraints={info['xmlConstraints']} initial={info['initial']}", flush=True)
        for d in DEVICES:
            r = await check_one(sb, d, do_segues and d == "iphone-8", frames, design_375)
            results.append(r)
            print(fmt([r]), flush=True)
    print(summary(results), flush=True)
    if jout:
        with open(jout, "w") as f:
            json.dump(results, f, indent=1)
