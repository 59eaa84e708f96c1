#!/usr/bin/env python3
"""Run real Xcode storyboards through `uihost serve` and report Auto Layout health.

Usage (after `bash scripts/test` or `swift build`, which make the binary and the venv):
  .build/python-venv/bin/python scripts/check-storyboards.py [--json out.json] [--segues] FILE.storyboard|FOLDER...

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
is not compared on iphone-8. The last line, SUMMARY, gives the counts a report quotes:
files, scenes run, device runs, load errors, orientation runs with a broken required constraint, frames compared and
frames off by more than 0.5 pt.
"""
import asyncio, json, os, re, signal, subprocess, sys, glob
import xml.etree.ElementTree as ET
import websockets

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
UIHOST = os.environ.get("UIHOST_BINARY", os.path.join(REPO, ".build", "debug", "uihost"))
DEVICES = ["design", "iphone-8", "iphone-3gs", "iphone-15-pro", "ipad"]
TOL = 0.5

# ---------------------------------------------------------------- storyboard side
EXTRA = {}  # id -> parent, relative frame, fixedFrame, autoresizing mask (filled by storyboard_frames)
NON_VIEW_TAGS = {"constraints", "constraint", "connections", "rect", "frame", "color", "fontDescription",
                 "autoresizingMask", "state", "nil", "inset", "userDefinedRuntimeAttributes", "accessibility",
                 "variation", "mask", "layoutGuides", "viewLayoutGuide", "point", "size", "string", "prototypes",
                 "sections", "segments", "items", "navigationItem", "tabBarItem", "textInputTraits",
                 "buttonConfiguration", "imageReference", "preferredSymbolConfiguration", "edgeInsets",
                 "directionalEdgeInsets", "real", "integer", "placeholder", "image", "date", "locale",
                 "dataDetectorType", "attributedString", "paragraphStyle", "fragment", "attributes", "font"}


def frame_of(el):
    for ch in el:
        if ch.tag == "rect" and ch.get("key") == "frame":
            return tuple(float(ch.get(k, 0)) for k in ("x", "y", "width", "height"))
        if ch.tag == "frame" and ch.get("key") == "frameInset":  # Xcode 8.0 format
            return (float(ch.get("minX", 0)), float(ch.get("minY", 0)),
                    float(ch.get("width", 0)), float(ch.get("height", 0)))
    return None


def storyboard_frames(path):
    """{id: (tag, text, (x, y, w, h) in scene-root coordinates, scene root view id)} for every view under a
    scene's root view."""
    root = ET.parse(path).getroot()
    dev = root.find("device")
    out = {}
    parent_id, parent_tag = [None], [None]

    def walk(el, ox, oy, scene_root):
        f = frame_of(el)
        if f is None:
            return
        x, y = ox + f[0], oy + f[1]
        out[el.get("id")] = (el.tag, el.get("text") or el.get("title") or el.get("userLabel"),
                             (x, y, f[2], f[3]), scene_root)
        mask = next((c for c in el if c.tag == "autoresizingMask"), None)
        EXTRA[el.get("id")] = {"parent": parent_id[0], "parentTag": parent_tag[0], "rel": f,
                               "fixedFrame": el.get("fixedFrame") == "YES",
                               "unsolved": el.get("misplaced") == "YES" or el.get("ambiguous") == "YES",
                               "mask": dict(mask.attrib) if mask is not None else None}
        parent_id.insert(0, el.get("id")); parent_tag.insert(0, el.tag)
        # children: <subviews>, a table cell's <tableViewCellContentView>, <view key="contentView"> ...
        for ch in el:
            if ch.tag == "subviews":
                for sv in ch:
                    walk(sv, x, y, scene_root)
            elif ch.tag in ("tableViewCellContentView", "collectionViewCellContentView") or \
                    (ch.get("key") == "contentView" and ch.tag == "view"):
                walk(ch, x, y, scene_root)
        parent_id.pop(0); parent_tag.pop(0)

    for scene in root.iter("scene"):
        for vc in scene.iter():
            for v in vc:
                if v.get("key") == "view" and v.tag in ("view", "tableView", "collectionView", "scrollView",
                                                          "mapView", "stackView"):
                    walk(v, 0.0, 0.0, v.get("id"))
    return (dev.get("id") if dev is not None else None), out


