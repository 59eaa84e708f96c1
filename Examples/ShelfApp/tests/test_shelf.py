"""The Shelf example (Examples/ShelfApp/ShelfApp: unchanged UIKit sources and storyboards), built through
UIHostPortPlugin and driven over the uihost protocol: the scene's storyboard window, a table, a segue through a
storyboard reference, an @IBAction, a #selector bar button, a collection view and Auto Layout in code."""

from uihost import Rect

TITLES = ["The Left Hand of Darkness", "Invisible Cities", "Kindred", "The Remains of the Day", "Piranesi",
          "Middlemarch"]


def test_the_scene_shows_the_shelf_from_the_main_storyboard(app):
    hello = app.hello()
    assert hello["app"] == {"name": "ShelfApp", "state": "active"}
    scenes = app.app_state()["scenes"]
    assert [(scene["delegateClass"], scene["activationState"]) for scene in scenes] == [
        ("SceneDelegate", "foregroundActive")]
    assert app.view(id="summary").text == "2 of 6 read"
    assert [app.view(id=f"book-{row}").view(text=TITLES[row]).exists() for row in range(6)] == [True] * 6
    assert app.view(id="books").frame == Rect(0, 104, 375, 563)


def test_a_row_opens_the_book_through_the_storyboard_reference(app):
    app.tap(id="book-1")

    assert app.view(id="bookTitle").text == "Invisible Cities"
    assert app.view(id="bookAuthor").text == "Italo Calvino · 1972"
    assert app.view(id="badgeText").text == "Not read yet"
    # Auto Layout in code: 24 pt below the button (y 163, height 34), 20 pt inside the safe area, 44 pt high.
    assert app.view(id="badge").frame == Rect(20, 221, 335, 44)


def test_the_ib_action_marks_the_book_read_and_the_shelf_follows(app):
    app.tap(id="book-2")
    app.tap(id="toggleRead")

    assert app.view(id="badgeText").text == "Read"
    assert app.view(id="toggleRead").view(text="Mark as unread").exists()
    app.back()
    assert app.view(id="summary").text == "3 of 6 read"


def test_the_selector_bar_button_opens_the_covers(app):
    app.tap(text="Covers")

    assert app.view(id="caption").text == "Tap a cover"
    assert app.view(id="cover-0").frame.x == 20
    assert app.view(id="cover-1").frame.x == 205
    app.tap(id="cover-2")
    assert app.view(id="caption").text == "Kindred"


def test_the_badge_follows_a_rotation(app):
    app.tap(id="book-0")
    app.rotate("landscapeLeft")

    assert app.view(id="badge").frame.width == 627
