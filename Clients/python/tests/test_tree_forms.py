"""tree.get's two forms (docs/protocol.md, A view node and The compact form): no nulls in either, and the compact
form is the full one less the fields at their documented defaults. And the parser the client reads replies with."""

import importlib.util
from typing import Any, Dict, Iterator, Mapping

import pytest

import uihost.connection

# The compact form's defaults: a field equal to one of these is left out (bounds are checked against the frame).
DEFAULTS = {"tag": 0, "hidden": False, "alpha": 1, "userInteractionEnabled": True}


def walk(node: Mapping[str, Any]) -> Iterator[Mapping[str, Any]]:
    yield node
    for child in node.get("children", []):
        yield from walk(child)


def without_defaults(node: Mapping[str, Any]) -> Dict[str, Any]:
    frame = node["frame"]
    default_bounds = {"x": 0, "y": 0, "width": frame["width"], "height": frame["height"]}
    defaults = {**DEFAULTS, "userInteractionEnabled": node["class"] not in ("UILabel", "UIImageView")}
    small = {key: value for key, value in node.items()
             if key != "children" and defaults.get(key, object()) != value
             and not (key == "bounds" and value == default_bounds)
             and not (key == "accessibilityLabel" and "text" in node and value == node["text"])}
    if "text" in node and "accessibilityLabel" not in node:
        small["accessibilityLabel"] = None
    return small


def test_the_full_tree_has_no_nulls_and_leaves_unset_accessibility_fields_out(app):
    nodes = list(walk(app.tree()["root"]))
    assert len(nodes) > 20
    for node in nodes:
        assert None not in node.values(), node
        assert {"ref", "class", "tag", "frame", "bounds", "hidden", "alpha", "userInteractionEnabled"} <= set(node)
    toggle = next(node for node in nodes if node.get("accessibilityIdentifier") == "toggle")
    assert toggle["class"] == "ToggleView"
    assert sum("accessibilityIdentifier" in node for node in nodes) < len(nodes)


def test_the_compact_tree_is_the_full_tree_less_its_defaults(app):
    app.tap(id="toggle")
    full = list(walk(app.tree()["root"]))
    compact = list(walk(app.tree(compact=True)["root"]))
    assert len(compact) == len(full)
    for whole, small in zip(full, compact):
        assert {key: value for key, value in small.items() if key != "children"} == without_defaults(whole)
        assert ("children" in small) == ("children" in whole)
    # Something was left out, and something at a non-default value was kept.
    assert all("hidden" not in node for node in compact if not node.get("hidden"))
    assert any(node.get("userInteractionEnabled") is False for node in compact)
    # from_compact puts back exactly what was left out.
    assert [uihost.treetext.from_compact(node) | {"children": None} for node in compact] == \
        [dict(node) | {"children": None} for node in full]


@pytest.mark.uihost(storyboard="fixtures/Shop.storyboard")
def test_compact_labels_leave_out_their_interaction_and_their_text_as_label(app):
    full = list(walk(app.tree()["root"]))
    compact = list(walk(app.tree(compact=True)["root"]))
    labels = [(whole, small) for whole, small in zip(full, compact) if small["class"] == "UILabel"]
    assert [small["text"] for _, small in labels] == ["Teapot", "Basket"]
    for whole, small in labels:
        assert whole["userInteractionEnabled"] is False and whole["accessibilityLabel"] == whole["text"]
        assert "userInteractionEnabled" not in small and "accessibilityLabel" not in small
        assert small == without_defaults(whole)
        assert uihost.treetext.from_compact(small) == whole
    # The tree text reads the same from either form.
    assert app.tree_text() == uihost.treetext.format_tree(app.tree()["root"])


def test_compact_is_offered_below_a_root_and_to_a_depth(app):
    full = app.tree(root={"tag": 4}, depth=0)["root"]
    compact = app.tree(root={"tag": 4}, depth=0, compact=True)["root"]
    assert compact == without_defaults(full)


def test_tree_text_reads_the_compact_form_the_same_as_the_full_one(app):
    full = uihost.treetext.format_tree(app.tree()["root"])
    assert app.tree_text() == full


def test_the_discovery_document_describes_compact(app):
    method = next(entry for entry in app.discover()["methods"] if entry["name"] == "tree.get")
    compact = next(param for param in method["params"] if param["name"] == "compact")
    assert compact["schema"] == {"type": "boolean"}
    assert "tag 0" in compact["summary"] and "alpha 1" in compact["summary"]
    assert "UILabel or UIImageView" in compact["summary"] and "equal to the node's text" in compact["summary"]


def test_replies_are_parsed_with_orjson_when_it_is_installed():
    if importlib.util.find_spec("orjson") is None:
        import json
        assert uihost.connection._loads is json.loads
    else:
        import orjson
        assert uihost.connection._loads is orjson.loads


def test_the_table_form_holds_the_compact_tree_and_from_table_gives_it_back(app):
    app.tap(id="toggle")
    compact = app.tree(compact=True)
    table = app.tree(form="table")
    assert set(table) == {"version", "table"} and table["version"] == compact["version"]
    columns = table["table"]
    assert columns["count"] == len(list(walk(compact["root"])))
    assert len(columns["refs"]) == len(columns["class"]) == len(columns["parent"]) == columns["count"]
    assert len(columns["frame"]) == 4 * columns["count"]
    assert uihost.treetext.from_table(columns) == compact["root"]
    # And on to the full form.
    full = app.tree()["root"]
    assert uihost.treetext.from_compact(uihost.treetext.from_table(columns)) == full


@pytest.mark.uihost(storyboard="fixtures/Shop.storyboard")
def test_a_table_below_a_root_is_exact(app):
    label = {"class": "UILabel", "text": "Teapot"}
    full = app.tree(root=label)["root"]
    compact = app.tree(root=label, compact=True)["root"]
    table = app.tree(root=label, form="table")["table"]
    assert table == {"count": 1, "classes": ["UILabel"], "refs": [int(full["ref"][1:])], "class": [0], "parent": [-1],
                     "frame": [full["frame"][key] for key in ("x", "y", "width", "height")],
                     "fields": {name: {"rows": [0], "values": [value]} for name, value in compact.items()
                                if name not in ("ref", "class", "frame")}}
    assert table["fields"]["text"] == {"rows": [0], "values": ["Teapot"]}
    assert uihost.treetext.from_compact(uihost.treetext.from_table(table)) == full


def test_a_form_other_than_nodes_or_table_is_refused(app):
    with pytest.raises(uihost.errors.InvalidParamsError) as raised:
        app.tree(form="grid")
    assert raised.value.message == "parameter 'form' must be \"nodes\" (the default) or \"table\" but got 'grid'"
    with pytest.raises(uihost.errors.InvalidParamsError, match="the table form holds the compact form's nodes"):
        app.call("tree.get", {"form": "table", "compact": False})


def test_the_discovery_document_describes_the_table_form(app):
    method = next(entry for entry in app.discover()["methods"] if entry["name"] == "tree.get")
    form = next(param for param in method["params"] if param["name"] == "form")
    assert form["schema"] == {"type": "string"}
    assert "\"table\"" in form["summary"] and "parent (row, -1 for a root)" in form["summary"]
