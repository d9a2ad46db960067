"""Störtebeker on the desktop."""
