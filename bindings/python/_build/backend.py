"""The package's build backend: setuptools, run on a copy of the source in a temporary directory,
so that `pip install ./bindings/python` leaves no build/ or *.egg-info in the checkout (setuptools
writes both next to the sources it builds). Editable installs stay setuptools' own."""
import os
import shutil
import tempfile

from setuptools import build_meta as _setuptools

_LEFT_OUT = shutil.ignore_patterns("build", "dist", "*.egg-info", "__pycache__", ".pytest_cache")


def _out_of_tree(hook):
    def run(*args, **kwargs):
        # pip passes absolute output directories; make sure, since the hook runs elsewhere.
        args = tuple(os.path.abspath(a) if isinstance(a, str) and os.path.isdir(a) else a for a in args)
        here = os.getcwd()
        with tempfile.TemporaryDirectory(prefix="wheelcore-build-") as scratch:
            copy = os.path.join(scratch, "src")
            shutil.copytree(here, copy, ignore=_LEFT_OUT)
            os.chdir(copy)
            try:
                return hook(*args, **kwargs)
            finally:
                os.chdir(here)
    run.__doc__ = hook.__doc__
    return run


get_requires_for_build_wheel = _out_of_tree(_setuptools.get_requires_for_build_wheel)
get_requires_for_build_sdist = _out_of_tree(_setuptools.get_requires_for_build_sdist)
prepare_metadata_for_build_wheel = _out_of_tree(_setuptools.prepare_metadata_for_build_wheel)
build_wheel = _out_of_tree(_setuptools.build_wheel)
build_sdist = _out_of_tree(_setuptools.build_sdist)
get_requires_for_build_editable = _setuptools.get_requires_for_build_editable
prepare_metadata_for_build_editable = _setuptools.prepare_metadata_for_build_editable
build_editable = _setuptools.build_editable
