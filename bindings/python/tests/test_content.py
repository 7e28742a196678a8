"""Per-item content (accent, detail line, image key), timed animations, and the library's range
errors as exceptions with plain-words messages; the cairo and pygame hosts draw item images."""
import math
import os

import cairo
import pytest

from wheelcore import (
    AnimationCurve, CallbackError, CellKind, CommandKind, InvalidArgumentError, Item, ItemContent, OutOfRangeError,
    Phase, PointerPhase, Wheel,
)
from wheelcore.cairo_host import ImageDirectory, draw_frame, load_element_items

from conftest import numbered


def content(i):
    """Even items an accent (green 200), every item a detail, items divisible by 3 an image."""
    return ItemContent(accent=(i % 256, 200, 10) if i % 2 == 0 else None, detail=f"mass {i}",
                       image=f"img-{i}.png" if i % 3 == 0 else None)


def kinds(frame, kind):
    return [c for c in frame.commands if c.kind == kind]


def test_a_wheel_without_content_draws_as_before():
    with Wheel(50, numbered, show_detail_text=True) as wheel:
        frame = wheel.render()
        assert not kinds(frame, CommandKind.IMAGE)
        assert not [c for c in kinds(frame, CommandKind.TEXT) if c.cell_kind == CellKind.DETAIL]


def test_content_gives_accents_detail_lines_and_images():
    with Wheel(50, numbered, item_content=content, show_detail_text=True) as wheel:
        assert wheel.configuration()["show_detail_text"] == 1
        frame = wheel.render()
        assert any(c.color[1:3] == (200, 10) for c in kinds(frame, CommandKind.FILL_WEDGE))
        details = [c.text for c in kinds(frame, CommandKind.TEXT) if c.cell_kind == CellKind.DETAIL]
        assert "mass 0" in details
        images = kinds(frame, CommandKind.IMAGE)
        assert "img-0.png" in [c.key for c in images]
        for c in images:
            x, y, w, h = c.rect
            assert w > 0 and w == h and c.index_count == 0
        wheel.configure(show_detail_text=False)
        frame = wheel.render()
        assert not [c for c in kinds(frame, CommandKind.TEXT) if c.cell_kind == CellKind.DETAIL]
        assert kinds(frame, CommandKind.IMAGE)
        wheel.set_item_content(None)
        assert not kinds(wheel.render(), CommandKind.IMAGE)


def test_from_items_takes_items_with_content():
    items = [Item("1", "H", accent=(1, 2, 3), detail="1.008", image="H.png"), ("2", "He")]
    with Wheel.from_items(items, show_detail_text=True) as wheel:
        frame = wheel.render()
        assert [c.key for c in kinds(frame, CommandKind.IMAGE)] == ["H.png"]
        assert "1.008" in [c.text for c in kinds(frame, CommandKind.TEXT)]
        assert any(c.color[:3] == (1, 2, 3) for c in kinds(frame, CommandKind.FILL_WEDGE))


def test_content_is_asked_once_per_item_as_it_comes_into_view():
    asked = []

    def counted(i):
        asked.append(i)
        return content(i)

    with Wheel(118, numbered, item_content=counted, show_detail_text=True) as wheel:
        wheel.set_viewport(0, 0, 800, 480)
        g = wheel.geometry
        r = g.inner_radius + (g.outer_radius - g.inner_radius) * 0.7
        at = [(g.center[0] + r * math.cos(0.4 - 0.8 * k / 12), g.center[1] + r * math.sin(0.4 - 0.8 * k / 12))
              for k in range(13)]
        wheel.pointer(PointerPhase.DOWN, *at[0], 0.25)
        for k in range(1, 13):
            wheel.pointer(PointerPhase.MOVE, *at[k], 0.25 + 0.1 * k / 12)
        wheel.pointer(PointerPhase.UP, *at[12], 0.35)
        frames = 0
        while frames < 600:
            wheel.advance(0.35 + frames / 60)
            wheel.render()
            frames += 1
            if wheel.state.phase == Phase.IDLE:
                break
        assert len(asked) / frames < 1, f"{len(asked)} answers over {frames} frames"
        assert len(asked) == len(set(asked)) or len(asked) < 2 * len(set(asked))
        before = len(asked)
        wheel.render()
        assert len(asked) == before, "a frame at rest asks nothing"


def test_a_failing_content_callback_raises_and_the_wheel_stays_usable():
    broken = {"on": True}

    def answer(i):
        if broken["on"]:
            raise KeyError(i)
        return None

    with Wheel(20, numbered, item_content=answer) as wheel:
        with pytest.raises(CallbackError, match="item_content callback failed") as info:
            wheel.render()
        assert isinstance(info.value.__cause__, KeyError)
        broken["on"] = False
        assert wheel.render().commands
    with Wheel(20, numbered, item_content=lambda i: ItemContent(accent=(300, 0, 0))) as wheel:
        with pytest.raises(CallbackError) as info:
            wheel.render()
        assert isinstance(info.value.__cause__, ValueError)


@pytest.mark.parametrize("curve", list(AnimationCurve))
def test_timed_animations_land_on_their_item_on_time(curve):
    with Wheel(50, numbered) as wheel:
        wheel.advance(1.0)
        wheel.animate_to_item(30, duration=0.5, curve=curve)
        events = wheel.advance(1.25)
        assert wheel.state.phase == Phase.SETTLING and all(e.__class__.__name__ != "Committed" for e in events)
        events = wheel.advance(1.5)
        assert events[-1].__class__.__name__ == "Committed" and events[-1].item == 30
    with Wheel(50, numbered) as wheel:
        wheel.animate_to_item(7)  # the spring, as before
        wheel.advance(3.0)
        assert wheel.state.committed_item == 7


