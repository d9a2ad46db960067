"""The Settings dialog: language, bot pace, animations and whether bots offer trades to people."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from desktop.common.sound import sounds
from desktop.settings import LANGUAGES, PACES, Settings

# Each language is named in itself, never translated, so anyone can find their own.
LANGUAGE_NAMES = {"cs": "Čeština", "sk": "Slovenčina", "en": "English"}


class SettingsDialog(QDialog):
    """Edit a copy of the settings; `settings()` returns it with the edits."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self._original = settings

        self._language_label = QLabel(self)
        self._language = QComboBox(self)
        self._language.setObjectName("languageCombo")
        self._language.addItem("", "")
        for code in LANGUAGES:
            self._language.addItem(LANGUAGE_NAMES.get(code, code), code)
        self._language.setCurrentIndex(max(0, self._language.findData(settings.language)))
        self._language_label.setBuddy(self._language)

        self._pace_label = QLabel(self)
        self._pace = QComboBox(self)
        self._pace.setObjectName("paceCombo")
        for pace in PACES:
            self._pace.addItem("", pace)
        self._pace.setCurrentIndex(max(0, self._pace.findData(settings.pace)))
        self._pace_label.setBuddy(self._pace)

        self._animations = QCheckBox(self)
        self._animations.setObjectName("animationsCheck")
        self._animations.setChecked(settings.animations)

        self._offers = QCheckBox(self)
        self._offers.setObjectName("botOffersCheck")
        self._offers.setChecked(settings.bot_offers)

        self._sound = QCheckBox(self)
        self._sound.setObjectName("soundCheck")
        self._sound.setChecked(settings.sound)
        self._volume_label = QLabel(self)
        self._volume = QSlider(Qt.Orientation.Horizontal, self)
        self._volume.setObjectName("volumeSlider")
        self._volume.setRange(0, 100)
        self._volume.setValue(settings.volume)
        self._volume_label.setBuddy(self._volume)
        self._sound.toggled.connect(self._volume.setEnabled)
        self._volume.setEnabled(settings.sound)
        self._volume.sliderReleased.connect(self._try_volume)
        self._sound_row = QHBoxLayout()
        self._sound_row.addWidget(self._sound)
        self._sound_row.addWidget(self._volume_label)
        self._sound_row.addWidget(self._volume, 1)
        if not sounds().available():  # nothing on this system can play: say so rather than pretend
            for w in (self._sound, self._volume):
                w.setEnabled(False)

        form = QFormLayout()
        form.addRow(self._language_label, self._language)
        form.addRow(self._pace_label, self._pace)
        form.addRow("", self._animations)
        form.addRow("", self._offers)
        form.addRow("", self._sound_row)

        self._buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self._buttons.accepted.connect(self.accept)
        self._buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addStretch(1)
        layout.addWidget(self._buttons)
        self.retranslate_ui()

    def settings(self) -> Settings:
        """A copy of the settings given, with this dialog's edits."""
        return dataclasses.replace(
            self._original,
            language=str(self._language.currentData()),
            pace=str(self._pace.currentData()),
            animations=self._animations.isChecked(),
            bot_offers=self._offers.isChecked(),
            sound=self._sound.isChecked(),
            volume=self._volume.value(),
            recent=list(self._original.recent),
            setups=dict(self._original.setups),
        )

    def _try_volume(self) -> None:
        """Let the player hear the volume just chosen."""
        player = sounds()
        enabled, volume = player.enabled, player.volume
        player.enabled, player.volume = True, self._volume.value()
        player.play("build")
        player.enabled, player.volume = enabled, volume

    def language_combo(self) -> QComboBox:
        """The language chooser (for tests)."""
        return self._language

    def pace_combo(self) -> QComboBox:
        """The bot pace chooser (for tests)."""
        return self._pace

    def animations_check(self) -> QCheckBox:
        """The animations checkbox (for tests)."""
        return self._animations

    def _pace_label_text(self, pace: str) -> str:
        labels = {
            "fast": self.tr("Fast (no animation)"),
            "normal": self.tr("Normal"),
            "slow": self.tr("Slow"),
        }
        return labels.get(pace, pace)

    def retranslate_ui(self) -> None:
        """Re-apply every text in the current language (language names stay in their own language)."""
        self.setWindowTitle(self.tr("Settings"))
        self._language_label.setText(self.tr("&Language:"))
        self._language.setItemText(0, self.tr("System default"))
        self._pace_label.setText(self.tr("&Bot pace:"))
        self._pace.setToolTip(self.tr("How long a bot's move stays on screen before the next one."))
        for i in range(self._pace.count()):
            self._pace.setItemText(i, self._pace_label_text(str(self._pace.itemData(i))))
        self._animations.setText(self.tr("&Animate moves"))
        self._offers.setText(self.tr("Bots may &offer me trades (Catan)"))
        self._sound.setText(self.tr("&Sounds"))
        self._sound.setToolTip(
            self.tr("Dice, a piece built, a card, your turn, the sand running out.")
            if sounds().available()
            else self.tr("No program to play sounds was found on this computer.")
        )
        self._volume_label.setText(self.tr("&Volume:"))
        self._offers.setToolTip(
            self.tr("Off: bots trade among themselves and never ask you; you can still offer trades to them.")
        )
        self._buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))
        self._buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("OK"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
