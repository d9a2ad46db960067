"""Golden Horn on the desktop."""
