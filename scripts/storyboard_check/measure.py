"""The host's view tree measured against the file: the constraints that do not hold, layout.problems, frames on the
design device, fixedFrame views autoresized, arranged subviews relative to their stack view, and views off screen."""
from .storyboard import EXTRA, DESIGN_SIZE

TOL = 0.5


def walk_nodes(node, out, scrolled=(0.0, 0.0)):
    """The tree's nodes, each marked with how far its ancestors' content is scrolled ("_scrolled": the sum of their
    bounds origins), so that a frame can be compared where the file has it: Xcode saves a scroll view's content
    unscrolled, while a scroll view that takes the bars into its insets rests scrolled by them (docs/uikit-rules.md
    11.183, 8.54)."""
    node["_scrolled"] = scrolled
    out.append(node)
    b = node.get("bounds") or {}
    inner = (scrolled[0] + b.get("x", 0.0), scrolled[1] + b.get("y", 0.0))
    for c in node.get("children", []) or []:
        walk_nodes(c, out, inner)
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
    container the host does not have) unless the live root view has the file's size (a root under a simulated opaque
    bar that the host's real bar also shortens), views Xcode marks misplaced or ambiguous (their saved frames are
    not the solved ones), and views whose breadth across a stack view is a design-time figure (11.195)."""
    diffs, checked = [], 0
    by_id = {n["storyboardID"]: n for n in nodes if n.get("storyboardID")}
    roots = {}
    for sid, (tag, text, f, sroot) in sbframes.items():
        n = by_id.get(sid)
        if n is None or EXTRA.get(sid, {}).get("unsolved") or EXTRA.get(sid, {}).get("designBreadth"):
            continue
        if DESIGN_SIZE[0] and sroot in sbframes and tuple(sbframes[sroot][2][2:]) != DESIGN_SIZE[0] and \
                not same_size(by_id.get(sroot), sbframes[sroot][2]):
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
        sx, sy = n.get("_scrolled", (0.0, 0.0))
        got = (n["frame"]["x"] + sx, n["frame"]["y"] + sy, n["frame"]["width"], n["frame"]["height"])
        checked += 1
        if any(abs(a - b) > TOL for a, b in zip(exp, got)):
            diffs.append({"id": sid, "tag": tag, "class": n["class"], "text": text,
                          "expected": [round(v, 2) for v in exp], "got": [round(v, 2) for v in got]})
    return checked, diffs


def same_size(node, frame):
    """Whether a live view has a file frame's size (within TOL)."""
    return node is not None and abs(node["frame"]["width"] - frame[2]) <= TOL and \
        abs(node["frame"]["height"] - frame[3]) <= TOL


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
