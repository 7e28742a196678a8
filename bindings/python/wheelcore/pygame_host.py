"""A wheelcore host in a pygame-ce (SDL2) window: drag and fling with the mouse or a finger,
turn with the mouse wheel, step with the arrow keys, Page Up/Down, Home and End.

    python -m wheelcore.pygame_host [--elements Assets/elements.csv] [--fonts Assets/fonts]
    python -m wheelcore.pygame_host --headless --fling --frames 180 --screenshot wheel.png
    python -m wheelcore.pygame_host --elements Assets/elements.csv --details --images DIR

Each frame the wheel's display list is drawn with pygame.draw (wedges as anti-aliased
polygons, lines, circles) and text textures cached per reusable cell slot: a slot's texture is
rebuilt only when the text or style it shows changes. `--headless` sets SDL_VIDEODRIVER=dummy,
steps a simulated clock at 60 frames per second and writes the last frame as a PNG. IMAGE
commands are resolved by `PygameImages`: the key is an image file name in a directory; a key
without a readable file draws nothing.
"""
from __future__ import annotations

import argparse
import math
import os
import subprocess
import sys
from typing import Dict, Optional, Tuple

from . import CellKind, CommandKind, DatePicker, Device, Frame, Key, PointerPhase, Wheel
from .cairo_host import ImageDirectory, load_element_items
from .host_options import add_date_options, date_picker

FINGER_PHASES = {}
"""pygame's finger event types and the pointer phases they are (filled once pygame is loaded)."""

KEYS = {
    "up": Key.UP, "down": Key.DOWN, "page up": Key.PAGE_UP, "page down": Key.PAGE_DOWN, "home": Key.HOME,
    "end": Key.END,
}


def find_fonts(explicit: Optional[str] = None) -> Optional[str]:
    """The directory holding DejaVuSans.ttf: explicit, the installed share/wheelpicker/fonts
    (pkg-config), or the checkout's Assets/fonts."""
    candidates = [explicit] if explicit else []
    try:
        datadir = subprocess.run(["pkg-config", "--variable=datadir", "wheelcore"], capture_output=True, text=True,
                                 timeout=10).stdout.strip()
        if datadir:
            candidates.append(os.path.join(datadir, "fonts"))
    except (OSError, subprocess.SubprocessError):
        pass
    here = os.path.dirname(os.path.abspath(__file__))
    candidates.append(os.path.join(here, "..", "..", "..", "Assets", "fonts"))
    for c in candidates:
        if c and os.path.exists(os.path.join(c, "DejaVuSans.ttf")):
            return c
    return None


class PygameText:
    """Fonts, a measurer for the wheel and the date picker and text textures cached per reusable
    cell slot."""

    def __init__(self, pygame, fonts_dir: Optional[str], scale: float = 1.0):
        self.pygame = pygame
        self.fonts_dir = fonts_dir
        self.scale = scale
        self._fonts: Dict[Tuple[int, bool], object] = {}
        self._cells: Dict[Tuple[int, int], Tuple[tuple, object]] = {}
        self.textures_built = 0

    def font(self, font_size: float, bold: bool):
        px = max(1, round(font_size * self.scale))
        key = (px, bold)
        if key not in self._fonts:
            name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
            path = os.path.join(self.fonts_dir, name) if self.fonts_dir else None
            font = self.pygame.font.Font(path, px)
            if not self.fonts_dir:
                font.set_bold(bold)
            self._fonts[key] = font
        return self._fonts[key]

    def measure(self, text: str, font_size: float, bold: bool) -> Tuple[float, float]:
        font = self.font(font_size, bold)
        w, _ = font.size(text) if text else (0, 0)
        return w / self.scale, font.get_height() / self.scale

    def texture(self, c):
        """The white texture of a text command, reused while its cell slot shows the same text."""
        key = (c.text, c.font_size, c.bold, self.scale)
        slot = (int(c.cell_kind), c.cell_slot) if c.cell_kind != CellKind.NONE and c.cell_slot >= 0 else None
        if slot and slot in self._cells and self._cells[slot][0] == key:
            return self._cells[slot][1]
        surface = self.font(c.font_size, c.bold).render(c.text, True, (255, 255, 255))
        self.textures_built += 1
        if slot:
            self._cells[slot] = (key, surface)
        return surface


