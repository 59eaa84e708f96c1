"""Which classes of a ported sample run, how each is made, and the main.swift that lists them."""
import re

CONTROLLER = {"UIViewController", "UITableViewController", "UICollectionViewController", "UIPageViewController"}
VIEW = {"UIView", "UIStackView", "UIScrollView", "UIControl", "UIButton", "UILabel", "UITextField", "UIImageView",
        "UITextView", "UIVisualEffectView"}
TABLE_CELL = {"UITableViewCell"}
COLLECTION_CELL = {"UICollectionViewCell", "UICollectionViewListCell"}
CLASS = re.compile(r"^[ \t]*((?:(?:public|open|final|internal|private|fileprivate)\s+)*)class\s+(\w+)\s*(<[^>]*>)?"
                   r"\s*:\s*([\w.]+)", re.M)
# How each kind is made, in the order tried; a line that does not compile falls back to the next (run.py).
MAKERS = {
    "controller": ["{name}()"],
    "view": ["{name}()", "{name}(frame: .zero)"],
    "tableCell": ['{name}(style: .default, reuseIdentifier: "cell")', "{name}()"],
    "collectionCell": ["{name}(frame: CGRect(x: 0, y: 0, width: 50, height: 50))", "{name}()"],
}
RUNNER = {"controller": "runController", "view": "runView", "tableCell": "runTableCell",
          "collectionCell": "runCollectionCell"}


def kind_of(superclass):
    superclass = superclass.split(".")[-1]
    if superclass in CONTROLLER:
        return "controller"
    if superclass in VIEW:
        return "view"
    if superclass in TABLE_CELL:
        return "tableCell"
    if superclass in COLLECTION_CELL:
        return "collectionCell"
    return None


def find(sample, text):
    """Returns (targets, notes): each target a dict(label, name, kind, maker index); notes name what is not run."""
    targets, notes = [], []
    for m in CLASS.finditer(text):
        modifiers, name, generic, superclass = m.group(1), m.group(2), m.group(3), m.group(4)
        kind = kind_of(superclass)
        label = f"{sample}.{name}"
        if kind is None:
            notes.append(f"{label}: superclass {superclass} is not a UIKit view, cell or controller; not run")
        elif "private" in modifiers:
            notes.append(f"{label}: private to its file; not run alone")
        elif generic:
            notes.append(f"{label}: generic; not run alone")
        elif kind == "controller" and "IBOutlet" in text[m.end():].split("\nclass ")[0]:
            notes.append(f"{label}: a storyboard's controller (outlets); not run alone")
        else:
            targets.append({"label": label, "name": name, "kind": kind, "maker": 0})
            if kind == "controller" and superclass.split(".")[-1] == "UIViewController":
                targets.append({"label": label + "-in-nav", "name": name, "kind": "navigation", "maker": 0})
    return targets, notes


def class_names(text):
    """The names of the classes a file declares (a shim's, which are named in the report but not run)."""
    return [m.group(2) for m in CLASS.finditer(text)]


def call(target):
    kind = "controller" if target["kind"] == "navigation" else target["kind"]
    makers = MAKERS[kind]
    if target["maker"] >= len(makers):
        return None
    make = makers[target["maker"]].format(name=target["name"])
    if target["kind"] == "navigation":
        make = f"UINavigationController(rootViewController: {make})"
        return f'"{target["label"]}": {{ runController("{target["label"]}", {{ {make} }}) }},'
    return f'"{target["label"]}": {{ {RUNNER[kind]}("{target["label"]}", {{ {make} }}) }},'


def main_swift(targets):
    """main.swift: one entry per target, one per line (run.py maps a compile error's line back to its target)."""
    lines = ["import HeadlessUIKit", "let targets: [String: @MainActor () -> Void] = ["]
    for t in targets:
        t["line"] = None
        c = call(t)
        if c:
            lines.append("    " + c)
            t["line"] = len(lines)
    if len(lines) == 2:
        lines[-1] = "let targets: [String: @MainActor () -> Void] = [:"
    lines += ["]", "MainActor.assumeIsolated { runSelected(targets) }", ""]
    return "\n".join(lines)
