"""The view tree as indented text (what the pytest plugin attaches to a failed test), and the tree's compact and table
forms turned back into full nodes."""

from __future__ import annotations

from typing import Any, Dict, List, Mapping

__all__ = ["format_tree", "format_node", "from_compact", "from_table"]

# The classes whose compact nodes leave out userInteractionEnabled false rather than true (docs/protocol.md).
_NO_INTERACTION_CLASSES = ("UILabel", "UIImageView")


def from_compact(node: Mapping[str, Any]) -> Dict[str, Any]:
    """A node of ``tree.get {compact: true}`` (and its children) with the left-out fields put back, as the full
    form has them (docs/protocol.md, The compact form): tag 0, bounds at origin zero with the frame's size, hidden
    False, alpha 1, userInteractionEnabled False for the classes ``UILabel`` and ``UIImageView`` and True for any
    other, accessibilityLabel equal to the node's text (a null label: none, so the key goes).

    >>> from_compact({"ref": "v5", "class": "UILabel", "frame": {"x": 0, "y": 0, "width": 9, "height": 4},
    ...               "text": "Hi"})["accessibilityLabel"]
    'Hi'
    """
    full: Dict[str, Any] = dict(node)
    frame = node.get("frame") or {}
    full.setdefault("tag", 0)
    full.setdefault("bounds", {"x": 0, "y": 0, "width": frame.get("width"), "height": frame.get("height")})
    full.setdefault("hidden", False)
    full.setdefault("alpha", 1)
    full.setdefault("userInteractionEnabled", node.get("class") not in _NO_INTERACTION_CLASSES)
    if "text" in node and "accessibilityLabel" not in node:
        full["accessibilityLabel"] = node["text"]
    elif full.get("accessibilityLabel", "") is None:
        del full["accessibilityLabel"]
    if "children" in node:
        full["children"] = [from_compact(child) for child in node["children"]]
    return full


def from_table(table: Mapping[str, Any]) -> Dict[str, Any]:
    """The compact root node (with its children) that a ``tree.get {form: "table"}`` table holds (docs/protocol.md,
    The table form): row i is the node ``{"ref": "v" + refs[i], "class": classes[class[i]], "frame": the four numbers
    at 4i, ...}`` with every field of ``fields`` that lists row i, and the rows whose ``parent`` is i are its
    ``children``, in row order. With a ``screen`` (several windows), the screen node with the windows as children.
    ``from_compact`` then gives the full form.

    >>> from_table({"count": 2, "classes": ["UIView", "UILabel"], "refs": [4, 9], "class": [0, 1], "parent": [-1, 0],
    ...             "frame": [0, 0, 10, 10, 1, 2, 3, 4], "fields": {"text": {"rows": [1], "values": ["Hi"]}}})
    ... # doctest: +NORMALIZE_WHITESPACE
    {'ref': 'v4', 'class': 'UIView', 'frame': {'x': 0, 'y': 0, 'width': 10, 'height': 10},
     'children': [{'ref': 'v9', 'class': 'UILabel', 'frame': {'x': 1, 'y': 2, 'width': 3, 'height': 4}, 'text': 'Hi'}]}
    """
    classes, frames = table["classes"], table["frame"]
    nodes: List[Dict[str, Any]] = [
        {"ref": f"v{ref}", "class": classes[index],
         "frame": {"x": frames[4 * row], "y": frames[4 * row + 1], "width": frames[4 * row + 2],
                   "height": frames[4 * row + 3]}}
        for row, (ref, index) in enumerate(zip(table["refs"], table["class"]))]
    for name, column in table["fields"].items():
        for row, value in zip(column["rows"], column["values"]):
            nodes[row][name] = value
    roots: List[Dict[str, Any]] = []
    for node, parent in zip(nodes, table["parent"]):
        if parent < 0:
            roots.append(node)
        else:
            nodes[parent].setdefault("children", []).append(node)
    if "screen" in table:
        return {**table["screen"], "children": roots}
    if len(roots) != 1:
        raise ValueError(f"a table without a screen has one root, not {len(roots)}")
    return roots[0]


def _number(value: Any) -> str:
    return f"{value:g}" if isinstance(value, (int, float)) else str(value)


def format_node(node: Mapping[str, Any]) -> str:
    """One line for a view node: class, ref, tag, identifier, text, frame and flags.

    >>> format_node({"ref": "v2", "class": "UIView", "tag": 3, "frame": {"x": 0, "y": 10, "width": 5, "height": 6},
    ...              "hidden": True, "alpha": 1, "userInteractionEnabled": True, "accessibilityIdentifier": "toggle",
    ...              "accessibilityLabel": "Off"})
    'UIView v2 tag=3 id=toggle label="Off" (0,10 5x6) hidden'
    """
    parts = [str(node.get("class", "?")), str(node.get("ref", "?"))]
    if node.get("tag"):
        parts.append(f"tag={node['tag']}")
    if node.get("accessibilityIdentifier"):
        parts.append(f"id={node['accessibilityIdentifier']}")
    for key, name in (("text", "text"), ("title", "title"), ("accessibilityLabel", "label")):
        if node.get(key) is not None:
            parts.append(f'{name}="{node[key]}"')
    frame = node.get("frame")
    if isinstance(frame, Mapping):
        parts.append(f"({_number(frame.get('x'))},{_number(frame.get('y'))} "
                     f"{_number(frame.get('width'))}x{_number(frame.get('height'))})")
    controller = node.get("controller")
    if isinstance(controller, Mapping):
        parts.append(f"controller={controller.get('class')} {controller.get('ref')}")
    if node.get("hidden"):
        parts.append("hidden")
    if node.get("alpha", 1) != 1:
        parts.append(f"alpha={_number(node['alpha'])}")
    if node.get("userInteractionEnabled") is False:
        parts.append("noInteraction")
    if node.get("isFirstResponder"):
        parts.append("firstResponder")
    return " ".join(parts)


def format_tree(node: Mapping[str, Any], indent: str = "  ") -> str:
    """The node and its ``children``, one line each, indented by depth."""
    lines: List[str] = []

    def walk(current: Mapping[str, Any], depth: int) -> None:
        lines.append(indent * depth + format_node(current))
        for child in current.get("children") or []:
            walk(child, depth + 1)

    walk(node, 0)
    return "\n".join(lines)
