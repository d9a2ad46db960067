"""Shipyard on the desktop."""
