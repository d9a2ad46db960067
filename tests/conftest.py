"""Test set-up: Qt offscreen and private data/config dirs, before anything imports Qt."""

import atexit
import os
import shutil
import sys
import tempfile
from pathlib import Path

os.environ["QT_QPA_PLATFORM"] = "offscreen"
_home = tempfile.mkdtemp(prefix="pristav-test-")
atexit.register(shutil.rmtree, _home, True)  # the run leaves nothing in the temp folder
for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME", "XDG_DOCUMENTS_DIR"):
    os.environ[var] = os.path.join(_home, var.lower())
os.environ.setdefault("PRISTAV_TEST", "1")

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

# Property tests explore new examples on a developer's machine; CI replays a fixed sequence so
# that main stays green for reasons in the code, not in the draw.
from hypothesis import settings as _hypothesis_settings  # noqa: E402

_hypothesis_settings.register_profile("ci", derandomize=True, database=None)
if os.environ.get("CI"):
    _hypothesis_settings.load_profile("ci")
