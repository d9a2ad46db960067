"""The protocol every game implements, and the machinery around it."""

from engine.core.actions import Action, action_from_json, action_to_json
from engine.core.errors import IllegalAction, SaveError
from engine.core.messages import QT_TRANSLATE_NOOP, Message, MessageKey
from engine.core.options import OptionSpec
from engine.core.protocol import Game, Outcome
from engine.core.rng import Chance, Rng

__all__ = [
    "Action",
    "Chance",
    "Game",
    "IllegalAction",
    "Message",
    "MessageKey",
    "OptionSpec",
    "Outcome",
    "QT_TRANSLATE_NOOP",
    "Rng",
    "SaveError",
    "action_from_json",
    "action_to_json",
]
