"""The two hosts draw real frames: the cairo picture of a frame matches SDLFront's headless
screenshot of the same frame; the pygame host runs headless (SDL's dummy driver) to a PNG; both
draw the date picker with its texts measured by the fonts they draw with."""
import datetime
import math
import os
import subprocess
import sys

import cairo
import pytest

from wheelcore import CommandKind, DatePicker, Wheel
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
    assert_alike(app_png, cairo_png, (WIDTH, HEIGHT))


def assert_alike(app_png, cairo_png, size, skip=lambda x, y: False):
    """The two pictures have `size` and agree below the app's tab bar and its rule, except
    where `skip(x, y)`."""
    w, h, stride_a, a = pixels(app_png)
    w2, h2, stride_b, b = pixels(cairo_png)
    assert (w, h) == (w2, h2) == size
    diffs = []
    for y in range(TABS + 1, h):
        for x in range(w):
            if not skip(x, y):
                i, j = y * stride_a + 4 * x, y * stride_b + 4 * x
                diffs.append(max(abs(a[i + k] - b[j + k]) for k in range(3)))
    n = len(diffs)
    diffs.sort()
    mean = sum(diffs) / n
    big = sum(1 for d in diffs if d > 32) / n
    # Levels of 255: shapes agree to a level or two (both anti-alias analytically); glyph
    # edges differ between SDL_ttf and cairo (measured: 0.2-0.6 % of the pixels beyond 32
    # levels, a mean of 0.3-0.7 levels; the date picker 0.7 %, a mean of 0.8).
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


def test_the_cairo_host_draws_the_date_picker_to_png_and_svg(tmp_path):
    png, svg = tmp_path / "date.png", tmp_path / "date.svg"
    out = subprocess.run([sys.executable, "-m", "wheelcore.cairo_host", "--date", "2024-02-29T09:41", "--width", "640",
                          "--height", "400", "--scale", "2", "--png", str(png), "--svg", str(svg)],
                         capture_output=True, text=True)
    assert out.returncode == 0 and not out.stderr, out.stderr
    w, h, stride, data = pixels(png)
    assert (w, h) == (1280, 800), "640 x 400 points at 2 pixels per point"
    colours = {data[y * stride + 4 * x: y * stride + 4 * x + 3] for y in range(0, h, 8) for x in range(0, w, 8)}
    assert len(colours) > 20, "drawn drums, not a blank picture"
    text = svg.read_text()
    assert 'width="640pt" height="400pt"' in text and "<path" in text
    assert text.count("<use") >= len("2024February290941"), "the selected texts alone, drawn as glyphs"


def test_the_cairo_date_picture_matches_the_apps_date_scene(sdlfront, tmp_path):
    from wheelcore import cairo_host
    app_png, cairo_png = tmp_path / "app.png", tmp_path / "cairo.png"
    subprocess.run([sdlfront, "--headless", "--scene", "date", "--date", "2024-02-29T09:41", "--width", "1024",
                    "--height", "640", "--frames", "1", "--screenshot", str(app_png)], check=True, capture_output=True)
    # The app's date scene lays its picker out in (0, 40, 1024, 600), below the tabs.
    assert cairo_host.main(["--date", "2024-02-29T09:41", "--width", "1024", "--height", "640", "--y", str(TABS),
                            "--png", str(cairo_png)]) == 0
    # The library's picker rings the focused drum from the start; the app's scene shows no ring
    # before a key is pressed: the ring's band (2 pixels either side for its anti-aliasing) is
    # left out of the comparison.
    with DatePicker(datetime.datetime(2024, 2, 29, 9, 41)) as picker:
        picker.set_viewport(0, TABS, 1024, 640 - TABS)
        ring, = [c for c in picker.render().commands if c.kind == CommandKind.STROKE_RECT]
    x, y, w, h = ring.rect
    pad = ring.width + 2

    def on_ring(px, py):
        inside = x + pad <= px < x + w - pad and y + pad <= py < y + h - pad
        return x - 2 <= px < x + w + 2 and y - 2 <= py < y + h + 2 and not inside

    assert_alike(app_png, cairo_png, (1024, 640), on_ring)


