"""What a scene may put in the prompt bar besides an action or a callable."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Unavailable:
    """A decision that exists but cannot be taken now: its button is shown greyed out, with the reason
    as its tooltip (rather than missing, which leaves a new player looking for it)."""

    reason: str
