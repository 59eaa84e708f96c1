"""Size classes of a storyboard's design canvas (docs/uikit-rules.md 11.241).

A file's `<variation key="widthClass=regular">` blocks install, leave out or change constraints, subviews and stack
attributes for some size classes; the frames Xcode saved are the layout in the design canvas's classes. A comparison
made on another device (the iPhone 8 stack-relative check) is only like for like when the same variations apply
there: the iPad-designed stack whose axis turns vertical in a compact width must not be compared with its iPad frames.
"""
import xml.etree.ElementTree as ET

# Interface Builder's phone ids that are regular width lying down (the host's `large` profiles: 414 pt and wider).
REGULAR_WIDTH_LYING = {"retina5_5", "retina6_1", "retina6_5", "retina6_7", "retina6_72", "retina6_9"}
IPHONE_8_PORTRAIT = ("compact", "regular")


def design_classes(root):
    """(width class, height class) of the design canvas, or None for a file without a device (the any/any canvas
    of Xcode 6-7 files) or with one this table does not know."""
    dev = root.find("device")
    if dev is None or not dev.get("id"):
        return None
    device, lying = dev.get("id"), dev.get("orientation") == "landscape"
    if device.startswith("ipad"):
        return ("regular", "regular")
    if not device.startswith("retina"):
        return None
    if not lying:
        return ("compact", "regular")
    return ("regular" if device in REGULAR_WIDTH_LYING else "compact", "compact")


def _matches(key, classes):
    """Whether a variation key (`heightClass=compact-widthClass=regular`) applies in `classes`; never for the
    any/any canvas (None) and never for `default`, which every canvas has."""
    if classes is None or key == "default":
        return False
    named = dict(part.split("=", 1) for part in key.split("-") if "=" in part)
    return all(named.get(axis) in (None, value) for axis, value in zip(("widthClass", "heightClass"), classes))


def applying_variations(root, classes):
    return {v.get("key") for v in root.iter("variation") if _matches(v.get("key", ""), classes)}


def same_variations_as_iphone_8(path):
    """Whether the variations that apply on the design canvas are those that apply on an iPhone 8 standing."""
    root = ET.parse(path).getroot()
    return applying_variations(root, design_classes(root)) == applying_variations(root, IPHONE_8_PORTRAIT)
