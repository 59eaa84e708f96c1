"""The view tree as indented text: what the pytest plugin attaches to a failed test (until snapshots exist)."""

from __future__ import annotations

from typing import Any, List, Mapping

__all__ = ["format_tree", "format_node"]


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
