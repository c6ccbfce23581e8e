"""Baseline from Python: lay out JSON scenes, render them, and measure text with real fonts.

A thin ctypes layer over the C library (libBaselineC.so, ``include/baseline.h``); nothing is
compiled on the user's side.

    >>> import baseline
    >>> baseline.measure_text("H H", size=10, width=10).line_count
    2

The library is found through ``$BASELINE_LIBRARY``; then inside this package (the wheel ``make
dist`` writes carries it, with the fonts); then the prefix ``make install`` put this
package's copy under (``PREFIX/lib``); then ``pkg-config --variable=libdir baseline``; then the
checkout this package sits in (``.build/release`` or ``.build/debug``); then the system's library
path. Fonts come from ``$BASELINE_FONTS``, else the checkout's ``Fonts/`` when the package runs
from one, else the fonts installed beside the library (``PREFIX/share/baseline/Fonts``).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import json
import math
import os
import shutil
import subprocess
import threading
from typing import Any, NamedTuple, Optional, Union

__all__ = [
    "BaselineError",
    "Engine",
    "Text",
    "TextMetrics",
    "layout",
    "render",
    "measure_text",
]

_CHECKOUT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

OK = 0
ERROR_ARGUMENT = 1
ERROR_SCENE = 2
ERROR_FONTS = 3
ERROR_RENDER = 4


class BaselineError(Exception):
    """A call the library refused: ``code`` is one of the ERROR_ constants, the message says why."""

    def __init__(self, code: int, message: str):
        super().__init__(message)
        self.code = code


class TextMetrics(NamedTuple):
    """A text's size and baselines (from its top) for one proposed width, in points."""

    width: float
    height: float
    first_baseline: float
    last_baseline: float
    line_count: int
    truncated: bool


class _CMetrics(ctypes.Structure):
    _fields_ = [
        ("width", ctypes.c_double),
        ("height", ctypes.c_double),
        ("first_baseline", ctypes.c_double),
        ("last_baseline", ctypes.c_double),
        ("line_count", ctypes.c_int32),
        ("truncated", ctypes.c_int32),
    ]


def _installed_prefix() -> Optional[str]:
    """The prefix ``make install`` wrote into this package's ``_prefix.py``, if any."""
    try:
        from . import _prefix  # type: ignore[attr-defined]
    except ImportError:
        return None
    return getattr(_prefix, "PREFIX", None)


def _pkg_config_libdir() -> Optional[str]:
    """The library folder pkg-config knows for ``baseline``, if pkg-config and the file are there."""
    if shutil.which("pkg-config") is None:
        return None
    try:
        found = subprocess.run(["pkg-config", "--variable=libdir", "baseline"], capture_output=True, text=True,
                               timeout=10)
    except (OSError, subprocess.SubprocessError):
        return None
    libdir = found.stdout.strip()
    return libdir if found.returncode == 0 and libdir else None


def _library_path() -> str:
    explicit = os.environ.get("BASELINE_LIBRARY")
    if explicit:
        return explicit
    bundled = os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib", "libBaselineC.so")
    if os.path.exists(bundled):
        return bundled
    prefix = _installed_prefix()
    libdirs = [os.path.join(prefix, "lib")] if prefix else []
    libdir = _pkg_config_libdir()
    if libdir:
        libdirs.append(libdir)
    for folder in libdirs:
        candidate = os.path.join(folder, "libBaselineC.so")
        if os.path.exists(candidate):
            return candidate
    for configuration in ("release", "debug"):
        candidate = os.path.join(_CHECKOUT, ".build", configuration, "libBaselineC.so")
        if os.path.exists(candidate):
            return candidate
    found = ctypes.util.find_library("BaselineC")
    if found:
        return found
    raise BaselineError(ERROR_ARGUMENT, "libBaselineC.so not found: build it (swift build --product BaselineC) "
                        "or set BASELINE_LIBRARY")


_lib = None
_lib_lock = threading.Lock()


