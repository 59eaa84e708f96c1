"""The synchronous API against the real binary, one protocol method or helper per test (PROTOCOL.md, Methods).

The demo app's tags are documented in Sources/UIHostDemo/DemoHomeViewController.swift: 2 counts taps, 3 flips
the toggle whose state is tag 4's label, 5 follows a drag, 8 is covered by 9.
"""

import pytest

import uihost
from uihost import Rect
from uihost.pytest_plugin import skip_unless_offered


def test_hello_reports_the_protocol_the_app_and_the_device(app):
    hello = app.hello()
    assert hello["protocol"] == "uihost/1"
    assert hello["app"] == {"name": "demo", "state": "active"}
    assert hello["device"] == {"profile": "iphone-8", "orientation": "portrait", "interfaceOrientation": "portrait",
                               "screen": {"width": 375, "height": 667, "scale": 2}}


def test_discover_marks_methods_not_offered_yet_and_offers_the_rest(app):
    document = app.discover()
    names = [method["name"] for method in document["methods"]]
    assert document["openrpc"] == "1.2.6"
    assert "input.tap" in names and app.offers("input.tap")
    assert not app.offers("no.such.method")
    unavailable = app.unavailable_methods()
    assert set(unavailable) == {m["name"] for m in document["methods"] if "x-unavailable" in m}
    for name in unavailable:
        assert not app.offers(name)


def test_state_and_app_state_report_the_running_app(app):
    assert app.state() == "active"
    assert app.app_state() == {"state": "active", "applicationState": "active"}


def test_life_cycle_calls_return_the_state_and_the_delegate_callbacks_in_order(app):
    # UIKIT-BEHAVIOUR 1.2-1.6: the life-cycle transitions and their delegate callbacks.
    assert app.interrupt() == {"state": "inactive", "callbacks": ["applicationWillResignActive"]}
    assert app.end_interruption(accept=False) == {"state": "active", "callbacks": ["applicationDidBecomeActive"]}
    assert app.memory_warning() == {"state": "active", "callbacks": ["applicationDidReceiveMemoryWarning"]}
    assert app.open_url("uihostdemo://item") == {"handled": True, "state": "active",
                                                  "callbacks": ["application(_:open:options:)"]}
    assert app.open_url("other://item")["handled"] is False
    assert app.home() == {"state": "suspended",
                          "callbacks": ["applicationWillResignActive", "applicationDidEnterBackground"]}
    assert app.activate() == {"state": "active",
                              "callbacks": ["applicationWillEnterForeground", "applicationDidBecomeActive"]}
    assert app.terminate() == {"state": "notRunning",
                               "callbacks": ["applicationWillResignActive", "applicationWillTerminate"]}
    assert app.launch_app() == {"state": "active", "callbacks": [
        "application(_:willFinishLaunchingWithOptions:)", "application(_:didFinishLaunchingWithOptions:)",
        "applicationDidBecomeActive"]}


def test_a_view_object_asks_again_on_every_read(app):
    state = app.view(tag=4)
    assert state.text == "Off"
    app.tap(id="toggle")
    assert state.text == "On"  # the same object, read again
    assert state.accessibility_label == "On"
    assert app.view(tag=4).text == "On"


def test_view_properties_mirror_the_node(app):
    counter = app.view(id="counter")
    node = counter.node()
    assert counter.ref == node["ref"]
    assert counter.class_name == "TapCounterView"
    assert counter.tag == 2
    assert counter.frame == Rect(20, 84, 150, 100)
    assert counter.frame.center == (95, 134)
    assert counter.bounds == Rect(0, 0, 150, 100)
    assert counter.center == (95, 134)
    assert counter.hidden is False
    assert counter.alpha == 1
    assert counter.user_interaction_enabled is True
    assert counter.accessibility_identifier == "counter"
    assert counter.accessibility_value == "taps: 0"
    assert counter.background_color == "#34C759FF"
    assert counter.text is None and counter.value is None and counter.is_on is None and counter.enabled is None
    assert counter.is_first_responder is False
    assert counter.field("subviewCount") == 0
    assert app.view(id="home").controller["class"] == "DemoHomeViewController"
    assert app.view(tag=6).hidden is True


def test_views_within_a_view_and_find_all_in_depth_first_order(app):
    home = app.view(id="home")
    assert home.view(tag=3).accessibility_identifier == "toggle"
    entries = home.find_all(class_name="TapActionView")
    assert [view.tag for view in entries] == [30, 40, 41, 42, 43]
    assert all(view.bound for view in entries)
    assert app.count(class_name="TapActionView") == 5
    assert [node["tag"] for node in app.nodes(class_name="TapActionView")] == [30, 40, 41, 42, 43]
    assert app.view(class_name="TapActionView", index=1).tag == 40
    assert app.view(tag=404).exists() is False
    assert app.view(tag=2).exists() is True


