"""The date picker's command-line options, shared by both hosts (`pygame_host`, `cairo_host`):
SDLFront's `--date`, `--date-min`, `--date-max`, `--minute-interval` and `--12h`, with its
defaults, its allowed ranges and its messages. A bad value is a usage error (exit status 2)
naming the value and its range."""
from __future__ import annotations

import argparse
import datetime
from typing import Optional

from . import DatePicker, InvalidArgumentError, OutOfRangeError
from .date_picker import parse_date

DEFAULT_RANGE = (datetime.datetime(1900, 1, 1), datetime.datetime(2100, 12, 31, 23, 59))
"""`--date-min`'s and `--date-max`'s defaults, SDLFront's (and the library's)."""

MINUTE_INTERVALS = tuple(n for n in range(1, 31) if 60 % n == 0)
"""The values `--minute-interval` takes: the divisors of 60 from 1 to 30, as SDLFront's."""


def date_argument(text: str) -> datetime.datetime:
    """`parse_date` as an argparse type: text that is no date is a usage error that names it."""
    try:
        return parse_date(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _shown(value: datetime.datetime) -> str:
    return value.isoformat(timespec="minutes")


def add_date_options(parser: argparse.ArgumentParser, verb: str) -> None:
    """Adds `--date` (the host `verb`s, "draw" or "show", a date picker at it instead of a wheel)
    and the options that only apply with it."""
    parser.add_argument("--date", type=date_argument, default=None, metavar="DATE",
                        help=f"{verb} a date picker at this date (YYYY-MM-DD or YYYY-MM-DDTHH:MM), within "
                             "--date-min...--date-max, instead of a wheel")
    parser.add_argument("--date-min", type=date_argument, default=None, metavar="DATE",
                        help="with --date only: the earliest date and time that may be chosen (default "
                             f"{_shown(DEFAULT_RANGE[0])}; earlier days and months are dimmed)")
    parser.add_argument("--date-max", type=date_argument, default=None, metavar="DATE",
                        help="with --date only: the latest date and time that may be chosen (default "
                             f"{_shown(DEFAULT_RANGE[1])}; later days and months are dimmed)")
    parser.add_argument("--minute-interval", type=int, default=None, metavar="N",
                        help="with --date only: minutes between two items of the minute drum, a divisor of 60 "
                             "from 1 to 30 (default: 1)")
    parser.add_argument("--12h", dest="twelve_hour", action="store_true",
                        help="with --date only: a 12-hour clock (1-12 with an AM/PM drum) instead of 24 hours")


def date_picker(parser: argparse.ArgumentParser, args: argparse.Namespace) -> Optional[DatePicker]:
    """The date picker the options of `add_date_options` ask for (None without `--date`), made
    from `args.library`. The checks and their messages are SDLFront's: the range not empty,
    `--date` inside it, the interval a divisor of 60; any failure, and a date option given
    without `--date`, is `parser.error` (exit status 2) naming the value."""
    given = [name for name, value in (("--date-min", args.date_min), ("--date-max", args.date_max),
                                      ("--minute-interval", args.minute_interval),
                                      ("--12h", args.twelve_hour or None)) if value is not None]
    if args.date is None:
        if given:
            verb = "applies" if len(given) == 1 else "apply"
            parser.error(f"{', '.join(given)} only {verb} with --date (the date picker), which is not given")
        return None
    lo = args.date_min or DEFAULT_RANGE[0]
    hi = args.date_max or DEFAULT_RANGE[1]
    if hi < lo:
        parser.error(f"--date-max must not be before --date-min ({_shown(lo)}), got {_shown(hi)}")
    if not lo <= args.date <= hi:
        parser.error(f"--date must be between {_shown(lo)} and {_shown(hi)}, got {_shown(args.date)}")
    interval = 1 if args.minute_interval is None else args.minute_interval
    if interval not in MINUTE_INTERVALS:
        allowed = ", ".join(map(str, MINUTE_INTERVALS))
        parser.error(f"--minute-interval must be a divisor of 60 from 1 to 30 ({allowed}), got {interval}")
    try:
        return DatePicker(args.date, minimum=lo, maximum=hi, minute_interval=interval, twelve_hour=args.twelve_hour,
                          library=args.library)
    except (InvalidArgumentError, OutOfRangeError) as error:  # the library names the value and its range
        parser.error(str(error))