def _c() -> ctypes.CDLL:
    global _lib
    with _lib_lock:
        if _lib is None:
            lib = ctypes.CDLL(_library_path())
            p = ctypes.c_void_p
            err = ctypes.POINTER(ctypes.c_void_p)
            lib.baseline_engine_create.argtypes = [ctypes.c_char_p, ctypes.POINTER(p), err]
            lib.baseline_engine_destroy.argtypes = [p]
            lib.baseline_engine_destroy.restype = None
            for name in ("baseline_layout", "baseline_render_svg"):
                getattr(lib, name).restype = ctypes.c_int
            lib.baseline_layout.argtypes = [p, ctypes.c_char_p, ctypes.c_size_t, ctypes.POINTER(p),
                                            ctypes.POINTER(ctypes.c_size_t), err]
            lib.baseline_render_svg.argtypes = [p, ctypes.c_char_p, ctypes.c_size_t, ctypes.c_int, ctypes.POINTER(p),
                                                ctypes.POINTER(ctypes.c_size_t), err]
            lib.baseline_render_png.argtypes = [p, ctypes.c_char_p, ctypes.c_size_t, ctypes.c_double, ctypes.c_int,
                                                ctypes.POINTER(p), ctypes.POINTER(ctypes.c_size_t), err]
            lib.baseline_text_create.argtypes = [p, ctypes.c_char_p, ctypes.c_size_t, ctypes.c_char_p, ctypes.c_double,
                                                 ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.POINTER(p), err]
            lib.baseline_text_destroy.argtypes = [p]
            lib.baseline_text_destroy.restype = None
            lib.baseline_text_measure.argtypes = [p, ctypes.c_double, ctypes.POINTER(_CMetrics), err]
            lib.baseline_free.argtypes = [p]
            lib.baseline_free.restype = None
            lib.baseline_version.restype = ctypes.c_char_p
            _lib = lib
        return _lib


def _c_int(name: str, value: int) -> int:
    """`value` as a C int, or ValueError: ctypes would wrap 2**31 and above silently."""
    number = int(value)
    if not -2**31 <= number < 2**31:
        raise ValueError(f"{name} must fit a 32-bit C int, got {number}")
    return number


def _c_string(name: str, value: str) -> bytes:
    """`value` as UTF-8 for a C string, or ValueError when it holds a NUL (C would cut it there)."""
    if "\0" in value:
        raise ValueError(f"{name} must not contain a NUL character")
    return value.encode("utf-8")


def _check(status: int, error: ctypes.c_void_p) -> None:
    if status == OK:
        return
    lib = _c()
    message = ctypes.string_at(error.value).decode("utf-8", "replace") if error.value else "error %d" % status
    if error.value:
        lib.baseline_free(error)
    raise BaselineError(status, message)


def _take(pointer: ctypes.c_void_p, length: ctypes.c_size_t) -> bytes:
    lib = _c()
    try:
        return ctypes.string_at(pointer.value, length.value)
    finally:
        lib.baseline_free(pointer)


def _scene_bytes(scene: Union[dict, str, bytes]) -> bytes:
    if isinstance(scene, bytes):
        return scene
    if isinstance(scene, str):
        return scene.encode("utf-8")
    return json.dumps(scene).encode("utf-8")


def version() -> str:
    """The C library's version."""
    return _c().baseline_version().decode()


class Text:
    """A text in a font, shaped once; measure it at any width (thread-safe)."""

    def __init__(self, engine: "Engine", text: str, family: Optional[str], size: float, weight: int,
                 italic: bool, line_limit: int):
        lib = _c()
        data = text.encode("utf-8")
        handle = ctypes.c_void_p()
        error = ctypes.c_void_p()
        status = lib.baseline_text_create(engine._handle, data, len(data),
                                          _c_string("family", family) if family is not None else None,
                                          float(size), _c_int("weight", weight), 1 if italic else 0,
                                          _c_int("line_limit", line_limit),
                                          ctypes.byref(handle), ctypes.byref(error))
        _check(status, error)
        self._engine = engine
        self._handle = handle

    def measure(self, width: Optional[float] = None) -> TextMetrics:
        """Size and baselines for a proposed width (None: no limit)."""
        metrics = _CMetrics()
        error = ctypes.c_void_p()
        proposed = -1.0 if width is None or math.isnan(width) else float(width)
        _check(_c().baseline_text_measure(self._handle, proposed, ctypes.byref(metrics), ctypes.byref(error)), error)
        return TextMetrics(metrics.width, metrics.height, metrics.first_baseline, metrics.last_baseline,
                           metrics.line_count, bool(metrics.truncated))

    def __del__(self):
        handle = getattr(self, "_handle", None)
        if handle and _lib is not None:
            _lib.baseline_text_destroy(handle)
            self._handle = None


