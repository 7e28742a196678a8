"""The two hosts draw real frames: the cairo picture of a frame matches SDLFront's headless
screenshot of the same frame; the pygame host runs headless (SDL's dummy driver) to a PNG."""
import math
import os
import subprocess
import sys

import cairo
import pytest

from wheelcore import Wheel
from wheelcore.cairo_host import CairoTextMeasurer, render_png, render_svg

from conftest import numbered

WIDTH, HEIGHT, TABS = 800, 520, 40


def pixels(path):
    surface = cairo.ImageSurface.create_from_png(str(path))
    surface.flush()
    stride, data = surface.get_stride(), bytes(surface.get_data())
    return surface.get_width(), surface.get_height(), stride, data


@pytest.mark.parametrize("item", [0, 40])
def test_the_cairo_picture_matches_the_apps_screenshot(sdlfront, tmp_path, item):
    app_png, cairo_png = tmp_path / "app.png", tmp_path / "cairo.png"
    # SDLFront draws its scene tabs above a wheel in (0, 40, 800, 480); the Python wheel gets
    # the same viewport, items, start item and text metrics (DejaVu at whole pixels).
    subprocess.run([sdlfront, "--headless", "--items", "118", "--select", str(item), "--width", str(WIDTH),
                    "--height", str(HEIGHT), "--frames", "1", "--screenshot", str(app_png)], check=True,
                   capture_output=True)
    with Wheel(118, numbered, initial_item=item) as wheel:
        wheel.set_measurer(CairoTextMeasurer(1.0))
        wheel.set_viewport(0, TABS, WIDTH, HEIGHT - TABS)
        render_png(wheel, str(cairo_png), WIDTH, HEIGHT)
    w, h, stride_a, a = pixels(app_png)
    w2, h2, stride_b, b = pixels(cairo_png)
    assert (w, h) == (w2, h2) == (WIDTH, HEIGHT)
    diffs = []
    for y in range(TABS + 1, h):  # below the tab bar and its rule
        for x in range(w):
            i, j = y * stride_a + 4 * x, y * stride_b + 4 * x
            diffs.append(max(abs(a[i + k] - b[j + k]) for k in range(3)))
    n = len(diffs)
    diffs.sort()
    mean = sum(diffs) / n
    big = sum(1 for d in diffs if d > 32) / n
    # Levels of 255: shapes agree to a level or two (both anti-alias analytically); glyph
    # edges differ between SDL_ttf and cairo (measured: 0.2-0.6 % of the pixels beyond 32
    # levels, a mean of 0.3-0.7 levels).
    assert mean < 1.5, f"mean difference {mean:.2f} levels"
    assert diffs[int(n * 0.98)] <= 4, f"98th percentile {diffs[int(n * 0.98)]} levels"
    assert big < 0.015, f"{big:.2%} of the pixels differ by more than 32 levels"


def test_cairo_writes_vector_svg(tmp_path):
    with Wheel(30, numbered) as wheel:
        wheel.set_measurer(CairoTextMeasurer(1.0))
        wheel.set_viewport(0, 0, 640, 400)
        render_svg(wheel, str(tmp_path / "w.svg"), 640, 400)
    svg = (tmp_path / "w.svg").read_text()
    assert svg.startswith("<?xml") and "<path" in svg


def test_the_pygame_host_flings_headless_to_a_png(tmp_path, root):
    shot = tmp_path / "pygame.png"
    env = dict(os.environ, SDL_AUDIODRIVER="dummy")
    out = subprocess.run([sys.executable, "-m", "wheelcore.pygame_host", "--headless", "--fling", "--frames", "180",
                          "--elements", str(root / "Assets" / "elements.csv"), "--fonts", str(root / "Assets" / "fonts"),
                          "--screenshot", str(shot)], capture_output=True, text=True, env=env, check=True)
    assert "committed item 28" in out.stdout, out.stdout  # Copper, as WheelExample's fling
    w, h, stride, data = pixels(shot)
    assert (w, h) == (1024, 640)
    colours = {data[y * stride + 4 * x: y * stride + 4 * x + 3] for y in range(0, h, 8) for x in range(0, w, 8)}
    assert len(colours) > 20, "a drawn wheel, not a blank window"


