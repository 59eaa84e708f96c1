"""The web inspector in headless Chromium against the real host: drawing, tapping, rotating, selection in sync,
editing, dragging, life cycle, events, and a screenshot saved as a CI artifact."""

import json

import pytest
from selenium.webdriver.common.action_chains import ActionChains



def test_the_page_loads_and_draws_every_view_of_the_demo_at_its_frame(inspector, app):
    assert inspector.refs_drawn() == inspector.refs_in_app()  # every view, in depth-first (paint) order
    assert inspector.screen_size() == [375, 667]
    for tag in (1, 2, 3, 4, 5, 10, 11, 40):
        view = app.view(tag=tag)
        assert inspector.drawn_rect(view.ref) == view.frame.as_dict(), f"tag {tag}"
    counter = inspector.drawn(app.view(tag=2).ref)
    assert counter.value_of_css_property("background-color") == "rgba(52, 199, 89, 1)"  # #34C759FF
    assert inspector.drawn(app.view(tag=4).ref).text == "Off"
    assert inspector.drawn(app.view(tag=40).ref).text == "Navigation stack"
    hidden = inspector.drawn(app.view(tag=6).ref)
    assert "hidden" in hidden.get_attribute("class").split()
    assert float(hidden.value_of_css_property("opacity")) == 0.25
    # The CI artifact: the page with a view selected, its properties and the event log.
    counter_ref = app.view(tag=2).ref
    inspector.click(lambda: inspector.row(counter_ref))
    inspector.wait_for(lambda: inspector.js("return document.querySelectorAll('#properties tr').length") > 20,
                       "the selected view's properties")
    path = inspector.screenshot("inspector.png")
    assert path.stat().st_size > 10_000


def test_clicking_a_drawn_view_taps_it_in_the_app(inspector, app, browser):
    toggle_state = app.view(tag=4)
    ActionChains(browser).move_to_element(inspector.drawn(app.view(tag=3).ref)).click().perform()
    inspector.wait_for(lambda: toggle_state.text == "On", "the tap to reach the app")
    # The inspector redraws on tree.changed, and selects the view the tap hit.
    inspector.wait_for(lambda: inspector.drawn(toggle_state.ref).text == "On", "the redraw")
    toggle = app.view(tag=3).ref
    inspector.wait_for(lambda: inspector.selected() == [f"drawing:{toggle}", f"tree:{toggle}"], "the selection")
    ActionChains(browser).move_to_element(inspector.drawn(app.view(tag=2).ref)).click().perform()
    inspector.wait_for(lambda: app.view(tag=2).accessibility_value == "taps: 1", "the counter's tap")


def test_rotating_redraws_the_screen_in_landscape(inspector, app, browser):
    browser.find_element("css selector", 'button[data-rotate="landscapeLeft"]').click()
    inspector.wait_for(lambda: inspector.screen_size() == [667, 375], "the landscape drawing")
    assert app.orientation()["interface"] == "landscapeRight"  # docs/uikit-rules.md 9.1
    inspector.wait_for(lambda: browser.find_element("id", "app-info").text == "demo · active · iphone-8 landscapeRight",
                       "the interface orientation in the toolbar")
    bar = app.view(tag=10)
    inspector.wait_for(lambda: inspector.drawn_rect(bar.ref) == {"x": 0, "y": 326, "width": 667, "height": 49},
                       "the bottom bar along the landscape bottom")  # docs/uikit-rules.md 9.3
    assert inspector.refs_drawn() == inspector.refs_in_app()
    inspector.screenshot("inspector-landscape.png")
    browser.find_element("css selector", 'button[data-rotate="portrait"]').click()
    inspector.wait_for(lambda: inspector.screen_size() == [375, 667], "the portrait drawing")


