"""The synchronous API against the real binary, one protocol method or helper per test (docs/protocol.md, Methods).

The demo app's tags are documented in Sources/UIHostDemo/DemoHomeViewController.swift: 2 counts taps, 3 flips
the toggle whose state is tag 4's label, 5 follows a drag, 8 is covered by 9.
"""

import pytest

import uihost
from uihost import Rect


def test_hello_reports_the_protocol_the_app_and_the_device(app):
    hello = app.hello()
    assert hello["protocol"] == "uihost/1"
    assert hello["app"] == {"name": "demo", "state": "active"}
    assert hello["device"] == {"profile": "iphone-8", "orientation": "portrait", "interfaceOrientation": "portrait",
                               "screen": {"width": 375, "height": 667, "scale": 2}}


def test_discover_lists_the_methods_the_host_offers(app):
    document = app.discover()
    names = [method["name"] for method in document["methods"]]
    assert document["openrpc"] == "1.2.6"
    assert "input.tap" in names and app.offers("input.tap")
    assert not app.offers("no.such.method")
    assert all(app.offers(name) for name in names)


def test_state_and_app_state_report_the_running_app(app):
    assert app.state() == "active"
    assert app.app_state() == {"state": "active", "applicationState": "active"}


def test_life_cycle_calls_return_the_state_and_the_delegate_callbacks_in_order(app):
    # docs/uikit-rules.md 1.2-1.6: the life-cycle transitions and their delegate callbacks.
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
    assert [view.tag for view in entries] == [30, 40, 41, 42, 43, 44, 120, 121, 122, 45]
    assert all(view.bound for view in entries)
    assert app.count(class_name="TapActionView") == 10
    assert [node["tag"] for node in app.nodes(class_name="TapActionView")] == [30, 40, 41, 42, 43, 44, 120, 121, 122, 45]
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


@pytest.mark.uihost(storyboard="fixtures/Pinned.storyboard")
def test_a_storyboard_laid_out_by_constraints_follows_a_rotation(app):
    # docs/uikit-rules.md 8.5, 8.11, 8.12: the label is pinned 20 pt inside the safe area's sides.
    label = app.view(storyboard_id="Pn1-Lb-0a1")
    assert (label.frame.x, label.frame.width) == (20, 335)
    app.rotate("landscapeLeft")
    assert label.frame.width == 627
    details = app.call("view.get", view={"storyboardID": "Pn1-Lb-0a1"})
    assert [c["holds"] for c in details["constraints"]] == [True, True, True]
    assert app.call("layout.problems") == {"unsatisfiable": [], "ambiguous": []}


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
    # docs/uikit-rules.md 9.1: device landscapeLeft is interface landscapeRight; 9.3: the window bounds swap.
    assert (turned["rotated"], turned["device"], turned["interface"]) == (True, "landscapeLeft", "landscapeRight")
    assert turned["windowBounds"] == {"x": 0, "y": 0, "width": 667, "height": 375}
    # docs/uikit-rules.md 9.3: autoresizing keeps the bottom bar full width at the bottom.
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


def test_swipe_drags_the_drag_view(app):
    result = app.swipe(app.view(tag=5), (200, 244))
    assert result["hit"]["tag"] == 5
    assert result["phases"] == ["began"] + ["moved"] * 10 + ["ended"]  # default 10 steps (docs/protocol.md)
    assert app.view(tag=5).center == (200, 244)


def open_gestures(app):
    app.tap(text="Gestures")
    return app.view(tag=95)  # the status view: the last gesture recognized


def test_swipe_is_recognized_as_a_swipe(app):
    status = open_gestures(app)
    area = app.view(tag=92).frame
    app.swipe((area.x + area.width - 10, area.center.y), (area.x + 10, area.center.y), duration_ms=200)
    assert app.view(tag=92).accessibility_value == "swipe: left"
    assert status.accessibility_label == "swipeLeft"


def test_long_press_is_recognized_after_its_duration(app):
    status = open_gestures(app)
    result = app.long_press(tag=91)
    assert result["hit"]["tag"] == 91
    assert result["phases"] == ["began", "ended"]
    assert app.view(tag=91).accessibility_value == "long press: ended"
    assert status.accessibility_label == "longPress"


def test_a_short_press_is_not_a_long_press(app):
    status = open_gestures(app)
    app.long_press(tag=91, duration_ms=100)  # below UILongPressGestureRecognizer's 0.5 s
    assert status.accessibility_label == "none"


def test_pinch_scales_the_pinch_area(app):
    status = open_gestures(app)
    result = app.pinch(app.view(tag=93), 2)
    assert result["hit"]["tag"] == 93
    assert app.view(tag=93).accessibility_value == "scale: 2.00, rotation: 0.00"
    assert status.accessibility_label == "pinch"