class PygameImages:
    """Item images by key from a directory (ImageDirectory's rule for which keys name files),
    loaded once and scaled once per drawn size; a missing or unreadable file draws nothing."""

    def __init__(self, pygame, directory: Optional[str] = None):
        self.pygame = pygame
        self.files = ImageDirectory(directory)
        self._images: Dict[str, object] = {}
        self._scaled: Dict[Tuple[str, int, int], object] = {}

    def __call__(self, key: str, width: int, height: int):
        if key not in self._images:
            path = self.files.path(key)
            try:
                self._images[key] = self.pygame.image.load(path).convert_alpha() if path else None
            except (OSError, self.pygame.error, FileNotFoundError):
                self._images[key] = None
        image = self._images[key]
        if image is None or width <= 0 or height <= 0:
            return None
        size = (key, width, height)
        if size not in self._scaled:
            self._scaled[size] = self.pygame.transform.smoothscale(image, (width, height))
        return self._scaled[size]


def _blend(rgba, background) -> Tuple[int, int, int]:
    """A straight-alpha colour over the frame's background (the shapes with alpha here are
    leader lines and fading fills over the background)."""
    r, g, b, a = rgba
    t = a / 255
    return tuple(round(c * t + bg * (1 - t)) for c, bg in zip((r, g, b), background[:3]))


def _arc(cx, cy, r, a0, a1, scale):
    steps = max(2, int(abs(a1 - a0) * r * scale / 3) + 1)
    return [((cx + r * math.cos(a0 + (a1 - a0) * k / steps)) * scale,
             (cy + r * math.sin(a0 + (a1 - a0) * k / steps)) * scale) for k in range(steps + 1)]


def draw_frame(pygame, screen, frame: Frame, text: PygameText, images: Optional[PygameImages] = None) -> None:
    """Draws `frame` on `screen` at frame.scale pixels per point; IMAGE commands are looked up in
    `images` (none: they draw nothing)."""
    s = frame.scale
    draw = pygame.draw
    screen.set_clip(None)
    screen.fill(frame.background[:3])
    clips = []
    for c in frame.commands:
        k = c.kind
        color = _blend(c.color, frame.background)
        if k == CommandKind.TEXT:
            if c.text and c.color[3] > 0:
                surface = text.texture(c)
                tinted = surface.copy()
                tinted.fill(c.color[:3] + (255,), special_flags=pygame.BLEND_RGBA_MULT)
                ux, uy = c.anchor.unit
                x = round(c.position[0] * s - ux * surface.get_width())
                y = round(c.position[1] * s - uy * surface.get_height())
                tinted.set_alpha(c.color[3])
                screen.blit(tinted, (x, y))
        elif k == CommandKind.IMAGE:
            x, y, w, h = c.rect
            left, top = round(x * s), round(y * s)
            image = images(c.key, round((x + w) * s) - left, round((y + h) * s) - top) if images else None
            if image is not None and c.color[3] > 0:
                if c.color[3] < 255:
                    image = image.copy()
                    image.set_alpha(c.color[3])
                screen.blit(image, (left, top))
        elif k == CommandKind.PUSH_CLIP:
            x, y, w, h = c.rect
            rect = pygame.Rect(math.floor(x * s), math.floor(y * s), math.ceil(w * s), math.ceil(h * s))
            if clips:
                rect = rect.clip(clips[-1])
            clips.append(rect)
            screen.set_clip(rect)
        elif k == CommandKind.POP_CLIP:
            if clips:
                clips.pop()
            screen.set_clip(clips[-1] if clips else None)
        elif k in (CommandKind.FILL_RECT, CommandKind.FILL_ROUNDED_RECT, CommandKind.STROKE_RECT):
            x, y, w, h = (v * s for v in c.rect)
            width = 0 if k != CommandKind.STROKE_RECT else max(1, round(c.width * s))
            draw.rect(screen, color, pygame.Rect(round(x), round(y), round(w), round(h)), width,
                      border_radius=round(c.radius * s) if k == CommandKind.FILL_ROUNDED_RECT else -1)
        elif k == CommandKind.FILL_WEDGE:
            cx, cy = c.center
            outline = _arc(cx, cy, c.outer_radius, c.start_angle, c.end_angle, s)
            outline += _arc(cx, cy, c.inner_radius, c.end_angle, c.start_angle, s) if c.inner_radius > 0 \
                else [(cx * s, cy * s)]
            draw.polygon(screen, color, outline)
            draw.aalines(screen, color, True, outline)
        elif k in (CommandKind.STROKE_CIRCLE, CommandKind.FILL_CIRCLE):
            center = (c.center[0] * s, c.center[1] * s)
            if k == CommandKind.FILL_CIRCLE:
                draw.circle(screen, color, center, c.radius * s)
            else:
                draw.circle(screen, color, center, c.radius * s + c.width * s / 2, max(1, round(c.width * s)))
        elif k in (CommandKind.LINE, CommandKind.POLYLINE):
            pts = [(x * s, y * s) for x, y in c.points]
            if len(pts) >= 2:
                if c.width * s <= 1.5:
                    draw.aalines(screen, color, False, pts)
                else:
                    draw.lines(screen, color, False, pts, round(c.width * s))
        elif k in (CommandKind.FILL_TRIANGLE, CommandKind.FILL_POLYGON):
            pts = [(x * s, y * s) for x, y in c.points]
            if len(pts) >= 3:
                draw.polygon(screen, color, pts)
                draw.aalines(screen, color, True, pts)
    screen.set_clip(None)


