"""A wheelcore host that draws frames with pycairo: anti-aliased vector output to PNG or SVG.

    python -m wheelcore.cairo_host --items 118 --item 20 --png wheel.png
    python -m wheelcore.cairo_host --elements Assets/elements.csv --details --images DIR --svg wheel.svg
    python -m wheelcore.cairo_host --date 2024-02-29T09:41 --png date.png --svg date.svg

Every command of the display list becomes a cairo path (wedges are arcs, not triangles), and
text is drawn in DejaVu Sans, the font the wheel measured it with (`CairoTextMeasurer`).
`--date` draws the date picker of the C interface (`DatePicker`) instead of a wheel, its texts
fitted to its rows with the same measurer; `--date-min`, `--date-max`, `--minute-interval` and
`--12h` shape it as SDLFront's date scene (`host_options`).
IMAGE commands are resolved by `ImageDirectory`: the key is a PNG file name in a directory;
a key without a readable file draws nothing.
"""
from __future__ import annotations

import argparse
import csv
import math
import os
import sys
from typing import Dict, Optional, Sequence, Tuple, Union

import cairo

from . import CommandKind, DatePicker, Frame, InvalidArgumentError, Item, OutOfRangeError, Wheel
from .host_options import add_date_options, date_picker

FONT_FAMILY = "DejaVu Sans"

PIXEL_SIDE_LIMIT = 32767
"""The longest side of a cairo image surface (and of the host's --width and --height), in pixels."""


class CairoTextMeasurer:
    """Measures text as `draw_frame` draws it: DejaVu Sans at a whole number of pixels (the font
    size times `scale`, rounded, as SDLFront opens its fonts), advance width by line height."""

    def __init__(self, scale: float = 1.0):
        self.scale = scale
        self._context = cairo.Context(cairo.ImageSurface(cairo.FORMAT_A8, 1, 1))
        self._cache: Dict[Tuple[str, float, bool], Tuple[float, float]] = {}

    def pixel_size(self, font_size: float) -> float:
        return max(1.0, round(font_size * self.scale))

    def __call__(self, text: str, font_size: float, bold: bool) -> Tuple[float, float]:
        key = (text, font_size, bold)
        if key not in self._cache:
            ctx = self._context
            select_font(ctx, self.pixel_size(font_size), bold)
            ascent, descent, _, _, _ = ctx.font_extents()
            advance = ctx.text_extents(text).x_advance if text else 0.0
            self._cache[key] = (advance / self.scale, (math.ceil(ascent) + math.ceil(descent)) / self.scale)
        return self._cache[key]


class ImageDirectory:
    """Resolves image keys to PNG files in a directory (None: no images), loading each once.
    A key that names no readable PNG inside the directory resolves to None: nothing is drawn."""

    def __init__(self, directory: Optional[str] = None):
        self.directory = directory
        self._images: Dict[str, Optional[cairo.ImageSurface]] = {}

    def path(self, key: str) -> Optional[str]:
        """The file a key names, or None (no directory, or a key that leaves it)."""
        if not self.directory or not key or os.path.isabs(key) or ".." in key.replace("\\", "/").split("/"):
            return None
        return os.path.join(self.directory, key)

    def __call__(self, key: str) -> Optional[cairo.ImageSurface]:
        if key not in self._images:
            path = self.path(key)
            try:
                self._images[key] = cairo.ImageSurface.create_from_png(path) if path else None
            except (OSError, cairo.Error, MemoryError):
                self._images[key] = None
        return self._images[key]


def select_font(ctx: cairo.Context, pixel_size: float, bold: bool) -> None:
    ctx.select_font_face(FONT_FAMILY, cairo.FONT_SLANT_NORMAL,
                         cairo.FONT_WEIGHT_BOLD if bold else cairo.FONT_WEIGHT_NORMAL)
    ctx.set_font_size(pixel_size)


def _source(ctx: cairo.Context, rgba) -> None:
    r, g, b, a = rgba
    ctx.set_source_rgba(r / 255, g / 255, b / 255, a / 255)