def test_rotation_gesture_turns_the_pinch_area(app):
    status = open_gestures(app)
    app.rotate_gesture(app.view(tag=93), 0.5)
    assert app.view(tag=93).accessibility_value == "scale: 1.00, rotation: 0.50"
    assert status.accessibility_label == "rotation"


def open_text_form(app):
    app.tap(tag=121)
    return app.view(tag=150)


def test_type_into_a_field_taps_it_and_types_each_character(app):
    name = open_text_form(app)
    result = app.type("Ada", tag=150)
    assert result["view"]["tag"] == 150
    assert (result["accepted"], result["rejected"]) == (["A", "d", "a"], [])
    assert result["firstResponder"] == name.ref
    assert [action["event"] for action in result["actions"]] == [
        "touchDown", "touchUpInside", "editingDidBegin", "editingChanged", "editingChanged", "editingChanged"]
    assert name.text == "Ada" and name.is_first_responder is True
    # The age field's delegate keeps digits only (docs/uikit-rules.md: textField(_:shouldChangeCharactersIn:)).
    age = app.type("4x2", tag=152)
    assert (age["accepted"], age["rejected"]) == (["4", "2"], ["x"])
    assert app.view(tag=152).text == "42"


def test_type_without_a_first_responder_is_refused(app):
    with pytest.raises(uihost.ProtocolError) as caught:
        app.type("hello")
    assert "first responder" in caught.value.message


def test_key_return_moves_to_the_next_field_and_backspace_deletes(app):
    open_text_form(app)
    app.type("Adam", tag=150)
    assert app.key("backspace")["view"]["tag"] == 150
    assert app.view(tag=150).text == "Ada"
    moved = app.key("return")
    assert moved["accepted"] == ["return"]
    assert moved["firstResponder"] == app.view(tag=151).ref
    app.type("ada@example.com")
    assert app.view(tag=151).text == "ada@example.com"


def test_alert_tap_runs_the_action_and_dismisses_the_alert(app):
    app.tap(tag=122)
    app.tap(tag=160)
    with pytest.raises(uihost.InvalidParamsError) as caught:
        app.alert_tap("Maybe")
    assert caught.value.data["available"] == ["Cancel", "Delete"]
    result = app.alert_tap("Delete")
    assert result["alert"]["title"] == "Delete item?"
    assert result["action"] == {"title": "Delete", "style": "destructive"}
    assert result["dismissed"] is True
    assert app.view(tag=163).text == "Chose: Delete"
    with pytest.raises(uihost.NoSuchViewError):
        app.alert_tap("Delete")  # no alert any more


def test_record_start_and_stop_report_the_file_and_its_steps(app, tmp_path):
    started = app.record_start("taps.jsonl", tree_every=5)
    assert started == {"path": str(tmp_path / "recordings" / "taps.jsonl"), "start": "launch",
                       "steps": started["steps"]}
    app.tap(tag=2)
    stopped = app.record_stop()
    assert stopped["path"] == started["path"]
    assert stopped["steps"] == started["steps"] + 3  # began, ended, the wait until idle
    assert stopped["events"] >= 3 and stopped["checkpoints"] >= 1
    assert (tmp_path / "recordings" / "taps.jsonl").is_file()
    with pytest.raises(uihost.InvalidRequestError, match="not recording"):
        app.record_stop()
    with pytest.raises(uihost.InvalidParamsError) as outside:
        app.record_start("../elsewhere.jsonl")
    assert outside.value.field == "path"


def test_recording_then_replay_matches(app, tmp_path):
    with app.recording("session.jsonl") as recording:
        app.tap(tag=2)
        app.tap(tag=3)
    assert recording.path == str(tmp_path / "recordings" / "session.jsonl")
    assert recording.events and recording.events >= 4
    replayed = app.replay("session.jsonl")
    assert replayed["mismatches"] == [] and replayed["ended"] is True
    assert replayed["events"] == recording.result["steps"]


def test_a_replay_that_diverges_raises_with_where_and_the_diff(app, tmp_path):
    with app.recording("diverge.jsonl"):
        app.tap(tag=3)
    path = tmp_path / "recordings" / "diverge.jsonl"
    # The recorded finger moved from the toggle (240, 106) onto the counter: the checkpoint after the lift expects
    # the toggle "On" and the replay finds it "Off" (docs/uikit-rules.md 2: replay verifies every checkpoint).
    text = path.read_text()
    assert text.count('"x":240,"y":106') == 2
    path.write_text(text.replace('"x":240,"y":106', '"x":95,"y":134'))
    with pytest.raises(uihost.ReplayDivergedError) as caught:
        app.replay("diverge.jsonl")
    assert caught.value.code == -32009
    assert (caught.value.at["step"], caught.value.at["kind"]) == (2, "touches")
    assert "On" in caught.value.diff and "Off" in caught.value.diff
    assert any('accessibilityLabel="On"' in line for line in caught.value.expected["tree"])
    assert any('accessibilityLabel="Off"' in line for line in caught.value.actual["tree"])
    assert caught.value.reason