def test_set_changes_properties_and_returns_the_node(app):
    header = app.view(id="header")
    node = header.set(alpha=0.5, background_color="#FF000080", frame=(0, 0, 200, 50), accessibility_label="Top")
    assert node["alpha"] == 0.5
    assert node["frame"] == {"x": 0, "y": 0, "width": 200, "height": 50}
    assert header.background_color == "#FF000080"
    assert header.text == "Top"
    header.set(hidden=True)
    assert header.hidden is True


def test_tree_and_its_text_show_every_view(app):
    tree = app.tree(include=["backgroundColor"])
    assert isinstance(tree["version"], int)
    assert tree["root"]["class"] == "UIWindow"
    assert tree["root"]["backgroundColor"] is None
    shallow = app.tree(depth=0)
    assert "children" not in shallow["root"]
    text = app.tree_text()
    lines = text.splitlines()
    assert lines[0] == "UIWindow v3 (0,0 375x667)"
    assert '    UIView v10 id=home (0,0 375x667) controller=DemoHomeViewController c4' in lines
    assert "      UIView v16 tag=6 id=hiddenBox (120,204 60x60) hidden" in lines
    assert app.view(tag=1).tree_text() == 'UIView v11 tag=1 id=header label="UIHost Demo" (0,0 375x64)'


def test_controller_tree_shows_the_navigation_stack(app):
    root = app.controller_tree()["root"]
    assert root["class"] == "UINavigationController"
    assert [child["class"] for child in root["children"]] == ["DemoHomeViewController"]
    assert root["navigation"] == {"stack": [root["children"][0]["ref"]]}


def test_tap_by_selector_by_view_and_by_point(app):
    result = app.tap(tag=2)
    assert result["hit"]["tag"] == 2
    assert result["phases"] == ["began", "ended"]
    app.tap(app.view(id="counter"))
    assert app.tap(x=95, y=134)["hit"]["accessibilityIdentifier"] == "counter"
    app.view(tag=2).tap()
    assert app.view(tag=2).accessibility_value == "taps: 4"
    with pytest.raises(TypeError, match="not both"):
        app.tap(tag=2, x=1, y=1)


def test_touch_moves_the_drag_view_with_the_finger(app):
    app.touch([(1, "began", 60, 244)])
    app.touch([{"id": 1, "phase": "moved", "x": 100, "y": 244}])
    result = app.touch([(1, "ended", 100, 244)])
    assert result["delivered"] == [{"id": 1, "phase": "ended", "tapCount": 1, "view": app.view(tag=5).ref}]
    assert app.view(tag=5).center == (100, 244)


@pytest.mark.uihost(storyboard="fixtures/Shop.storyboard")
def test_segues_list_and_perform_from_a_storyboard(app):
    assert app.hello()["app"] == {"name": "Shop", "state": "active"}
    assert [(s["identifier"], s["kind"]) for s in app.segues()] == [("showDetail", "show"),
                                                                   ("showBasket", "presentation")]
    result = app.segue("showDetail", sender=app.view(id="teapot"))
    assert result["destination"]["title"] == "Teapot"
    assert result["callbacks"][:4] == ["prepare(for:sender:)", "willMove(toParent:)", "loadView", "viewDidLoad"]
    back = app.back()
    assert (back["popped"]["title"], back["top"]["title"], back["via"]) == ("Teapot", "Products", "backButton")
    assert app.segue("showBasket")["destination"]["title"] == "Basket"
    assert app.dismiss()["dismissed"]["title"] == "Basket"


def test_navigation_tabs_and_dismiss_in_the_demo(app):
    app.tap(text="Navigation stack")
    app.tap(id="pushNext")
    assert app.view(tag=50).text == "Screen 2"
    assert app.back(animated=False)["via"] == "popViewController"
    assert app.back()["top"]["class"] == "DemoHomeViewController"
    app.tap(text="Tab bar")
    assert app.select_tab(1)["title"] == "Inbox"
    refused = app.select_tab(title="Locked")
    assert (refused["selected"], refused["title"]) == (False, "Inbox")
    assert app.dismiss()["dismissed"]["class"] == "DemoTabBarController"