def _know_fingers(pygame) -> None:
    FINGER_PHASES.update({pygame.FINGERDOWN: PointerPhase.DOWN, pygame.FINGERMOTION: PointerPhase.MOVE,
                          pygame.FINGERUP: PointerPhase.UP})


def handle_event(pygame, wheel: Wheel, e, t: float, size: Tuple[int, int]) -> bool:
    """Delivers one pygame event to the wheel at `t` seconds (printing the events it causes);
    returns False when the host should quit."""
    _know_fingers(pygame)
    if e.type == pygame.QUIT or (e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE):
        return False
    if e.type == pygame.VIDEORESIZE:
        wheel.set_viewport(0, 0, e.w, e.h)
    elif getattr(e, "touch", False):
        pass  # a mouse event SDL made from a finger: the finger events carry it
    elif e.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and e.button == 1:
        phase = PointerPhase.DOWN if e.type == pygame.MOUSEBUTTONDOWN else PointerPhase.UP
        _report(wheel.pointer(phase, *e.pos, t))
    elif e.type == pygame.MOUSEMOTION and e.buttons[0]:
        _report(wheel.pointer(PointerPhase.MOVE, *e.pos, t))
    elif e.type == pygame.MOUSEWHEEL and e.y != 0 and hasattr(wheel, "scroll"):
        _report(wheel.scroll(0, e.y, t))
    elif e.type in FINGER_PHASES:
        _report(wheel.pointer(FINGER_PHASES[e.type], e.x * size[0], e.y * size[1], t, device=Device.TOUCH,
                              pointer_id=e.finger_id & 0x7FFFFFFF))
    elif e.type == pygame.KEYDOWN and pygame.key.name(e.key) in KEYS:
        _report(wheel.key(KEYS[pygame.key.name(e.key)], t))
    return True