def test_every_method_the_client_wraps_is_offered_by_the_host(app):
    for method in ("input.swipe", "input.longPress", "input.pinch", "input.rotate", "input.type", "input.key",
                   "alert.tap", "session.record.start", "session.record.stop", "session.replay"):
        assert app.offers(method), method


def test_control_title_and_selected_and_call_with_a_params_mapping(app):
    app.tap(tag=120)
    app.tap(tag=130)  # the Button screen
    button = app.view(tag=140)
    assert (button.title, button.selected, button.enabled) == ("Tap me", False, True)
    app.tap(button)
    assert app.view(tag=141).text == "primaryActionTriggered: 1"
    # call() takes the params as a mapping (for names that are not Python identifiers), keywords, or both.
    assert app.call("input.swipe", {"from": {"tag": 140}, "to": {"x": 300, "y": 400}}, steps=2)["phases"] == [
        "began", "moved", "moved", "ended"]


def test_devices_lists_every_profile_and_the_current_one(app):
    listing = app.devices()
    # docs/uikit-rules.md 14.1: iphone-8 is the default device.
    assert listing["current"] == "iphone-8"
    by_name = {device["name"]: device for device in listing["devices"]}
    assert {"iphone-3gs", "iphone-8", "ipad", "iphone-15-pro", "iphone-16-pro-max", "ipad-pro-13"} <= set(by_name)
    # docs/uikit-rules.md 14.10: an iPhone 15 Pro under the Dynamic Island.
    pro = by_name["iphone-15-pro"]
    assert (pro["width"], pro["height"], pro["scale"], pro["statusBarHeight"]) == (393, 852, 3, 54)
    assert pro["safeAreaInsets"]["portrait"] == {"top": 59, "left": 0, "bottom": 34, "right": 0}
    assert pro["safeAreaInsets"]["landscape"] == {"top": 0, "left": 59, "bottom": 21, "right": 59}
    assert pro["storyboardDevices"] == ["retina6_12"]
    assert "portraitUpsideDown" not in pro["orientations"]


def test_traits_flip_dark_mode_text_size_and_direction(app):
    # docs/uikit-rules.md 13.2: an iPhone 8 in portrait, light, large text, left to right.
    assert app.traits() == {
        "userInterfaceStyle": "light", "preferredContentSizeCategory": "large", "layoutDirection": "leftToRight",
        "horizontalSizeClass": "compact", "verticalSizeClass": "regular", "displayScale": 2,
        "userInterfaceIdiom": "phone"}
    # docs/uikit-rules.md 13.4, 13.7: every view and controller on screen hears the change.
    changed = app.set_traits(style="dark", text_size="accessibilityLarge")
    assert changed["userInterfaceStyle"] == "dark"
    assert changed["preferredContentSizeCategory"] == "accessibilityLarge"
    assert changed["changed"] > 10
    assert app.set_traits(style="dark")["changed"] == 0
    assert app.set_traits(direction="rightToLeft")["layoutDirection"] == "rightToLeft"
    with pytest.raises(uihost.InvalidParamsError):
        app.set_traits(style="sepia")
    with pytest.raises(uihost.InvalidParamsError):
        app.call("traits.set")


# docs/uikit-rules.md 12, 15: an app folder with a scene manifest, started at a scene (launch(app_dir=, initial=)).
@pytest.mark.uihost(app_dir="../../../Tests/Fixtures/AppFolders/Field-Notes", initial="Map")
def test_an_app_folder_launches_through_its_scene(app):
    state = app.call("app.state")
    assert state["state"] == "active"
    assert [scene["activationState"] for scene in state["scenes"]] == ["foregroundActive"]
    assert app.call("controller.tree")["root"]["title"] == "Map"
    assert app.home()["callbacks"] == ["sceneWillResignActive", "sceneDidEnterBackground"]


def test_launch_refuses_two_apps():
    with pytest.raises(ValueError, match="one of storyboard=, app_dir= or app="):
        uihost.launch(storyboard="x.storyboard", app_dir="Folder")


def test_a_swipe_from_the_left_edge_goes_back_and_a_short_slow_one_does_not(app):
    # docs/uikit-rules.md 7.37-7.38: the navigation controller's swipe back, played through input.swipe.
    app.tap(text="Navigation stack")
    assert app.view(tag=50).text == "Screen 1"
    app.swipe((5, 300), (60, 300), duration_ms=2000, steps=20)  # 55 pt at 27.5 pt/s: cancelled
    assert app.view(tag=50).text == "Screen 1"
    app.swipe((5, 300), (300, 300))
    assert app.view(tag=50).exists() is False
    assert app.view(text="Navigation stack").exists() is True
