# Sourced by the Python checks: makes the project's own virtual environment (.venv at the
# checkout's root, ignored by git) with the binding's test and host packages
# (bindings/python/requirements-dev.txt: pygame-ce, pycairo, pytest) and sets PYTHON to its
# interpreter. Nothing is installed into the user's Python.
wheelpicker_python_env() {
    local root venv
    root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
    venv="$root/.venv"
    if [ ! -x "$venv/bin/python" ]; then
        echo "python-env: creating $venv" >&2
        python3 -m venv "$venv" >&2 || {
            echo "python-env: 'python3 -m venv' failed (on Debian: apt-get install python3-venv)" >&2
            return 1
        }
    fi
    if ! "$venv/bin/python" -c 'import pygame, cairo, pytest, setuptools, wheel' >/dev/null 2>&1; then
        echo "python-env: installing bindings/python/requirements-dev.txt into $venv" >&2
        "$venv/bin/python" -m pip install -q --disable-pip-version-check \
            -r "$root/bindings/python/requirements-dev.txt" >&2 || return 1
    fi
    PYTHON="$venv/bin/python"
    export PYTHON
}
wheelpicker_python_env || { echo "python-env: could not set up the project's Python environment" >&2; exit 1; }
unset -f wheelpicker_python_env