class Engine:
    """Fonts and their caches; share one between threads."""

    def __init__(self, fonts_directory: Optional[str] = None):
        lib = _c()
        if fonts_directory is None:
            checkout_fonts = os.path.join(_CHECKOUT, "Fonts")
            # None lets the library find the fonts installed beside it (PREFIX/share/baseline/Fonts,
            # or baseline/share/baseline/Fonts in the wheel).
            fonts_directory = os.environ.get("BASELINE_FONTS") or (
                checkout_fonts if os.path.exists(os.path.join(checkout_fonts, "manifest.json")) else None)
        handle = ctypes.c_void_p()
        error = ctypes.c_void_p()
        directory = None if fonts_directory is None else _c_string("fonts_directory", fonts_directory)
        _check(lib.baseline_engine_create(directory, ctypes.byref(handle),
                                          ctypes.byref(error)),
               error)
        self._handle = handle

    def layout(self, scene: Union[dict, str, bytes]) -> dict[str, Any]:
        """The layout result of a scene (docs/scenes.md) as a dict: size and nodes."""
        data = _scene_bytes(scene)
        out, length, error = ctypes.c_void_p(), ctypes.c_size_t(), ctypes.c_void_p()
        _check(_c().baseline_layout(self._handle, data, len(data), ctypes.byref(out), ctypes.byref(length),
                                    ctypes.byref(error)), error)
        return json.loads(_take(out, length))

    def render(self, scene: Union[dict, str, bytes], path: str, scale: float = 1.0, guides: bool = False) -> None:
        """Draws a scene to `path`: PNG when it ends in .png, else SVG."""
        data = _scene_bytes(scene)
        out, length, error = ctypes.c_void_p(), ctypes.c_size_t(), ctypes.c_void_p()
        if path.lower().endswith(".png"):
            status = _c().baseline_render_png(self._handle, data, len(data), float(scale), 1 if guides else 0,
                                              ctypes.byref(out), ctypes.byref(length), ctypes.byref(error))
        else:
            status = _c().baseline_render_svg(self._handle, data, len(data), 1 if guides else 0, ctypes.byref(out),
                                              ctypes.byref(length), ctypes.byref(error))
        _check(status, error)
        with open(path, "wb") as file:
            file.write(_take(out, length))

    def text(self, text: str, family: Optional[str] = None, size: float = 17, weight: int = 400,
             italic: bool = False, line_limit: int = 0) -> Text:
        """A text handle to measure at many widths (a host layout engine's measure function)."""
        return Text(self, text, family, size, weight, italic, line_limit)

    def measure_text(self, text: str, width: Optional[float] = None, family: Optional[str] = None,
                     size: float = 17, weight: int = 400, italic: bool = False, line_limit: int = 0) -> TextMetrics:
        """Size and baselines of a text for one proposed width."""
        return self.text(text, family, size, weight, italic, line_limit).measure(width)

    def __del__(self):
        handle = getattr(self, "_handle", None)
        if handle and _lib is not None:
            _lib.baseline_engine_destroy(handle)
            self._handle = None


_default: Optional[Engine] = None
_default_lock = threading.Lock()


def _engine() -> Engine:
    global _default
    with _default_lock:
        if _default is None:
            _default = Engine()
        return _default


def layout(scene: Union[dict, str, bytes]) -> dict[str, Any]:
    """The layout result of a scene, with the bundled fonts."""
    return _engine().layout(scene)


def render(scene: Union[dict, str, bytes], path: str, scale: float = 1.0, guides: bool = False) -> None:
    """Draws a scene to a PNG or SVG file, with the bundled fonts."""
    _engine().render(scene, path, scale, guides)


def measure_text(text: str, width: Optional[float] = None, family: Optional[str] = None, size: float = 17,
                 weight: int = 400, italic: bool = False, line_limit: int = 0) -> TextMetrics:
    """Size and baselines of a text for one proposed width, with the bundled fonts."""
    return _engine().measure_text(text, width, family, size, weight, italic, line_limit)