def test_the_tree_and_the_drawing_select_and_change_together(inspector, app, browser):
    counter, drag = app.view(tag=2).ref, app.view(tag=5).ref
    inspector.click(lambda: inspector.row(counter))
    inspector.wait_for(lambda: inspector.selected() == [f"drawing:{counter}", f"tree:{counter}"], "tree → drawing")
    inspector.wait_for(lambda: browser.find_element(
        "css selector", '#properties tr[data-property="accessibilityValue"] td:last-child').text == "taps: 0",
        "every property of the selection")
    browser.find_element("css selector", 'input[name="mode"][value="select"]').click()
    inspector.click(lambda: inspector.drawn(drag))
    inspector.wait_for(lambda: inspector.selected() == [f"drawing:{drag}", f"tree:{drag}"], "drawing → tree")
    assert app.view(tag=5).center == (60, 244)  # selecting did not tap or drag
    # Another client changes the app: the inspector follows on tree.changed, the tree and drawing alike.
    header = app.view(tag=1)
    header.set(hidden=True)
    inspector.wait_for(lambda: "hidden" in inspector.drawn(header.ref).get_attribute("class").split()
                       and "hidden" in inspector.row(header.ref).get_attribute("class").split(), "the hidden header")
    app.tap(text="Navigation stack")
    inspector.wait_for(lambda: inspector.refs_drawn() == inspector.refs_in_app(), "the pushed screen's views")
    assert inspector.refs_in_tree() == inspector.refs_drawn()
    assert inspector.drawn(app.view(tag=50).ref).text == "Screen 1"


def test_editing_a_property_sets_it_in_the_app(inspector, app, browser):
    counter = app.view(tag=2)
    inspector.click(lambda: inspector.row(counter.ref))
    inspector.wait_for(lambda: browser.find_elements("css selector", '#editor input[name="alpha"]'), "the editor")
    alpha = browser.find_element("css selector", '#editor input[name="alpha"]')
    alpha.clear()
    alpha.send_keys("0.5\n")
    inspector.wait_for(lambda: counter.alpha == 0.5, "view.set alpha")
    colour = browser.find_element("css selector", '#editor input[name="backgroundColor"]')
    colour.clear()
    colour.send_keys("#FF0000FF\n")
    inspector.wait_for(lambda: counter.background_color == "#FF0000FF", "view.set backgroundColor")
    inspector.wait_for(lambda: inspector.drawn(counter.ref).value_of_css_property("background-color")
                       == "rgba(255, 0, 0, 1)", "the redrawn colour")


def test_dragging_on_the_drawing_drags_in_the_app(inspector, app, browser):
    drag = app.view(tag=5)
    ActionChains(browser).move_to_element(inspector.drawn(drag.ref)).click_and_hold() \
        .move_by_offset(30, 0).move_by_offset(30, 40).release().perform()
    inspector.wait_for(lambda: drag.center == (120, 284), "the drag view to follow the finger")
    inspector.wait_for(lambda: inspector.drawn_rect(drag.ref) == {"x": 80, "y": 244, "width": 80, "height": 80},
                       "the redrawn drag view")


def test_life_cycle_buttons_drive_the_app_and_the_log_shows_the_events(inspector, app, browser):
    browser.find_element("css selector", 'button[data-call="app.home"]').click()
    inspector.wait_for(lambda: app.state() == "suspended", "Home")
    logged = lambda: [line.text for line in browser.find_elements("css selector", '#event-log li[data-event]')]
    inspector.wait_for(lambda: 'app.lifecycle {"state":"suspended","callback":"applicationDidEnterBackground"}'
                       in logged(), "the life-cycle events in the log")
    browser.find_element("css selector", 'button[data-call="app.activate"]').click()
    inspector.wait_for(lambda: app.state() == "active", "Activate")
    inspector.wait_for(lambda: "demo · active" in browser.find_element("id", "app-info").text, "the state shown")
    browser.find_element("css selector", 'button[data-call="app.interrupt"]').click()
    inspector.wait_for(lambda: app.state() == "inactive", "Interrupt")
    browser.find_element("css selector", 'button[data-call="app.endInterruption"]').click()
    inspector.wait_for(lambda: app.state() == "active", "End interruption")


