"""Dialogs: new game, settings and the rules window."""

from desktop.dialogs.new_game import NewGameConfig, NewGameDialog
from desktop.dialogs.rules import RulesDialog
from desktop.dialogs.settings_dialog import SettingsDialog

__all__ = ["NewGameConfig", "NewGameDialog", "RulesDialog", "SettingsDialog"]