def sb_info(path):
    root = ET.parse(path).getroot()
    dev = root.find("device")
    return {"device": dev.get("id") if dev is not None else None,
            "initial": root.get("initialViewController"),
            "scenes": len(list(root.iter("scene"))),
            "xmlConstraints": len(list(root.iter("constraint")))}


# ---------------------------------------------------------------- host side
# Xcode 11 to 12 (toolsVersion 15400 to 18999) drew phones with a home button without a status bar: the frames they
# saved put a navigation bar at y = 0 and the safe area's top at 0 (docs/uikit-rules.md 8.47). Such files run on
# their design device as an app folder whose Info.plist hides the status bar, so the frames compare like for like.
NO_STATUS_BAR_CANVAS = (15400, 19000)
HOME_BUTTON_PHONES = {"retina3_5", "retina4_0", "retina4_7", "retina5_5"}


def drawn_without_status_bar(sb):
    root = ET.parse(sb).getroot()
    dev = root.find("device")
    try:
        tools = float(root.get("toolsVersion", "0"))
    except ValueError:
        return False
    return dev is not None and dev.get("id") in HOME_BUTTON_PHONES and \
        NO_STATUS_BAR_CANVAS[0] <= tools < NO_STATUS_BAR_CANVAS[1]


def app_folder_without_status_bar(sb):
    """An app folder (in VARIANT_DIR) whose main storyboard is `sb` and whose Info.plist hides the status bar for
    the whole app (UIStatusBarHidden, UIViewControllerBasedStatusBarAppearance NO)."""
    folder = os.path.join(VARIANT_DIR, os.path.basename(sb).replace(".storyboard", "-nostatusbar"))
    os.makedirs(folder, exist_ok=True)
    with open(sb, encoding="utf-8") as f:
        text = f.read()
    with open(os.path.join(folder, "Main.storyboard"), "w", encoding="utf-8") as f:
        f.write(text)
    with open(os.path.join(folder, "Info.plist"), "w", encoding="utf-8") as f:
        f.write('<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0"><dict>'
                '<key>UIMainStoryboardFile</key><string>Main</string>'
                '<key>UIStatusBarHidden</key><true/>'
                '<key>UIViewControllerBasedStatusBarAppearance</key><false/></dict></plist>\n')
    return folder


