"""PyInstaller runtime hook of the frozen build: a stand-in for PySide6.QtOpenGL.

pyqtgraph imports PySide6.QtOpenGL when it is imported, only to have it at hand for drawing curves
with OpenGL, which Přístav never turns on. The real binding is 8.5 MB, so the frozen build leaves it
out and registers this module under its name: importing it works, using anything from it says why it
is missing (packaging/pristav.spec excludes the binding; docs/NOTES.md gives the figures).
"""

import sys
import types


class _NotBundled(types.ModuleType):
    def __getattr__(self, name: str) -> object:
        raise ImportError(f"PySide6.QtOpenGL.{name}: OpenGL drawing is not part of Přístav's frozen build")


sys.modules.setdefault("PySide6.QtOpenGL", _NotBundled("PySide6.QtOpenGL"))
