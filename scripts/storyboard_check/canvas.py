"""What Xcode's canvas drew: Xcode 11 to 13 (toolsVersion 14800 to 20999: a file saved at 14854.2 has a view pinned
to the safe area's top at y = 0 on retina4_7, and so has one saved by Xcode 13.3's 20037; Xcode 10.3's 14490 files and
Xcode 14.1's 21701 have the status bar) drew phones with a home button without a status bar, so the frames they saved
put a navigation bar at y = 0 and the safe area's top at 0 (docs/uikit-rules.md 8.47, 8.50, 8.53). Such files run on their design device as an app folder whose Info.plist hides the
status bar, so the frames compare like for like."""
import os
import tempfile
import xml.etree.ElementTree as ET

VARIANT_DIR = os.path.join(tempfile.gettempdir(), "uihost-storyboard-variants")
NO_STATUS_BAR_CANVAS = (14800, 21000)
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
