"""Shared fixtures. scripts/python-check.sh sets the environment (run the suite through it):

    WHEELCORE_LIBRARY   libwheelcore.so to test (else pkg-config, else the system loader)
    WHEELPICKER_ROOT    the checkout (Assets/, for elements.csv and the fonts)
    WHEELCORE_EXAMPLE   the WheelExample binary (its event lines are the reference)
    WHEELCORE_SDLFRONT  the SDLFront binary (its headless screenshot is the reference picture)

Run by hand from a checkout without them, the suite builds the binaries it needs with
`swift build --product NAME` (debug) before using them.
"""
import os
import pathlib
import shutil
import subprocess

import pytest

ROOT = pathlib.Path(os.environ.get("WHEELPICKER_ROOT", pathlib.Path(__file__).resolve().parents[3]))


def _swift():
    found = shutil.which("swift")
    if found:
        return found
    fallback = pathlib.Path("/opt/swift/usr/bin/swift")
    return str(fallback) if fallback.exists() else None


def _build(name):
    """Builds product NAME in the checkout (debug) and returns its path, or None without Swift."""
    swift = _swift()
    if swift is None or not (ROOT / "Package.swift").exists():
        return None
    subprocess.run([swift, "build", "--product", name], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    shown = subprocess.run([swift, "build", "--show-bin-path"], cwd=ROOT, check=True, capture_output=True, text=True)
    return pathlib.Path(shown.stdout.strip()) / name


def _binary(variable, name):
    path = os.environ.get(variable)
    if not path:
        path = ROOT / ".build" / "debug" / name
        if not os.access(str(path), os.X_OK):
            path = _build(name) or path
    if not os.access(str(path), os.X_OK):
        pytest.fail(f"{name} not found at {path}: set ${variable} (scripts/python-check.sh does)")
    return str(path)


@pytest.fixture(scope="session")
def root():
    return ROOT


@pytest.fixture(scope="session")
def elements():
    from wheelcore.cairo_host import load_elements
    return load_elements(str(ROOT / "Assets" / "elements.csv"))


@pytest.fixture(scope="session")
def wheel_example():
    return _binary("WHEELCORE_EXAMPLE", "WheelExample")


@pytest.fixture(scope="session")
def sdlfront():
    return _binary("WHEELCORE_SDLFRONT", "SDLFront")


def numbered(i, role):
    return str(i + 1) if role == 0 else f"Item {i + 1}"