def draw_frame(ctx: cairo.Context, frame: Frame, measurer: Optional[CairoTextMeasurer] = None,
               images: Optional[ImageDirectory] = None) -> None:
    """Draws `frame` (view space, points) on `ctx` at `frame.scale` pixels per point; IMAGE
    commands are looked up in `images` (none: they draw nothing)."""
    scale = frame.scale
    measurer = measurer or CairoTextMeasurer(scale)
    ctx.save()
    _source(ctx, frame.background[:3] + (255,))
    ctx.paint()
    ctx.scale(scale, scale)
    depth = 0
    for c in frame.commands:
        k = c.kind
        if k == CommandKind.TEXT:
            _draw_text(ctx, c, measurer)
            continue
        if k == CommandKind.IMAGE:
            _draw_image(ctx, c, images(c.key) if images else None)
            continue
        if k == CommandKind.PUSH_CLIP:
            ctx.save()
            depth += 1
            ctx.rectangle(*c.rect)
            ctx.clip()
            continue
        if k == CommandKind.POP_CLIP:
            if depth > 0:
                ctx.restore()
                depth -= 1
            continue
        _source(ctx, c.color)
        if k == CommandKind.FILL_RECT:
            ctx.rectangle(*c.rect)
            ctx.fill()
        elif k == CommandKind.FILL_ROUNDED_RECT:
            x, y, w, h = c.rect
            r = max(0.0, min(c.radius, w / 2, h / 2))
            ctx.new_sub_path()
            ctx.arc(x + w - r, y + r, r, -math.pi / 2, 0)
            ctx.arc(x + w - r, y + h - r, r, 0, math.pi / 2)
            ctx.arc(x + r, y + h - r, r, math.pi / 2, math.pi)
            ctx.arc(x + r, y + r, r, math.pi, 3 * math.pi / 2)
            ctx.close_path()
            ctx.fill()
        elif k == CommandKind.STROKE_RECT:
            x, y, w, h = c.rect
            ctx.set_line_width(c.width)
            ctx.rectangle(x + c.width / 2, y + c.width / 2, max(0.0, w - c.width), max(0.0, h - c.width))
            ctx.stroke()
        elif k == CommandKind.FILL_WEDGE:
            cx, cy = c.center
            ctx.new_path()
            ctx.arc(cx, cy, c.outer_radius, c.start_angle, c.end_angle)
            if c.inner_radius > 0:
                ctx.arc_negative(cx, cy, c.inner_radius, c.end_angle, c.start_angle)
            else:
                ctx.line_to(cx, cy)
            ctx.close_path()
            ctx.fill()
        elif k in (CommandKind.STROKE_CIRCLE, CommandKind.FILL_CIRCLE):
            ctx.new_path()
            ctx.arc(c.center[0], c.center[1], c.radius, 0, 2 * math.pi)
            if k == CommandKind.FILL_CIRCLE:
                ctx.fill()
            else:
                ctx.set_line_width(c.width)
                ctx.stroke()
        elif k in (CommandKind.LINE, CommandKind.POLYLINE):
            if len(c.points) >= 2:
                ctx.set_line_width(c.width)
                ctx.set_line_cap(cairo.LINE_CAP_BUTT)
                ctx.move_to(*c.points[0])
                for p in c.points[1:]:
                    ctx.line_to(*p)
                ctx.stroke()
        elif k in (CommandKind.FILL_TRIANGLE, CommandKind.FILL_POLYGON):
            if len(c.points) >= 3:
                ctx.move_to(*c.points[0])
                for p in c.points[1:]:
                    ctx.line_to(*p)
                ctx.close_path()
                ctx.fill()
        # Layers, and kinds a later library adds, draw as their commands or not at all.
    while depth > 0:
        ctx.restore()
        depth -= 1
    ctx.restore()


def _draw_image(ctx: cairo.Context, c, image: Optional[cairo.ImageSurface]) -> None:
    """Stretches `image` over the command's rectangle at its opacity (nothing without one)."""
    x, y, w, h = c.rect
    if image is None or w <= 0 or h <= 0 or c.color[3] == 0 or image.get_width() == 0 or image.get_height() == 0:
        return
    ctx.save()
    ctx.rectangle(x, y, w, h)
    ctx.clip()
    ctx.translate(x, y)
    ctx.scale(w / image.get_width(), h / image.get_height())
    ctx.set_source_surface(image, 0, 0)
    ctx.get_source().set_filter(cairo.FILTER_GOOD)
    ctx.paint_with_alpha(c.color[3] / 255)
    ctx.restore()


def _draw_text(ctx: cairo.Context, c, measurer: CairoTextMeasurer) -> None:
    if not c.text or c.color[3] == 0:
        return
    width, height = measurer(c.text, c.font_size, c.bold)
    ux, uy = c.anchor.unit
    left = c.position[0] - ux * width
    top = c.position[1] - uy * height
    ctx.save()
    # Glyphs at whole pixels, as a text texture is placed.
    ctx.scale(1 / measurer.scale, 1 / measurer.scale)
    select_font(ctx, measurer.pixel_size(c.font_size), c.bold)
    ascent = math.ceil(ctx.font_extents()[0])
    _source(ctx, c.color)
    ctx.move_to(round(left * measurer.scale), round(top * measurer.scale) + ascent)
    ctx.show_text(c.text)
    ctx.restore()


def render_png(wheel: Union[Wheel, DatePicker], path: str, width: int, height: int, scale: float = 1.0,
               images: Optional[ImageDirectory] = None) -> None:
    """Renders the current frame of `wheel` (a Wheel or a DatePicker) into a width x height point
    PNG at `scale`."""
    surface = cairo.ImageSurface(cairo.FORMAT_RGB24, round(width * scale), round(height * scale))
    draw_frame(cairo.Context(surface), wheel.render(scale), CairoTextMeasurer(scale), images)
    surface.write_to_png(path)


