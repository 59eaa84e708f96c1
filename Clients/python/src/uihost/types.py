"""Small value types and the conversions between Python spelling and the protocol's."""

from __future__ import annotations

from typing import Any, Dict, Mapping, NamedTuple

__all__ = ["Point", "Rect", "rect_from", "point_param", "view_properties"]


class Point(NamedTuple):
    """A point in window coordinates."""

    x: float
    y: float


class Rect(NamedTuple):
    """A rectangle (``frame``, ``bounds``) as the protocol sends it."""

    x: float
    y: float
    width: float
    height: float

    @property
    def center(self) -> Point:
        return Point(self.x + self.width / 2, self.y + self.height / 2)

    def as_dict(self) -> Dict[str, float]:
        return {"x": self.x, "y": self.y, "width": self.width, "height": self.height}


def rect_from(value: Mapping[str, Any]) -> Rect:
    return Rect(value["x"], value["y"], value["width"], value["height"])


def point_param(value: Any) -> Dict[str, Any]:
    """A protocol point or selector from ``(x, y)``, a mapping, or a view object (its selector)."""
    if isinstance(value, (tuple, list)) and len(value) == 2:
        return {"x": value[0], "y": value[1]}
    if isinstance(value, Mapping):
        return dict(value)
    selector = getattr(value, "selector", None)
    if isinstance(selector, Mapping):
        return dict(selector)
    raise TypeError(f"expected a point (x, y), a mapping or a view, not {type(value).__name__}")


_PROPERTY_NAMES = {
    "hidden": "hidden",
    "alpha": "alpha",
    "text": "text",
    "background_color": "backgroundColor",
    "frame": "frame",
    "tag": "tag",
    "user_interaction_enabled": "userInteractionEnabled",
    "accessibility_identifier": "accessibilityIdentifier",
    "accessibility_label": "accessibilityLabel",
}


def view_properties(properties: Mapping[str, Any]) -> Dict[str, Any]:
    """``view.set``'s ``properties`` from Python keyword names (protocol names are accepted as they are)."""
    result: Dict[str, Any] = {}
    for key, value in properties.items():
        name = _PROPERTY_NAMES.get(key, key)
        if name == "frame" and isinstance(value, (tuple, list)):
            if len(value) != 4:
                raise ValueError("frame must be (x, y, width, height)")
            value = {"x": value[0], "y": value[1], "width": value[2], "height": value[3]}
        result[name] = value
    return result