def test_rotate_and_orientation(app):
    assert app.orientation() == {"device": "portrait", "interface": "portrait",
                                 "windowBounds": {"x": 0, "y": 0, "width": 375, "height": 667}}
    turned = app.rotate("landscapeLeft")
    # UIKIT-BEHAVIOUR 9.1: device landscapeLeft is interface landscapeRight; 9.3: the window bounds swap.
    assert (turned["rotated"], turned["device"], turned["interface"]) == (True, "landscapeLeft", "landscapeRight")
    assert turned["windowBounds"] == {"x": 0, "y": 0, "width": 667, "height": 375}
    # UIKIT-BEHAVIOUR 9.3: autoresizing keeps the bottom bar full width at the bottom.
    assert app.view(id="bottomBar").frame == Rect(0, 326, 667, 49)


def test_clock_now_and_advance(app):
    start = app.now()
    assert app.advance(1500) == {"ms": start + 1500, "fired": 0}
    assert app.now() == start + 1500


def test_wait_for_idle_returns_idle_and_raises_timed_out_when_busy(app):
    assert app.wait_for_idle() == {"idle": True, "pending": []}
    app.tap(text="Tab bar", wait="none")  # starts a presentation and replies at once
    with pytest.raises(uihost.TimedOutError) as caught:
        app.wait_for_idle(timeout_ms=0)
    assert caught.value.code == -32007
    assert [item["kind"] for item in caught.value.pending] == ["transition"]
    assert app.wait_for_idle()["idle"] is True


def test_events_stream_yields_what_a_call_caused_in_order(app):
    with app.events("app.lifecycle", "touch.delivered", timeout=0.3) as events:
        app.tap(tag=2)
        app.interrupt()
        received = [(event.name, event.get("phase") or event["callback"]) for event in events]
    assert received == [("touch.delivered", "began"), ("touch.delivered", "ended"),
                        ("app.lifecycle", "applicationWillResignActive")]


def test_events_pending_and_next_and_unsubscribe_on_exit(app):
    with app.events("device.orientationChanged") as events:
        app.rotate("landscapeRight")
        assert [event.params for event in events.pending()] == [
            {"device": "landscapeRight", "interface": "landscapeLeft"}]
        assert events.next(timeout=0.1) is None
    assert app.subscribe("tree.changed") == ["tree.changed"]
    assert app.unsubscribe() == []


def test_call_reaches_any_method_by_name(app):
    assert app.call("clock.now")["ms"] == app.now()


@skip_unless_offered("input.swipe")
def test_swipe_drags_the_drag_view(app):
    app.swipe(app.view(tag=5), (200, 244))
    assert app.view(tag=5).center == (200, 244)


@skip_unless_offered("input.longPress")
def test_long_press_reports_the_view(app):
    assert app.long_press(tag=2)["hit"]["tag"] == 2


@skip_unless_offered("input.pinch")
def test_pinch_is_delivered(app):
    assert app.pinch((200, 350), 0.5) is not None


@skip_unless_offered("input.rotate")
def test_rotation_gesture_is_delivered(app):
    assert app.rotate_gesture((200, 350), 0.5) is not None


@skip_unless_offered("input.type")
def test_type_without_a_first_responder_is_refused_or_typed(app):
    with pytest.raises(uihost.ProtocolError):
        app.type("hello")


@skip_unless_offered("input.key")
def test_key_is_delivered(app):
    assert app.key("return") is not None


@skip_unless_offered("session.record.start")
def test_recording_then_replay_matches(app, tmp_path):
    with app.recording(str(tmp_path / "session.json")) as recording:
        app.tap(tag=2)
    assert recording.events and recording.events >= 1
    assert app.replay(recording.path)["mismatches"] == []


def test_methods_not_offered_yet_raise_method_not_found_with_the_reason(app):
    unavailable = app.unavailable_methods()
    calls = {
        "input.swipe": lambda: app.swipe((1, 1), (2, 2)),
        "input.longPress": lambda: app.long_press(tag=2),
        "input.pinch": lambda: app.pinch((1, 1), 2),
        "input.rotate": lambda: app.rotate_gesture((1, 1), 1),
        "input.type": lambda: app.type("x"),
        "input.key": lambda: app.key("tab"),
        "alert.tap": lambda: app.alert_tap("OK"),
        "session.record.start": lambda: app.record_start(),
        "session.record.stop": lambda: app.record_stop(),
        "session.replay": lambda: app.replay("x.json"),
    }
    for method, call in calls.items():
        if method not in unavailable:
            continue
        with pytest.raises(uihost.MethodNotFoundError) as caught:
            call()
        assert caught.value.method_name == method
        assert unavailable[method] in caught.value.message
