"""Widgets and machinery shared by every game's desktop."""
