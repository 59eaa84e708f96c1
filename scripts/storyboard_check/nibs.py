"""A view controller's nib run as a one-scene storyboard. `uihost serve` runs storyboards, and a nib whose File's
Owner has a `view` outlet to one of the nib's top-level views is what `UIViewController(nibName:bundle:)` loads: the
copy (in VARIANT_DIR) has a view controller of the owner's class whose view is that top-level view, with the owner's
other outlets and the actions sent to the owner moved to it. Other nibs (cells, standalone views) are not run."""
import os
import xml.etree.ElementTree as ET

from .canvas import VARIANT_DIR

CONTROLLER_ID = "uhX-vc-own"
KEPT = ("device", "dependencies", "customFonts", "resources")


def owner_and_view(root):
    """The File's Owner placeholder and the top-level view its `view` outlet names, or (None, None)."""
    objects = root.find("objects")
    if objects is None:
        return None, None
    owner = next((o for o in objects if o.tag == "placeholder" and o.get("placeholderIdentifier") == "IBFilesOwner"),
                 None)
    if owner is None:
        return None, None
    outlet = next((o for o in owner.iter("outlet") if o.get("property") == "view"), None)
    if outlet is None:
        return owner, None
    view = next((o for o in objects if o.get("id") == outlet.get("destination") and o.tag != "placeholder"), None)
    return owner, view


def as_storyboard(xib):
    """The path of a storyboard copy of a view controller's nib, or None when the nib is not one."""
    root = ET.parse(xib).getroot()
    owner, view = owner_and_view(root)
    if view is None:
        return None
    doc = ET.Element("document", {k: v for k, v in root.attrib.items()})
    doc.set("type", "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB")
    doc.set("initialViewController", CONTROLLER_ID)
    for tag in KEPT[:3]:
        el = root.find(tag)
        if el is not None:
            doc.append(el)
    scenes = ET.SubElement(doc, "scenes")
    scene = ET.SubElement(scenes, "scene", sceneID="uhX-sc-own")
    objects = ET.SubElement(scene, "objects")
    attrs = {k: owner.get(k) for k in ("customClass", "customModule", "customModuleProvider") if owner.get(k)}
    controller = ET.SubElement(objects, "viewController", id=CONTROLLER_ID, sceneMemberID="viewController", **attrs)
    view.set("key", "view")
    controller.append(view)
    outlets = [o for o in owner.iter("outlet") if o.get("property") != "view"]
    if outlets:
        connections = ET.SubElement(controller, "connections")
        for o in outlets:
            connections.append(o)
    for o in root.find("objects"):
        if o is view or o.tag == "placeholder":
            continue
        objects.append(o)  # gesture recognizers and other top-level objects of the owner's scene
    for el in doc.iter():
        if el.get("destination") == "-1":
            el.set("destination", CONTROLLER_ID)  # actions and outlets sent to the File's Owner
    resources = root.find("resources")
    if resources is not None:
        doc.append(resources)
    os.makedirs(VARIANT_DIR, exist_ok=True)
    path = os.path.join(VARIANT_DIR, os.path.basename(xib).replace(".xib", "-xib.storyboard"))
    ET.ElementTree(doc).write(path, encoding="UTF-8", xml_declaration=True)
    return path