def test_the_controller_tree_follows_navigation(inspector, app, browser):
    rows = lambda: [row.text for row in browser.find_elements("css selector", "#controller-tree .row")]
    inspector.wait_for(lambda: any(row.startswith('DemoHomeViewController "UIHost Demo" (appeared)') for row in rows()),
                       "the home controller")
    app.tap(text="Navigation stack")
    inspector.wait_for(lambda: any(row.startswith('DemoNumberedViewController "Screen 1" (appeared)')
                                   for row in rows()), "the pushed controller")
    assert any(row.startswith('DemoHomeViewController "UIHost Demo" (disappeared)') for row in rows())
    inspector.click(lambda: next(row for row in browser.find_elements("css selector", "#controller-tree .row")
                                 if row.text.startswith("DemoNumberedViewController")))
    root = app.view(id="screen.1").ref
    inspector.wait_for(lambda: inspector.selected() == [f"drawing:{root}", f"tree:{root}"], "its root view selected")


def logged_calls(browser, prefix):
    """The results the page logged for a method (``← method {json}``), parsed, oldest first."""
    return [json.loads(line.text[len(prefix):]) for line in browser.find_elements("css selector", "#event-log li.call")
            if line.text.startswith(prefix)]


def test_record_stop_and_replay_from_the_page(inspector, app, browser, tmp_path):
    buttons = {name: browser.find_element("id", name) for name in ("record", "stop", "replay")}
    assert all(button.is_enabled() and not button.get_attribute("title") for button in buttons.values())
    buttons["record"].click()
    path_field = browser.find_element("id", "replay-path")
    inspector.wait_for(lambda: path_field.get_attribute("value"), "a recording path")
    # session.record.start without a path: the host's first free name in its recordings folder.
    assert path_field.get_attribute("value") == str(tmp_path / "recordings" / "session-1.jsonl")
    ActionChains(browser).move_to_element(inspector.drawn(app.view(tag=3).ref)).click().perform()
    inspector.wait_for(lambda: app.view(tag=4).text == "On", "the recorded tap")
    buttons["stop"].click()
    inspector.wait_for(lambda: logged_calls(browser, "← session.record.stop "), "the recording's end")
    stopped = logged_calls(browser, "← session.record.stop ")[0]
    assert stopped["path"] == path_field.get_attribute("value")
    assert stopped["steps"] == 3  # the finger down, up, and the run until idle (a tap from the drawing)
    recorded = (tmp_path / "recordings" / "session-1.jsonl").read_text().splitlines()
    assert json.loads(recorded[-1]) == {"end": True, "steps": 3, "checkpoints": stopped["checkpoints"]}
    buttons["replay"].click()
    inspector.wait_for(lambda: logged_calls(browser, "← session.replay "), "the replay's result")
    replayed = logged_calls(browser, "← session.replay ")[0]
    assert (replayed["events"], replayed["mismatches"], replayed["ended"]) == (3, [], True)
    # The same file with the finger moved off the toggle: the page shows the divergence error.
    file = tmp_path / "recordings" / "session-1.jsonl"
    began = json.loads(recorded[2])["touches"][0]
    file.write_text(file.read_text().replace(f'"x":{began["x"]},"y":{began["y"]}', '"x":95,"y":134'))
    buttons["replay"].click()
    errors = lambda: [line.text for line in browser.find_elements("css selector", "#event-log li.error")
                      if line.text.startswith("✗ session.replay: ")]
    inspector.wait_for(errors, "the divergence in the log")
    assert '"at":{"step":2,' in errors()[0]  # the finger's lift: the toggle stayed "Off"
    assert browser.find_element("id", "last-action").text.startswith("session.replay: ")


@pytest.mark.uihost(storyboard="../python/tests/fixtures/Pinned.storyboard")
def test_the_selected_views_constraints_are_listed(inspector, app, browser):
    # docs/protocol.md, A view node (`constraints`): the label pinned inside the safe area by three constraints.
    label = app.view(storyboard_id="Pn1-Lb-0a1")
    inspector.click(lambda: inspector.row(label.ref))
    inspector.wait_for(lambda: len(browser.find_elements("css selector", "#constraints li")) == 3,
                       "the three constraints of the label")
    items = browser.find_elements("css selector", "#constraints li")
    assert all(item.text.startswith("<NSLayoutConstraint:0x") for item in items)
    assert [item.get_attribute("data-holds") for item in items] == ["true", "true", "true"]
    assert browser.find_element("id", "constraints-heading").is_displayed()
