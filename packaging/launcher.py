"""Entry script of the frozen app (PyInstaller)."""

import PySide6.QtSvg  # noqa: F401 - makes PyInstaller collect the SVG plugin and module

from desktop.app import main

raise SystemExit(main())