def _script(geometry):
    """WheelExample's drag and fling: down at 0.25 s at 0.4 rad on the rim, 12 moves to -0.4 rad
    in 0.1 s, released while moving (view space, seconds)."""
    cx, cy = geometry.center
    r = geometry.inner_radius + (geometry.outer_radius - geometry.inner_radius) * 0.7

    def at(a):
        return cx + r * math.cos(a), cy + r * math.sin(a)

    events = [(PointerPhase.DOWN, *at(0.4), 0.25)]
    events += [(PointerPhase.MOVE, *at(0.4 - 0.8 * k / 12), 0.25 + 0.1 * k / 12) for k in range(1, 13)]
    events.append((PointerPhase.UP, *at(-0.4), 0.35))
    return events


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--elements", default=None, help="the elements CSV (default: a numbered wheel)")
    parser.add_argument("--items", type=int, default=118)
    parser.add_argument("--fonts", default=None, help="directory of DejaVuSans.ttf and DejaVuSans-Bold.ttf")
    parser.add_argument("--library", default=None, help="path to libwheelcore.so")
    parser.add_argument("--width", type=int, default=1024)
    parser.add_argument("--height", type=int, default=640)
    parser.add_argument("--headless", action="store_true", help="no window: SDL's dummy video driver")
    parser.add_argument("--frames", type=int, default=0, help="stop after N frames (0: run until closed)")
    parser.add_argument("--fling", action="store_true", help="replay WheelExample's drag and fling")
    parser.add_argument("--screenshot", default=None, help="write the last frame as a PNG")
    parser.add_argument("--details", action="store_true", help="show each item's detail line (elements: mass)")
    parser.add_argument("--images", default=None, help="directory of item images (elements: <symbol>.png)")
    add_date_options(parser, "show")
    args = parser.parse_args(argv)
    picker = date_picker(parser, args)  # before a window opens: a bad date option is a usage error
    if args.headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        if args.frames <= 0:
            args.frames = 180
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    pygame.display.init()
    pygame.font.init()
    _know_fingers(pygame)
    screen = pygame.display.set_mode((args.width, args.height), 0 if args.headless else pygame.RESIZABLE)
    pygame.display.set_caption("WheelCore from Python (pygame-ce)")
    text = PygameText(pygame, find_fonts(args.fonts))
    images = PygameImages(pygame, args.images)
    if picker is not None:
        return _run_date_picker(pygame, screen, text, picker, args)
    if args.elements:
        wheel = Wheel.from_items(load_element_items(args.elements), library=args.library,
                                 show_detail_text=args.details)
    else:
        wheel = Wheel(args.items, lambda i, role: str(i + 1) if role == 0 else f"Item {i + 1}",
                      library=args.library)
    wheel.set_measurer(text.measure)
    wheel.set_viewport(0, 0, args.width, args.height)
    script = _script(wheel.geometry) if args.fling else []
    clock = pygame.time.Clock()
    frames = 0
    running = True
    start = pygame.time.get_ticks()
    with wheel:
        while running:
            now = frames / 60 if args.headless else (pygame.time.get_ticks() - start) / 1000
            while script and script[0][3] <= now:
                phase, x, y, t = script.pop(0)
                _report(wheel.pointer(phase, x, y, t))
            for e in pygame.event.get():
                if not handle_event(pygame, wheel, e, now, screen.get_size()):
                    running = False
            _report(wheel.advance(now))
            draw_frame(pygame, screen, wheel.render(1.0), text, images)
            frames += 1
            running = _present(pygame, screen, args, clock, frames, running)
        state = wheel.state
    print(f"pygame host: {frames} frames, committed item {state.committed_item}, "
          f"{text.textures_built} text textures built")
    pygame.quit()
    return 0


def _present(pygame, screen, args, clock, frames: int, running: bool) -> bool:
    """Ends a frame: stops after --frames (writing --screenshot then), shows it, keeps 60 Hz in a
    window; returns whether to go on."""
    if args.frames and frames >= args.frames:
        running = False
    if not running and args.screenshot:
        pygame.image.save(screen, args.screenshot)
    pygame.display.flip()
    if not args.headless:
        clock.tick(60)
    return running


def _report(events) -> None:
    for e in events or ():  # a date picker's calls return nothing: its value is read
        print(e)


def _run_date_picker(pygame, screen, text, picker: DatePicker, args) -> int:
    """Runs `picker`, the date picker of the C interface (wheel_date_picker_*), drawn like a wheel
    with its texts fitted by the fonts' real widths (`text.measure`, as the wheel's); keys and the
    mouse drive it (Left/Right move between its drums)."""
    frames = 0
    running = True
    start = pygame.time.get_ticks()
    clock = pygame.time.Clock()
    with picker:
        picker.set_measurer(text.measure)
        picker.set_viewport(0, 0, args.width, args.height)
        while running:
            now = frames / 60 if args.headless else (pygame.time.get_ticks() - start) / 1000
            for e in pygame.event.get():
                if not handle_event(pygame, picker, e, now, screen.get_size()):
                    running = False
            picker.advance(now)
            draw_frame(pygame, screen, picker.render(1.0), text)
            frames += 1
            running = _present(pygame, screen, args, clock, frames, running)
        print(f"pygame host: {frames} frames, date {picker.value.isoformat(timespec='minutes')}, "
              f"{picker.changes} changes")
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