def test_the_pygame_host_shows_the_date_picker_headless(tmp_path, root):
    shot = tmp_path / "date.png"
    env = dict(os.environ, SDL_AUDIODRIVER="dummy")
    out = subprocess.run([sys.executable, "-m", "wheelcore.pygame_host", "--headless", "--date", "2024-02-29T09:41",
                          "--frames", "30", "--fonts", str(root / "Assets" / "fonts"), "--screenshot", str(shot)],
                         capture_output=True, text=True, env=env, check=True)
    assert "date 2024-02-29T09:41, 0 changes" in out.stdout, out.stdout
    w, h, stride, data = pixels(shot)
    assert (w, h) == (1024, 640)
    colours = {data[y * stride + 4 * x: y * stride + 4 * x + 3] for y in range(0, h, 8) for x in range(0, w, 8)}
    assert len(colours) > 20, "drawn drums, not a blank window"


def test_the_pygame_hosts_date_picker_measures_with_the_fonts(monkeypatch, root):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    from wheelcore import pygame_host
    measured = {}
    real = pygame_host.PygameText.measure

    def recording(self, text, font_size, bold):
        measured[(text, font_size, bold)] = size = real(self, text, font_size, bold)
        return size

    monkeypatch.setattr(pygame_host.PygameText, "measure", recording)
    assert pygame_host.main(["--headless", "--date", "2024-02-29T09:41", "--frames", "2",
                             "--fonts", str(root / "Assets" / "fonts")]) == 0
    months = {key: size for key, size in measured.items() if key[0] == "February"}
    assert months, "the date picker's texts are measured with the pygame fonts"
    for (text, font_size, _), (width, _) in months.items():
        assert width != 0.6 * font_size * len(text), "a real font's width, not the estimate"


def test_the_pygame_host_turns_the_wheel_from_mouse_keys_and_touch(monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    import pygame

    from wheelcore.pygame_host import handle_event

    pygame.display.init()
    try:
        with Wheel(118, numbered) as wheel:
            wheel.set_viewport(0, 0, 1024, 640)
            g = wheel.geometry

            def send(t, kind, **fields):
                assert handle_event(pygame, wheel, pygame.event.Event(kind, **fields), t, (1024, 640))

            send(0.0, pygame.KEYDOWN, key=pygame.K_DOWN)
            send(0.1, pygame.KEYDOWN, key=pygame.K_END)
            wheel.advance(2.0)
            assert wheel.state.committed_item == 117
            send(2.1, pygame.KEYDOWN, key=pygame.K_HOME)
            send(2.2, pygame.MOUSEWHEEL, x=0, y=-3, touch=False)
            wheel.advance(4.0)
            assert wheel.state.committed_item == 3, "three notches towards the user from the first item"
            # A fast drag along the rim with the mouse flings the wheel forward.
            r = (g.inner_radius + g.outer_radius) / 2
            at = [(g.center[0] + r * math.cos(a), g.center[1] + r * math.sin(a)) for a in (0.4, 0.0, -0.4)]
            send(5.0, pygame.MOUSEBUTTONDOWN, pos=at[0], button=1, touch=False)
            send(5.05, pygame.MOUSEMOTION, pos=at[1], buttons=(1, 0, 0), touch=False)
            send(5.1, pygame.MOUSEMOTION, pos=at[2], buttons=(1, 0, 0), touch=False)
            send(5.1, pygame.MOUSEBUTTONUP, pos=at[2], button=1, touch=False)
            wheel.advance(9.0)
            assert wheel.state.committed_item > 6
            # A finger (normalised coordinates) drags too.
            before = wheel.state.committed_item
            fx, fy = at[2][0] / 1024, at[2][1] / 640
            send(10.0, pygame.FINGERDOWN, x=fx, y=fy, finger_id=7, touch_id=1)
            send(10.5, pygame.FINGERMOTION, x=at[0][0] / 1024, y=at[0][1] / 640, finger_id=7, touch_id=1)
            send(11.0, pygame.FINGERUP, x=at[0][0] / 1024, y=at[0][1] / 640, finger_id=7, touch_id=1)
            wheel.advance(13.0)
            assert wheel.state.committed_item < before
            assert not handle_event(pygame, wheel, pygame.event.Event(pygame.QUIT), 14.0, (1024, 640))
    finally:
        pygame.display.quit()