def render_svg(wheel: Union[Wheel, DatePicker], path: str, width: int, height: int,
               images: Optional[ImageDirectory] = None) -> None:
    """Renders the current frame of `wheel` (a Wheel or a DatePicker) as SVG (vector paths, text
    as glyphs)."""
    surface = cairo.SVGSurface(path, width, height)
    draw_frame(cairo.Context(surface), wheel.render(1.0), CairoTextMeasurer(1.0), images)
    surface.finish()


def load_elements(path: str) -> Sequence[Tuple[str, str]]:
    """(atomic number, name) pairs from Assets/elements.csv."""
    with open(path, newline="", encoding="utf-8") as f:
        return [(row["number"], row["name"]) for row in csv.DictReader(f)]


CATEGORY_COLORS = {
    "alkali metal": (0x6B, 0x3A, 0x3A), "alkaline earth metal": (0x6B, 0x51, 0x3A),
    "transition metal": (0x3A, 0x4A, 0x6B), "post-transition metal": (0x3A, 0x5F, 0x6B),
    "metalloid": (0x4F, 0x6B, 0x3A), "nonmetal": (0x3A, 0x6B, 0x4F), "halogen": (0x6B, 0x6B, 0x3A),
    "noble gas": (0x5A, 0x3A, 0x6B), "lanthanide": (0x6B, 0x3A, 0x5E), "actinide": (0x6B, 0x3A, 0x4A),
}
"""Accent colours of the element categories, as SDLFront's wheel scene has them."""


def load_element_items(path: str) -> Sequence[Item]:
    """Items of Assets/elements.csv with content: the category's accent colour, the atomic mass
    as the detail line and "<symbol>.png" as the image key."""
    with open(path, newline="", encoding="utf-8") as f:
        return [Item(row["number"], row["name"], accent=CATEGORY_COLORS.get(row.get("category", "")),
                     detail=row.get("mass") or None, image=f"{row['symbol']}.png" if row.get("symbol") else None)
                for row in csv.DictReader(f)]


def _check_sizes(parser: argparse.ArgumentParser, args) -> None:
    """--scale, --width and --height against what cairo can draw: a usage error naming the value
    and its range, before cairo fails on it."""
    if not (math.isfinite(args.scale) and 0 < args.scale <= 64):
        parser.error(f"--scale must be a finite number greater than 0 and at most 64 pixels per point, "
                     f"got {args.scale:g}")
    for name in ("width", "height"):
        points = getattr(args, name)
        if not 1 <= points <= PIXEL_SIDE_LIMIT:
            parser.error(f"--{name} must be from 1 up to {PIXEL_SIDE_LIMIT} points, got {points}")
        pixels = round(points * args.scale)
        if args.png and not 1 <= pixels <= PIXEL_SIDE_LIMIT:
            parser.error(f"--{name} {points} at --scale {args.scale:g} is {pixels} pixels; a PNG side has from 1 "
                         f"up to {PIXEL_SIDE_LIMIT} pixels")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--items", type=int, default=None, help="a numbered wheel of N items")
    parser.add_argument("--elements", default=None, help="the elements CSV (Assets/elements.csv)")
    parser.add_argument("--item", type=int, default=0, help="the item at the selection")
    parser.add_argument("--width", type=int, default=800)
    parser.add_argument("--height", type=int, default=480)
    parser.add_argument("--y", type=float, default=0, help="top of the wheel's viewport, points")
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--png", default=None)
    parser.add_argument("--svg", default=None)
    parser.add_argument("--library", default=None, help="path to libwheelcore.so")
    parser.add_argument("--details", action="store_true", help="show each item's detail line (elements: mass)")
    parser.add_argument("--images", default=None, help="directory of item images (elements: <symbol>.png)")
    add_date_options(parser, "draw")
    args = parser.parse_args(argv)
    if not (args.png or args.svg):
        parser.error("give --png FILE and/or --svg FILE")
    _check_sizes(parser, args)
    picker = date_picker(parser, args)
    try:
        if picker is not None:
            source: Union[Wheel, DatePicker] = picker
        elif args.elements:
            source = Wheel.from_items(load_element_items(args.elements), library=args.library, initial_item=args.item,
                                      show_detail_text=args.details)
        else:
            n = args.items if args.items is not None else 118
            source = Wheel(n, lambda i, role: str(i + 1) if role == 0 else f"Item {i + 1}", library=args.library,
                           initial_item=args.item)
        with source:
            # The date picker's texts are fitted with the measurer a wheel takes: cairo's metrics.
            source.set_measurer(CairoTextMeasurer(args.scale))
            source.set_viewport(0, args.y, args.width, args.height - args.y)
            images = ImageDirectory(args.images)
            if args.png:
                render_png(source, args.png, args.width, args.height, args.scale, images)
            if args.svg:
                render_svg(source, args.svg, args.width, args.height, images)
    except (InvalidArgumentError, OutOfRangeError) as error:  # the library names the value and its range
        parser.error(str(error))
    return 0


if __name__ == "__main__":
    sys.exit(main())
