"""Catan on the desktop."""