class Host:
    def __init__(self, sb, device, app_dir=None):
        self.sb, self.device, self.app_dir = sb, device, app_dir
        self.proc = None
        self.ws = None
        self.next_id = 0

    async def start(self):
        device = [] if self.device == "design" else ["--device", self.device]
        self.proc = await asyncio.create_subprocess_exec(
            UIHOST, "serve", *(["--app-dir", self.app_dir] if self.app_dir else ["--storyboard", self.sb]),
            "--port", "0", *device,
            "--log-level", "warning",
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
        try:
            line = await asyncio.wait_for(self.proc.stdout.readline(), 30)
        except asyncio.TimeoutError:
            line = b""
        m = re.search(rb"ws://\S+", line)
        if not m:
            err = b""
            try:
                err = await asyncio.wait_for(self.proc.stderr.read(), 5)
            except asyncio.TimeoutError:
                pass
            rc = await self.stop()
            raise RuntimeError(f"host did not start (rc={rc}): {err.decode(errors='replace').strip()[:600]}")
        self.ws = await websockets.connect(m.group(0).decode(), max_size=None)
        # keep draining stderr so the pipe never fills
        self.stderr_lines = []
        asyncio.ensure_future(self._drain())

    async def _drain(self):
        while True:
            l = await self.proc.stderr.readline()
            if not l:
                return
            self.stderr_lines.append(l.decode(errors="replace").rstrip())

    async def call(self, method, **params):
        self.next_id += 1
        await self.ws.send(json.dumps({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params}))
        while True:
            msg = json.loads(await asyncio.wait_for(self.ws.recv(), 120))
            if msg.get("id") == self.next_id:
                if "error" in msg:
                    raise RpcError(method, msg["error"])
                return msg["result"]

    async def stop(self):
        if self.ws:
            await self.ws.close()
        if self.proc and self.proc.returncode is None:
            self.proc.send_signal(signal.SIGTERM)  # our own child, by pid
            try:
                await asyncio.wait_for(self.proc.wait(), 10)
            except asyncio.TimeoutError:
                self.proc.kill()
                await self.proc.wait()
        return self.proc.returncode if self.proc else None


class RpcError(Exception):
    def __init__(self, method, err):
        super().__init__(f"{method}: {err.get('code')} {err.get('message')} {json.dumps(err.get('data'))[:300]}")
        self.err = err


def walk_nodes(node, out):
    out.append(node)
    for c in node.get("children", []) or []:
        walk_nodes(c, out)
    return out


def summarize(tree, problems):
    nodes = walk_nodes(tree["root"], [])
    seen = {}
    for n in nodes:
        for c in n.get("constraints", []) or []:
            key = (c["description"], c.get("identifier"))
            seen.setdefault(key, c)
    broken = [c for c in seen.values() if c["priority"] >= 1000 and c.get("active") and c.get("holds") is False]
    return {
        "views": len(nodes),
        "constraints": len(seen),
        "requiredNotHolding": len(broken),
        "requiredNotHoldingExamples": [c["description"] for c in broken[:6]],
        "holdsNull": sum(1 for c in seen.values() if c.get("holds") is None),
        "unsatisfiable": len(problems["unsatisfiable"]),
        "unsatisfiableExamples": [u["description"] for u in problems["unsatisfiable"][:4]],
        "ambiguous": len(problems["ambiguous"]),
        "ambiguousExamples": [f'{a["class"]}' for a in problems["ambiguous"][:6]],
    }, nodes


def compare_frames(sbframes, nodes):
    """Views with a storyboardID present in the live tree whose window frame differs from the file's. Skipped: scenes
    whose root view is not the design screen's size (freeform sizes, simulated bars: the file's frames are for a
    container the host does not have), and views Xcode marks misplaced or ambiguous (their saved frames are not the
    solved ones)."""
    diffs, checked = [], 0
    by_id = {n["storyboardID"]: n for n in nodes if n.get("storyboardID")}
    roots = {}
    for sid, (tag, text, f, sroot) in sbframes.items():
        n = by_id.get(sid)
        if n is None or EXTRA.get(sid, {}).get("unsolved"):
            continue
        if DESIGN_SIZE[0] and sroot in sbframes and tuple(sbframes[sroot][2][2:]) != DESIGN_SIZE[0]:
            continue
        # The live root view's window origin anchors the scene: the file's frames are in the root view's superview
        # (a root under a simulated opaque navigation bar is saved at y = 64), so its own origin comes off first. A
        # root saved away from (0, 0) is placed by a container the file only simulates: only its subviews count.
        root_origin = sbframes[sroot][2][:2] if sroot in sbframes else (0.0, 0.0)
        if sid == sroot and tuple(root_origin) != (0.0, 0.0):
            continue
        if sroot not in roots:
            rn = by_id.get(sroot)
            roots[sroot] = (rn["frame"]["x"], rn["frame"]["y"]) if rn else (0.0, 0.0)
        ox, oy = roots[sroot][0] - root_origin[0], roots[sroot][1] - root_origin[1]
        exp = (f[0] + ox, f[1] + oy, f[2], f[3])
        got = (n["frame"]["x"], n["frame"]["y"], n["frame"]["width"], n["frame"]["height"])
        checked += 1
        if any(abs(a - b) > TOL for a, b in zip(exp, got)):
            diffs.append({"id": sid, "tag": tag, "class": n["class"], "text": text,
                          "expected": [round(v, 2) for v in exp], "got": [round(v, 2) for v in got]})
    return checked, diffs


def autoresize(rel, mask, old_w, old_h, new_w, new_h):
    """UIKit's autoresizing of a frame in a superview going from old to new size (flexible parts share the change
    in proportion to their current lengths)."""
    x, y, w, h = rel
    def axis(pos, size, old, new, fmin, fsize, fmax):
        d = new - old
        parts = [(fmin, pos), (fsize, size), (fmax, old - pos - size)]
        total = sum(v for f, v in parts if f)
        flex = [f for f, _ in parts]
        if not any(flex):
            return pos, size
        if total == 0:
            n = sum(flex); share = [d / n if f else 0 for f in flex]
        else:
            share = [d * v / total if f else 0 for f, v in parts]
        return pos + share[0], size + share[1]
    m = mask or {}
    yes = lambda k: m.get(k) == "YES"
    nx, nw = axis(x, w, old_w, new_w, yes("flexibleMinX"), yes("widthSizable"), yes("flexibleMaxX"))
    ny, nh = axis(y, h, old_h, new_h, yes("flexibleMinY"), yes("heightSizable"), yes("flexibleMaxY"))
    return (nx, ny, nw, nh)


def check_fixed_frames(sbframes, nodes, design_size, win):
    """fixedFrame views directly in a scene's root view: expected frame = file frame autoresized from the design
    size to the window size (the root view fills the window)."""
    by_id = {n["storyboardID"]: n for n in nodes if n.get("storyboardID")}
    diffs, checked = [], 0
    for sid, ex in EXTRA.items():
        if not ex["fixedFrame"] or sid not in by_id or ex["parent"] != sbframes[sid][3]:
            continue
        rn = by_id.get(ex["parent"])
        if rn is None:
            continue
        exp = autoresize(ex["rel"], ex["mask"], design_size[0], design_size[1], rn["frame"]["width"],
                         rn["frame"]["height"])
        exp = (exp[0] + rn["frame"]["x"], exp[1] + rn["frame"]["y"], exp[2], exp[3])
        n = by_id[sid]
        got = (n["frame"]["x"], n["frame"]["y"], n["frame"]["width"], n["frame"]["height"])
        checked += 1
        if any(abs(a - b) > TOL for a, b in zip(exp, got)):
            diffs.append({"id": sid, "tag": sbframes[sid][0], "expected": [round(v, 2) for v in exp],
                          "got": [round(v, 2) for v in got]})
    return checked, diffs


def check_stack_relative(sbframes, nodes):
    """Arranged subviews: frame relative to the stack view, file vs host (device independent when the stack's own
    size does not depend on the screen)."""
    by_id = {n["storyboardID"]: n for n in nodes if n.get("storyboardID")}
    diffs, checked = [], 0
    for sid, ex in EXTRA.items():
        if ex["parentTag"] != "stackView" or sid not in by_id or ex["parent"] not in by_id:
            continue
        n, p = by_id[sid]["frame"], by_id[ex["parent"]]["frame"]
        got = (n["x"] - p["x"], n["y"] - p["y"], n["width"], n["height"])
        checked += 1
        if any(abs(a - b) > TOL for a, b in zip(ex["rel"], got)):
            diffs.append({"id": sid, "tag": sbframes[sid][0], "text": sbframes[sid][1],
                          "expected": [round(v, 2) for v in ex["rel"]], "got": [round(v, 2) for v in got]})
    return checked, diffs


def offscreen(nodes, win):
    """Views (not the window) with a zero size or entirely outside the window."""
    out = []
    for n in nodes[1:]:
        f = n["frame"]
        if n.get("hidden"):
            continue
        if f["width"] <= 0 or f["height"] <= 0 or f["x"] >= win[0] or f["y"] >= win[1] or \
                f["x"] + f["width"] <= 0 or f["y"] + f["height"] <= 0:
            out.append(f'{n["class"]}#{n.get("storyboardID")} {[f["x"], f["y"], f["width"], f["height"]]}')
    return out


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
            if device == "iphone-8" and orient == "portrait":
                c, d = check_stack_relative(sbframes, nodes)
                if c:
                    s["stackRelChecked"], s["stackRelDiffs"] = c, d
            on_design = device == "design" and DESIGN_SIZE[0] is not None and \
                (res["screen"]["width"], res["screen"]["height"]) == DESIGN_SIZE[0]
            if orient == "portrait" and (on_design or (device == "iphone-8" and design_375)):
                checked, diffs = compare_frames(sbframes, nodes)
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


def fmt(res):
    out = []
    for r in res:
        head = f'{r["storyboard"]:<22} {r["device"]:<10}'
        if "error" in r and "portrait" not in r:
            out.append(f'{head} ERROR {r["error"][:200]}')
            continue
        for o in ("portrait", "landscapeLeft"):
            s = r.get(o)
            if not s:
                continue
            if "constraints" not in s:
                out.append(f'{head} {o:<13} not rotated: {s.get("reason")}')
                continue
            line = (f'{head} {o:<13} win={s["windowSize"]} views={s["views"]} cons={s["constraints"]} '
                    f'reqBroken={s["requiredNotHolding"]} unsat={s["unsatisfiable"]} ambig={s["ambiguous"]}')
            if "framesChecked" in s:
                line += f' frames {len(s["frameDiffs"])}/{s["framesChecked"]} differ'
            out.append(line)
            for d in s["requiredNotHoldingExamples"][:3]:
                out.append(f'      !holds {d}')
            for d in s["ambiguousExamples"][:3]:
                out.append(f'      ambiguous {d}')
            if s.get("offscreenOrEmpty"):
                out.append(f'      zero-size/offscreen ({len(s["offscreenOrEmpty"])}): {s["offscreenOrEmpty"][:4]}')
            if "fixedFramesChecked" in s:
                out.append(f'      fixedFrame autoresizing: {len(s["fixedFrameDiffs"])}/{s["fixedFramesChecked"]} differ')
                for d in s["fixedFrameDiffs"][:3]:
                    out.append(f'        fixed {d["tag"]} {d["id"]}: expected {d["expected"]} host {d["got"]}')
            if "stackRelChecked" in s:
                out.append(f'      stack-relative: {len(s["stackRelDiffs"])}/{s["stackRelChecked"]} differ')
                for d in s["stackRelDiffs"][:6]:
                    out.append(f'        rel {d["tag"]} {d["id"]} {d["text"]!r}: file {d["expected"]} host {d["got"]}')
            for d in s.get("frameDiffs", [])[:8]:
                out.append(f'      frame {d["tag"]} {d["id"]} {d["text"]!r}: file {d["expected"]} host {d["got"]}')
        for sg in r.get("segues", []):
            out.append(f'      segue {json.dumps({k: v for k, v in sg.items() if k not in ("frameDiffs",)})[:300]}')
            for d in sg.get("frameDiffs", [])[:5]:
                out.append(f'        frame {d["tag"]} {d["id"]} {d["text"]!r}: file {d["expected"]} host {d["got"]}')
        if r.get("error"):
            out.append(f'      ERROR {r["error"][:300]}')
        for l in r.get("stderrTail", [])[:3]:
            out.append(f'      log {l[:200]}')
    return "\n".join(out)


DESIGN_SIZE = [None]
import tempfile
VARIANT_DIR = os.path.join(tempfile.gettempdir(), "uihost-storyboard-variants")
CONTROLLER_TAGS = ("viewController", "tableViewController", "collectionViewController", "navigationController",
                   "tabBarController", "splitViewController", "pageViewController")


VARIANT_TABS = {}  # variant file -> index of the tab to select before measuring


def relationship_parents(root):
    """{controller id: (container element, index among the container's tabs or None)} for every relationship segue
    (a navigation controller's rootViewController, a tab bar controller's viewControllers, in tab order)."""
    parents = {}
    for c in root.iter():
        if c.tag not in ("navigationController", "tabBarController"):
            continue
        tab = 0
        for seg in c.iter("segue"):
            if seg.get("kind") != "relationship":
                continue
            rel = seg.get("relationship")
            if rel == "rootViewController":
                parents[seg.get("destination")] = (c, None)
            elif rel == "viewControllers":
                parents[seg.get("destination")] = (c, tab)
                tab += 1
    return parents


def host_chain(cid, parents):
    """The outermost container a scene's controller lives in through relationship segues (itself when none), and
    the tab to select on the way (None when no tab bar controller holds it)."""
    tab, seen = None, set()
    while cid in parents and cid not in seen:
        seen.add(cid)
        container, index = parents[cid]
        if index is not None and tab is None:
            tab = index
        cid = container.get("id")
    return cid, tab


def pushing_navigation(cid, root, parents):
    """The navigation controller a scene is pushed into: the first navigation controller holding a scene whose
    show (or legacy push) segue leads to it, or None."""
    for c in root.iter():
        if c.tag not in CONTROLLER_TAGS:
            continue
        if not any(seg.get("destination") == cid and seg.get("kind") in ("show", "push") for seg in c.iter("segue")):
            continue
        cur, seen = c.get("id"), set()
        while cur in parents and cur not in seen:
            seen.add(cur)
            container, _ = parents[cur]
            if container.tag == "navigationController":
                return container
            cur = container.get("id")
    return None


def wrapped_in_navigation(text, cid, model_bar, translucent):
    """The storyboard text with a navigation controller scene added whose root is `cid` and whose bar copies
    `model_bar` (the bar of the navigation controller the scene is pushed into) or is a default bar; it becomes the
    initial controller."""
    bar = ET.tostring(model_bar, encoding="unicode").strip() if model_bar is not None else \
        '<navigationBar key="navigationBar" contentMode="scaleToFill" id="uhV-nb-bar"/>'
    bar = re.sub(r' id="([^"]+)"', lambda m: f' id="uhV-{m.group(1)}"', bar)  # ids stay unique in the copy
    if not translucent and 'translucent="NO"' not in bar:
        bar = bar.replace("<navigationBar ", '<navigationBar translucent="NO" ', 1)
    scene = ('<scene sceneID="uhV-sc-nav"><objects><navigationController id="uhV-nc-nav" sceneMemberID="viewController">'
             f'{bar}<connections><segue destination="{cid}" kind="relationship" relationship="rootViewController" '
             'id="uhV-sg-nav"/></connections></navigationController></objects></scene>')
    return text.replace("</scenes>", scene + "</scenes>", 1), "uhV-nc-nav"


def runs_as_is(sb):
    """Whether a file is run as it is: it names an initial controller, and that controller is not one Xcode draws
    under a simulated navigation bar outside any navigation controller (that one runs wrapped, as a variant)."""
    root = ET.parse(sb).getroot()
    initial = root.get("initialViewController")
    if not initial:
        return False
    c = next((e for e in root.iter() if e.get("id") == initial), None)
    return c is None or c.find("simulatedNavigationBarMetrics") is None or initial in relationship_parents(root)


def variants(sb):
    """Copies of a storyboard whose initial controller is each other scene's controller that has a view with
    subviews, or a table or collection view (scenes an app reaches by code:
    instantiateViewController(withIdentifier:)), in VARIANT_DIR. A scene is run where the app shows it: inside the
    navigation and tab bar controllers that hold it through relationship segues (the outermost is made initial and
    the scene's tab selected; a scene the initial controller already shows on launch is not run again); a scene
    pushed by a show segue from inside a navigation controller, or one Xcode draws under a simulated navigation bar,
    inside a navigation controller with that bar."""
    root = ET.parse(sb).getroot()
    initial = root.get("initialViewController")
    text = open(sb, encoding="utf-8").read()
    parents = relationship_parents(root)
    # scenes embedded in container views are measured with the scene that embeds them
    embedded = {seg.get("destination") for seg in root.iter("segue") if seg.get("kind") == "embed"}
    out, done = [], set()
    for scene in root.iter("scene"):
        objs = scene.find("objects")
        if objs is None:
            continue
        for c in objs:
            if c.tag not in CONTROLLER_TAGS or c.get("id") in embedded:
                continue
            if c.get("id") == initial and (c.find("simulatedNavigationBarMetrics") is None or c.get("id") in parents):
                continue
            v = next((x for x in c if x.get("key") == "view"), None)
            # a view with subviews, or a table or collection view (its cells are its content)
            if v is None or (v.find("subviews") is None and v.tag not in ("tableView", "collectionView")):
                continue
            start, tab = host_chain(c.get("id"), parents)
            if start == initial and not tab and c.get("id") != initial:
                continue  # the launch shows it
            if (start, tab) in done:
                continue
            done.add((start, tab))
            t = text
            if start == c.get("id"):
                pusher = pushing_navigation(c.get("id"), root, parents)
                metrics = c.find("simulatedNavigationBarMetrics")
                if pusher is not None or metrics is not None:
                    bar = pusher.find("navigationBar") if pusher is not None else None
                    t, start = wrapped_in_navigation(t, c.get("id"), bar,
                                                     metrics is None or metrics.get("translucent") != "NO")
            if initial:
                t = t.replace(f'initialViewController="{initial}"', f'initialViewController="{start}"', 1)
            else:
                t = re.sub(r'(<document [^>]*?)>', lambda m: m.group(1) + f' initialViewController="{start}">',
                           t, count=1)
            os.makedirs(VARIANT_DIR, exist_ok=True)
            name = os.path.join(VARIANT_DIR, os.path.basename(sb).replace(".storyboard", f"@{c.get('id')}.storyboard"))
            open(name, "w", encoding="utf-8").write(t)
            if tab:
                VARIANT_TABS[name] = tab
            out.append(name)
    return out


DEVICE_SIZES = {"retina4_7": (375, 667), "retina4_0": (320, 568), "retina3_5": (320, 480)}


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
        files += sorted(glob.glob(os.path.join(arg, "*.storyboard"))) if os.path.isdir(arg) else [arg]
    if not files:
        sys.exit("give storyboard files or folders to check (see the docstring)")
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
        DESIGN_SIZE[0] = DEVICE_SIZES.get(dev) or (next(iter(root_sizes)) if len(root_sizes) == 1 else None)
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


def summary(results):
    """The figures a report quotes: files, scenes run, device runs, load errors, runs with a broken required
    constraint, and frames compared on the design device (and iphone-8 for 375x667 files) with those off by more
    than TOL."""
    files = {r["storyboard"].split("@")[0].replace(".storyboard", "") for r in results}
    errors = [r for r in results if "error" in r and "portrait" not in r]
    broken = compared = off = 0
    for r in results:
        for o in ("portrait", "landscapeLeft"):
            s = r.get(o) or {}
            broken += 1 if s.get("requiredNotHolding") else 0
            compared += s.get("framesChecked", 0)
            off += len(s.get("frameDiffs", []))
    return (f"SUMMARY files={len(files)} scenes={len({r['storyboard'] for r in results})} deviceRuns={len(results)} "
            f"loadErrors={len(errors)} orientationRunsWithBrokenRequired={broken} framesCompared={compared} "
            f"framesOff={off}")


if __name__ == "__main__":
    asyncio.run(main())
