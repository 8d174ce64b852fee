"""The runtime tests start Chromium through the Python suites' shared support
(Tests/PythonSupport/colr_testing.py)."""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "PythonSupport"))