def test_the_cairo_hosts_date_picker_fits_its_texts_with_cairo(monkeypatch, tmp_path):
    from wheelcore import cairo_host
    drawn, measured = [], set()
    real_draw, real_measure = cairo_host.draw_frame, cairo_host.CairoTextMeasurer.__call__

    def drawing(ctx, frame, *rest):
        drawn.append({c.text for c in frame.commands if c.kind == CommandKind.TEXT})
        real_draw(ctx, frame, *rest)

    def measuring(self, text, font_size, bold):
        measured.add(text)
        return real_measure(self, text, font_size, bold)

    monkeypatch.setattr(cairo_host, "draw_frame", drawing)
    monkeypatch.setattr(cairo_host.CairoTextMeasurer, "__call__", measuring)
    # 400 points wide, the month column fits "September" as "Septemb…" by the library's estimate
    # (0.6 x the size per character) but as "Septe…" in DejaVu Sans, which is wider.
    with DatePicker(datetime.datetime(2024, 9, 29, 9, 41)) as estimated:
        estimated.set_viewport(0, 0, 400, 400)
        assert "Septemb…" in {c.text for c in estimated.render().commands if c.kind == CommandKind.TEXT}
    assert cairo_host.main(["--date", "2024-09-29T09:41", "--width", "400", "--height", "400",
                            "--png", str(tmp_path / "d.png"), "--svg", str(tmp_path / "d.svg")]) == 0
    assert len(drawn) == 2, "one frame for the PNG, one for the SVG"
    for texts in drawn:
        assert {"2024", "Septe…", "29", "09", "41"} <= texts and "Septemb…" not in texts
    assert "September" in measured, "the whole text measured by cairo to fit it (only 'Septe…' is drawn)"


@pytest.mark.parametrize("host, more", [("cairo_host", ["--png"]), ("pygame_host", ["--headless", "--screenshot"])])
@pytest.mark.parametrize("date, says", [
    ("2024-02-30", "argument --date: a date must be YYYY-MM-DD or YYYY-MM-DDTHH:MM (a real date, years "
                   "0001...9999, hours 00...23), got '2024-02-30'"),
    ("2024-02-29T9:41", "got '2024-02-29T9:41'"),
    ("yesterday", "got 'yesterday'"),
    ("1800-01-01", "--date must be between 1900-01-01T00:00 and 2100-12-31T23:59, got 1800-01-01T00:00"),
])
def test_a_bad_date_is_a_usage_error_in_both_hosts(tmp_path, host, more, date, says):
    shot = tmp_path / "never.png"
    out = subprocess.run([sys.executable, "-m", f"wheelcore.{host}", "--date", date, *more, str(shot)],
                         capture_output=True, text=True, env=dict(os.environ, SDL_VIDEODRIVER="dummy",
                                                                  SDL_AUDIODRIVER="dummy"))
    assert out.returncode == 2, out.stdout + out.stderr
    assert says in out.stderr and "Traceback" not in out.stderr, out.stderr
    assert not shot.exists()


@pytest.mark.parametrize("options, says", [
    (["--items", "-3"], "item_count must be 0 or more, got -3"),
    (["--width", "0"], "--width must be from 1 up to 32767 points, got 0"),
    (["--date", "2024-02-29", "--height", "40000"], "--height must be from 1 up to 32767 points, got 40000"),
    (["--width", "1000", "--scale", "40"], "--width 1000 at --scale 40 is 40000 pixels; a PNG side has from 1 up to "
                                           "32767 pixels"),
    (["--scale", "nan"], "--scale must be a finite number greater than 0 and at most 64 pixels per point, got nan"),
])
def test_a_bad_option_is_a_usage_error_in_the_cairo_host(tmp_path, options, says):
    shot = tmp_path / "never.png"
    out = subprocess.run([sys.executable, "-m", "wheelcore.cairo_host", *options, "--png", str(shot)],
                         capture_output=True, text=True)
    assert out.returncode == 2 and "Traceback" not in out.stderr, out.stderr
    assert says in out.stderr and not shot.exists()


def _cairo_date_texts(monkeypatch, tmp_path, options):
    """The texts (and their alphas) of the frame the cairo host draws for --date 2024-02-29T09:41
    and `options`."""
    from wheelcore import cairo_host
    drawn = []
    real_draw = cairo_host.draw_frame

    def drawing(ctx, frame, *rest):
        drawn.append({(c.text, c.color[3]) for c in frame.commands if c.kind == CommandKind.TEXT})
        real_draw(ctx, frame, *rest)

    monkeypatch.setattr(cairo_host, "draw_frame", drawing)
    assert cairo_host.main(["--date", "2024-02-29T09:41", "--width", "1024", "--height", "640", *options,
                            "--png", str(tmp_path / "d.png")]) == 0
    texts, = drawn
    return texts


