"""Selectors (docs/protocol.md, Addressing views): keyword arguments in Python spelling to the protocol's object.

| keyword | protocol field | matches |
|---------|----------------|---------|
| ``ref="v42"`` | ``ref`` | the view with that ref |
| ``tag=5`` | ``tag`` | ``view.tag`` |
| ``id="login"`` (or ``accessibility_identifier=``) | ``accessibilityIdentifier`` | |
| ``class_name="UIButton"`` | ``class`` | the exact class name |
| ``storyboard_id="Mn1-Lb-0a1"`` | ``storyboardID`` | the storyboard element the view was built from |
| ``text="OK"`` | ``text`` | title, text or label |
| ``within=<selector, dict or view>`` | ``within`` | search under the first match of that selector |
| ``index=1`` | ``index`` | the n-th match, depth first |
| ``visible=True`` | ``visible`` | in a window, not hidden, at least partly on screen |
| ``index_path=(0, 12)`` | ``indexPath`` | that item's cell of a table or collection view, scrolled into view first |
"""

from __future__ import annotations

from typing import Any, Dict, Mapping, Optional

__all__ = ["Selector", "build_selector", "describe_selector"]

Selector = Dict[str, Any]

_FIELDS = {
    "ref": "ref",
    "tag": "tag",
    "id": "accessibilityIdentifier",
    "accessibility_identifier": "accessibilityIdentifier",
    "accessibilityIdentifier": "accessibilityIdentifier",
    "class_name": "class",
    "storyboard_id": "storyboardID",
    "storyboardID": "storyboardID",
    "text": "text",
    "within": "within",
    "index": "index",
    "visible": "visible",
    "index_path": "indexPath",
    "indexPath": "indexPath",
}

_TYPES: Dict[str, Any] = {
    "ref": str, "tag": int, "accessibilityIdentifier": str, "class": str, "storyboardID": str, "text": str, "index": int,
    "visible": bool,
}


def build_selector(selector: Optional[Mapping[str, Any]] = None, /, **fields: Any) -> Selector:
    """A protocol selector from a mapping already in protocol form and/or keyword arguments.

    >>> build_selector(tag=3)
    {'tag': 3}
    >>> build_selector(id="done", within={"tag": 60})
    {'accessibilityIdentifier': 'done', 'within': {'tag': 60}}

    Raises TypeError for an unknown keyword or a value of the wrong type, naming the keywords there are, and
    ValueError for an empty selector (it would match every view).
    """
    result: Selector = dict(selector or {})
    for key, value in fields.items():
        if key not in _FIELDS:
            raise TypeError(f"unknown selector keyword {key!r}; use one of: {', '.join(sorted(_FIELDS))}")
        if value is None:
            continue
        field = _FIELDS[key]
        if field == "within":
            value = as_selector(value)
        elif field == "indexPath":
            if (not isinstance(value, (list, tuple)) or len(value) != 2
                    or not all(isinstance(part, int) and not isinstance(part, bool) for part in value)):
                raise TypeError(f"selector keyword {key!r} must be a (section, item) pair of ints, not {value!r}")
            value = [value[0], value[1]]
        else:
            expected = _TYPES[field]
            # bool is an int in Python; a tag of True is a mistake, not tag 1.
            if not isinstance(value, expected) or (expected is int and isinstance(value, bool)):
                raise TypeError(f"selector keyword {key!r} must be {expected.__name__}, not {type(value).__name__}")
        result[field] = value
    if not result:
        raise ValueError("an empty selector matches every view; give tag=, id=, text=, class_name= or ref=")
    return result


def as_selector(value: Any) -> Selector:
    """A selector from a mapping, or from anything with a ``selector`` attribute (a ``View``)."""
    if isinstance(value, Mapping):
        return dict(value)
    selector = getattr(value, "selector", None)
    if isinstance(selector, Mapping):
        return dict(selector)
    raise TypeError(f"expected a selector mapping or a view, not {type(value).__name__}")


def describe_selector(selector: Mapping[str, Any]) -> str:
    """The selector in the keyword form a user would type: ``tag=3, id='toggle'``."""
    names = {"accessibilityIdentifier": "id", "class": "class_name", "storyboardID": "storyboard_id"}
    parts = []
    for key, value in selector.items():
        if key == "within" and isinstance(value, Mapping):
            parts.append(f"within=({describe_selector(value)})")
        else:
            parts.append(f"{names.get(key, key)}={value!r}")
    return ", ".join(parts)
