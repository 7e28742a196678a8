"""A wheelcore host that draws frames with pycairo: anti-aliased vector output to PNG or SVG.

    python -m wheelcore.cairo_host --items 118 --item 20 --png wheel.png
    python -m wheelcore.cairo_host --elements Assets/elements.csv --svg wheel.svg

Every command of the display list becomes a cairo path (wedges are arcs, not triangles), and
text is drawn in DejaVu Sans, the font the wheel measured it with (`CairoTextMeasurer`).
"""
from __future__ import annotations

import argparse
import csv
import math
import sys
from typing import Dict, Optional, Sequence, Tuple

import cairo

from . import CommandKind, Frame, Wheel

FONT_FAMILY = "DejaVu Sans"


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


def select_font(ctx: cairo.Context, pixel_size: float, bold: bool) -> None:
    ctx.select_font_face(FONT_FAMILY, cairo.FONT_SLANT_NORMAL,
                         cairo.FONT_WEIGHT_BOLD if bold else cairo.FONT_WEIGHT_NORMAL)
    ctx.set_font_size(pixel_size)


def _source(ctx: cairo.Context, rgba) -> None:
    r, g, b, a = rgba
    ctx.set_source_rgba(r / 255, g / 255, b / 255, a / 255)


def draw_frame(ctx: cairo.Context, frame: Frame, measurer: Optional[CairoTextMeasurer] = None) -> None:
    """Draws `frame` (view space, points) on `ctx` at `frame.scale` pixels per point."""
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


def render_png(wheel: Wheel, path: str, width: int, height: int, scale: float = 1.0) -> None:
    """Renders the wheel's current frame into a width x height point PNG at `scale`."""
    surface = cairo.ImageSurface(cairo.FORMAT_RGB24, round(width * scale), round(height * scale))
    draw_frame(cairo.Context(surface), wheel.render(scale), CairoTextMeasurer(scale))
    surface.write_to_png(path)


def render_svg(wheel: Wheel, path: str, width: int, height: int) -> None:
    """Renders the wheel's current frame as SVG (vector paths, text as glyphs)."""
    surface = cairo.SVGSurface(path, width, height)
    draw_frame(cairo.Context(surface), wheel.render(1.0), CairoTextMeasurer(1.0))
    surface.finish()


def load_elements(path: str) -> Sequence[Tuple[str, str]]:
    """(atomic number, name) pairs from Assets/elements.csv."""
    with open(path, newline="", encoding="utf-8") as f:
        return [(row["number"], row["name"]) for row in csv.DictReader(f)]


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
    args = parser.parse_args(argv)
    if args.elements:
        wheel = Wheel.from_items(load_elements(args.elements), library=args.library, initial_item=args.item)
    else:
        n = args.items if args.items is not None else 118
        wheel = Wheel(n, lambda i, role: str(i + 1) if role == 0 else f"Item {i + 1}", library=args.library,
                      initial_item=args.item)
    with wheel:
        wheel.set_measurer(CairoTextMeasurer(args.scale))
        wheel.set_viewport(0, args.y, args.width, args.height - args.y)
        if not (args.png or args.svg):
            parser.error("give --png FILE and/or --svg FILE")
        if args.png:
            render_png(wheel, args.png, args.width, args.height, args.scale)
        if args.svg:
            render_svg(wheel, args.svg, args.width, args.height)
    return 0


if __name__ == "__main__":
    sys.exit(main())
