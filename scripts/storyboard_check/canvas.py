"""What Xcode's canvas drew.

Status bar: Xcode 11 to 14.0 (toolsVersion 14800 to 21499: a file saved at 14854.2 has a view pinned to the safe
area's top at y = 0 on retina4_7, and so have one saved by Xcode 13.3's 20037 and a nib saved by Xcode 14.0's 21223;
Xcode 10.3's 14490 files and 21701 files have the status bar) drew devices with a home button, phones and iPads,
without a status bar, so the frames they saved put a navigation bar at y = 0 and the safe area's top at 0
(docs/uikit-rules.md 8.47, 8.50, 8.53, 8.57: an iPad 9.7 file saved by Xcode 11.4's 15702 centres a view on the safe
area 10 pt higher than the same scene saved by Xcode 10.1's 14460, and one saved by Xcode 16 has the 20-pt bar). Such
files run on their design device as an app folder whose Info.plist hides the status bar, so the frames compare like
for like.

Placeholder constraints (docs/uikit-rules.md 8.58): Xcode's canvas lays a scene out with its placeholder constraints
(Interface Builder's "Remove at build time"), which the app never has; the frames of the design device are compared
in a copy of the file whose placeholder constraints are ordinary ones.
"""
import os
import tempfile
import xml.etree.ElementTree as ET

VARIANT_DIR = os.path.join(tempfile.gettempdir(), "uihost-storyboard-variants")
NO_STATUS_BAR_CANVAS = (14800, 21500)
HOME_BUTTON_DEVICES = {"retina3_5", "retina4_0", "retina4_7", "retina5_5",
                       "ipad7_9", "ipad9_7", "ipad10_2", "ipad10_5", "ipad12_9"}


def tools_version(text):
    """A toolsVersion as a number: `21701` and `14854.2` as written, `32700.99.1234` by its first two parts (8.55)."""
    try:
        return float(".".join((text or "0").split(".")[:2]))
    except ValueError:
        return 0.0


def drawn_without_status_bar(sb):
    root = ET.parse(sb).getroot()
    dev = root.find("device")
    tools = tools_version(root.get("toolsVersion"))
    return dev is not None and dev.get("id") in HOME_BUTTON_DEVICES and \
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


def with_placeholders_kept(sb):
    """A copy of `sb` (in VARIANT_DIR) whose placeholder constraints are ordinary constraints, as Xcode's canvas lays
    the scene out (8.58), or None when the file has none."""
    tree = ET.parse(sb)
    placeholders = [c for c in tree.getroot().iter("constraint") if c.get("placeholder") == "YES"]
    if not placeholders:
        return None
    for constraint in placeholders:
        del constraint.attrib["placeholder"]
    os.makedirs(VARIANT_DIR, exist_ok=True)
    copy = os.path.join(VARIANT_DIR, os.path.basename(sb).replace(".storyboard", "-canvas.storyboard"))
    tree.write(copy, encoding="UTF-8", xml_declaration=True)
    return copy
