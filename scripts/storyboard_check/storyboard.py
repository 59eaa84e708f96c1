"""The storyboard's side: the frames Xcode saved, in scene-root coordinates, and what else the measurements need about
each view (its parent, frame relative to the parent, fixedFrame, autoresizing mask, misplaced or ambiguous)."""
import xml.etree.ElementTree as ET

EXTRA = {}  # id -> parent, relative frame, fixedFrame, autoresizing mask (filled by storyboard_frames)
NON_VIEW_TAGS = {"constraints", "constraint", "connections", "rect", "frame", "color", "fontDescription",
                 "autoresizingMask", "state", "nil", "inset", "userDefinedRuntimeAttributes", "accessibility",
                 "variation", "mask", "layoutGuides", "viewLayoutGuide", "point", "size", "string", "prototypes",
                 "sections", "segments", "items", "navigationItem", "tabBarItem", "textInputTraits",
                 "buttonConfiguration", "imageReference", "preferredSymbolConfiguration", "edgeInsets",
                 "directionalEdgeInsets", "real", "integer", "placeholder", "image", "date", "locale",
                 "dataDetectorType", "attributedString", "paragraphStyle", "fragment", "attributes", "font"}
# Interface Builder's device ids and their screens in portrait, points (the profiles `uihost serve` runs them on,
# Sources/HeadlessUIKit/Devices/DeviceProfile+Catalogue.swift).
DEVICE_SIZES = {"retina3_5": (320, 480), "retina4_0": (320, 568), "retina4_7": (375, 667), "retina5_5": (414, 736),
                "retina5_9": (375, 812), "retina5_4": (375, 812), "retina6_1": (414, 896), "retina6_5": (414, 896),
                "retina6_0": (390, 844), "retina6_7": (428, 926), "retina6_12": (393, 852), "retina6_72": (430, 932),
                "retina6_3": (402, 874), "retina6_9": (440, 956), "ipad9_7": (768, 1024), "ipad7_9": (768, 1024),
                "ipad10_2": (810, 1080), "ipad10_5": (834, 1112), "ipad10_9rounded": (820, 1180),
                "ipad11_0rounded": (834, 1194), "ipad12_9": (1024, 1366), "ipad12_9rounded": (1024, 1366)}
DESIGN_SIZE = [None]  # the design screen's size for the file being measured (set by run.main)


def frame_of(el):
    for ch in el:
        if ch.tag == "rect" and ch.get("key") == "frame":
            return tuple(float(ch.get(k, 0)) for k in ("x", "y", "width", "height"))
        if ch.tag == "frame" and ch.get("key") == "frameInset":  # Xcode 8.0 format
            return (float(ch.get("minX", 0)), float(ch.get("minY", 0)),
                    float(ch.get("width", 0)), float(ch.get("height", 0)))
    return None


def constrained_attributes(root):
    """{view id: the attributes the file's own constraints name it by}; a constraint's missing firstItem is the
    view whose <constraints> holds it."""
    named = {}
    for owner in root.iter():
        holder = next((c for c in owner if c.tag == "constraints"), None)
        for c in holder if holder is not None else []:
            for item, attribute in ((c.get("firstItem") or owner.get("id"), c.get("firstAttribute")),
                                    (c.get("secondItem"), c.get("secondAttribute"))):
                if item and attribute:
                    named.setdefault(item, set()).add(attribute)
    return named


def design_breadth(el, parent, named):
    """Whether a view's breadth across a stack view is Interface Builder's design-time figure rather than a solved
    one (docs/uikit-rules.md 11.195): a plain view (or an image view without an image), with no intrinsic size, in a
    stack view whose alignment is not fill, with nothing of the file's own fixing its breadth. UIKit's stack view pulls
    such a view's breadth to 0 (`UISV-ambiguity-suppression`); Xcode keeps the frame it was drawn at."""
    if parent is None or parent.tag != "stackView" or parent.get("alignment") in (None, "fill"):
        return False
    plain = (el.tag == "view" and el.get("customClass") is None) or (el.tag == "imageView" and el.get("image") is None)
    if not plain:
        return False
    vertical = parent.get("axis") == "vertical"
    breadth, edges = ("width", {"leading", "trailing", "left", "right"}) if vertical else \
        ("height", {"top", "bottom"})
    mine = named.get(el.get("id"), set())
    return breadth not in mine and len(mine & edges) < 2


def storyboard_frames(path):
    """{id: (tag, text, (x, y, w, h) in scene-root coordinates, scene root view id)} for every view under a
    scene's root view."""
    root = ET.parse(path).getroot()
    dev = root.find("device")
    out = {}
    parent_id, parent_tag = [None], [None]
    parent_el = [None]
    named = constrained_attributes(root)

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
                               "designBreadth": design_breadth(el, parent_el[0], named),
                               "mask": dict(mask.attrib) if mask is not None else None}
        parent_id.insert(0, el.get("id")); parent_tag.insert(0, el.tag); parent_el.insert(0, el)
        # children: <subviews>, a table cell's <tableViewCellContentView>, <view key="contentView"> ...
        for ch in el:
            if ch.tag == "subviews":
                for sv in ch:
                    walk(sv, x, y, scene_root)
            elif ch.tag in ("tableViewCellContentView", "collectionViewCellContentView") or \
                    (ch.get("key") == "contentView" and ch.tag == "view"):
                walk(ch, x, y, scene_root)
        parent_id.pop(0); parent_tag.pop(0); parent_el.pop(0)

    for scene in root.iter("scene"):
        for vc in scene.iter():
            for v in vc:
                if v.get("key") == "view" and v.tag in ("view", "tableView", "collectionView", "scrollView",
                                                          "mapView", "stackView"):
                    walk(v, 0.0, 0.0, v.get("id"))
    return (dev.get("id") if dev is not None else None), out


def design_size(path):
    """The design device's screen in the orientation the file was drawn in, or None for a device id not in
    DEVICE_SIZES (or no <device>)."""
    dev = ET.parse(path).getroot().find("device")
    size = DEVICE_SIZES.get(dev.get("id")) if dev is not None else None
    if size and dev.get("orientation") == "landscape":
        return (size[1], size[0])
    return size


def sb_info(path):
    root = ET.parse(path).getroot()
    dev = root.find("device")
    return {"device": dev.get("id") if dev is not None else None,
            "initial": root.get("initialViewController"),
            "scenes": len(list(root.iter("scene"))),
            "xmlConstraints": len(list(root.iter("constraint")))}
