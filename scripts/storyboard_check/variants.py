"""The scenes a file is run as. A file without an initial view controller is not run as it is (uihost refuses it):
its scenes run as variants, copies with each other scene's controller made initial. A variant runs its scene where
the app shows it: inside the navigation and tab bar controllers that embed it by relationship segues (the tab is
selected with tabs.select), or, for a scene pushed from inside a navigation controller or drawn under a simulated
navigation bar, inside a navigation controller with that bar."""
import os
import re
import xml.etree.ElementTree as ET

from .canvas import VARIANT_DIR

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