def test_the_cairo_hosts_12h_and_minute_interval_shape_the_picker(monkeypatch, tmp_path):
    plain = {text for text, _ in _cairo_date_texts(monkeypatch, tmp_path, [])}
    assert "AM" not in plain and {"40", "41", "42"} <= plain
    shaped = {text for text, _ in _cairo_date_texts(monkeypatch, tmp_path, ["--12h", "--minute-interval", "15"])}
    assert {"AM", "PM"} <= shaped, "a 12-hour clock has an AM/PM drum"
    assert {"9", "00", "15", "30", "45"} <= shaped and not {"09", "40", "41", "42"} & shaped, \
        "hours 1-12, minutes in steps of 15 (09:41 shows as 9:30)"


def test_the_cairo_hosts_date_range_bounds_the_picker(monkeypatch, tmp_path):
    texts = _cairo_date_texts(monkeypatch, tmp_path, ["--date-min", "2024-02-10", "--date-max", "2024-02-29T09:41"])
    years = {text for text, _ in texts if len(text) == 4 and text.isdigit()}
    assert years == {"2024"}, "a range within 2024 leaves one year on the year drum"
    assert all(alpha < 128 for text, alpha in texts if text == "42"), "minutes after --date-max are dimmed"
    unbounded = _cairo_date_texts(monkeypatch, tmp_path, [])
    assert {"2023", "2025"} <= {text for text, _ in unbounded}
    assert any(alpha > 128 for text, alpha in unbounded if text == "42")


def test_the_pygame_host_takes_the_date_options(tmp_path, root):
    out = subprocess.run([sys.executable, "-m", "wheelcore.pygame_host", "--headless", "--date", "2024-02-29T09:41",
                          "--12h", "--minute-interval", "20", "--date-min", "2024-02-29", "--date-max", "2024-03-01",
                          "--frames", "2", "--fonts", str(root / "Assets" / "fonts")],
                         capture_output=True, text=True, env=dict(os.environ, SDL_AUDIODRIVER="dummy"), check=True)
    assert "date 2024-02-29T09:40, 0 changes" in out.stdout, out.stdout + out.stderr


@pytest.mark.parametrize("host, more", [("cairo_host", ["--png"]), ("pygame_host", ["--headless", "--screenshot"])])
@pytest.mark.parametrize("options, says", [
    (["--date", "2024-02-29T09:41", "--date-max", "2024-01-01"],
     "--date must be between 1900-01-01T00:00 and 2024-01-01T00:00, got 2024-02-29T09:41"),
    (["--date", "2024-02-29", "--date-min", "2024-03-01T12:00", "--date-max", "2024-03-01"],
     "--date-max must not be before --date-min (2024-03-01T12:00), got 2024-03-01T00:00"),
    (["--date", "2024-02-29", "--date-min", "2024-02-30"], "argument --date-min: a date must be YYYY-MM-DD or "
                                                           "YYYY-MM-DDTHH:MM (a real date, years 0001...9999, "
                                                           "hours 00...23), got '2024-02-30'"),
    (["--date", "2024-02-29", "--date-max", "10000-01-01"], "argument --date-max: a date must be"),
    (["--date", "2024-02-29", "--minute-interval", "7"],
     "--minute-interval must be a divisor of 60 from 1 to 30 (1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30), got 7"),
    (["--date", "2024-02-29", "--minute-interval", "60"], "--minute-interval must be a divisor of 60 from 1 to 30"),
    (["--date", "2024-02-29", "--minute-interval", "0"], "got 0"),
    (["--date", "2024-02-29", "--minute-interval", "quarter"], "argument --minute-interval: invalid int value: "
                                                               "'quarter'"),
    (["--12h"], "--12h only applies with --date (the date picker), which is not given"),
    (["--date-min", "2024-01-01", "--minute-interval", "5"],
     "--date-min, --minute-interval only apply with --date (the date picker), which is not given"),
])
def test_a_bad_date_option_is_a_usage_error_in_both_hosts(tmp_path, host, more, options, says):
    shot = tmp_path / "never.png"
    out = subprocess.run([sys.executable, "-m", f"wheelcore.{host}", *options, *more, str(shot)],
                         capture_output=True, text=True, env=dict(os.environ, SDL_VIDEODRIVER="dummy",
                                                                  SDL_AUDIODRIVER="dummy"))
    assert out.returncode == 2, out.stdout + out.stderr
    assert says in out.stderr and "Traceback" not in out.stderr, out.stderr
    assert not shot.exists()