def test_timed_animations_reject_bad_arguments():
    with Wheel(10, numbered) as wheel:
        with pytest.raises(InvalidArgumentError) as info:
            wheel.animate_to_item(3, duration=61)
        assert str(info.value) == "wheel_animate_to_item_timed: duration must be a number from 0 up to 60, got 61"
        with pytest.raises(InvalidArgumentError, match="duration must be a finite number"):
            wheel.animate_to_item(3, duration=math.nan)
        # An enum value that does not exist is refused before the library is called.
        with pytest.raises(ValueError, match=r"curve must be one of LINEAR \(0\)"):
            wheel.animate_to_item(3, duration=1, curve=9)
        with pytest.raises(OutOfRangeError, match=r"item must be from 0 up to 9 \(the wheel has 10 items\), got 10"):
            wheel.animate_to_item(10, duration=1)
        assert wheel.state.committed_item == 0 and wheel.state.phase == Phase.IDLE


@pytest.mark.parametrize("call, error, message", [
    (lambda w: w.set_viewport(1e8, 0, 100, 100), InvalidArgumentError,
     "x must be a number from -10000000 up to 10000000, got 100000000"),
    (lambda w: w.jump_to_item(12), OutOfRangeError, "item must be from 0 up to 9"),
    (lambda w: w.animate_to_item(-1), OutOfRangeError, "item must be from 0 up to 9"),
    (lambda w: w.insert_items(11, 1), OutOfRangeError, "index must be from 0 up to 10"),
    (lambda w: w.remove_items(9, 2), OutOfRangeError, "cannot remove 2 items from index 9"),
    (lambda w: w.configure(sectors_per_turn=400), InvalidArgumentError,
     "sectors_per_turn must be a number from 3 up to 360, got 400"),
    (lambda w: w.configure(tap_slop=2000, show_detail_text=2), InvalidArgumentError,
     "show_detail_text must be 0 or 1, got 2; tap_slop must be a number from 0 up to 1000 points, got 2000"),
])
def test_range_errors_raise_the_matching_exception_in_plain_words(call, error, message):
    with Wheel(10, numbered) as wheel:
        with pytest.raises(error) as info:
            call(wheel)
        assert message in str(info.value)
        assert "..." not in str(info.value) and "..<" not in str(info.value)
        assert wheel.state.item_count == 10 and wheel.state.committed_item == 0


def _png(path, rgb):
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, 8, 8)
    ctx = cairo.Context(surface)
    ctx.set_source_rgb(*(v / 255 for v in rgb))
    ctx.paint()
    surface.write_to_png(str(path))


def _image_wheel():
    """Item 0 shows an image that exists, item 2 one that does not."""
    # Items 0 and 2: labelled at every size (a small wheel labels every other item).
    images = {0: "red.png", 2: "missing.png"}
    return Wheel(30, numbered, item_content=lambda i: ItemContent(image=images.get(i)))


def test_the_cairo_host_draws_images_and_skips_missing_ones(tmp_path):
    _png(tmp_path / "red.png", (255, 0, 0))
    assert ImageDirectory(str(tmp_path))("../red.png") is None
    with _image_wheel() as wheel:
        wheel.set_viewport(0, 0, 800, 480)
        frame = wheel.render()
        surface = cairo.ImageSurface(cairo.FORMAT_RGB24, 800, 480)
        draw_frame(cairo.Context(surface), frame, images=ImageDirectory(str(tmp_path)))
        surface.flush()
        data, stride = bytes(surface.get_data()), surface.get_stride()

        def pixel(rect):
            x, y = round(rect[0] + rect[2] / 2), round(rect[1] + rect[3] / 2)
            b, g, r = data[y * stride + 4 * x: y * stride + 4 * x + 3]
            return r, g, b

        by_key = {c.key: c for c in kinds(frame, CommandKind.IMAGE)}
        assert set(by_key) == {"red.png", "missing.png"}
        r, g, b = pixel(by_key["red.png"].rect)
        assert r > 200 and g < 60 and b < 60
        assert pixel(by_key["missing.png"].rect)[0] < 200, "a missing image draws nothing"


def test_the_pygame_host_draws_images_and_skips_missing_ones(tmp_path, monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    import pygame

    from wheelcore.pygame_host import PygameImages, PygameText, draw_frame as pygame_draw

    _png(tmp_path / "red.png", (255, 0, 0))
    pygame.display.init()
    pygame.font.init()
    try:
        screen = pygame.display.set_mode((800, 480))
        with _image_wheel() as wheel:
            wheel.set_viewport(0, 0, 800, 480)
            frame = wheel.render()
            pygame_draw(pygame, screen, frame, PygameText(pygame, None), PygameImages(pygame, str(tmp_path)))
            by_key = {c.key: c for c in kinds(frame, CommandKind.IMAGE)}
            x, y, w, h = by_key["red.png"].rect
            r, g, b, _ = screen.get_at((round(x + w / 2), round(y + h / 2)))
            assert r > 200 and g < 60 and b < 60
            x, y, w, h = by_key["missing.png"].rect
            assert screen.get_at((round(x + w / 2), round(y + h / 2)))[0] < 200
    finally:
        pygame.display.quit()


def test_the_element_items_carry_category_mass_and_symbol(root):
    items = load_element_items(str(root / "Assets" / "elements.csv"))
    assert len(items) == 118
    assert items[0].label == "Hydrogen" and items[0].detail == "1.008" and items[0].image == "H.png"
    assert all(i.accent for i in items)
