"""A seeded fuzz test against a real `colr serve`: app pages driven over the /live socket, script-free
form posts, and API reads and writes, interleaved from one `random.Random(SEED)`.

Checked throughout: the process stays up; no answer is 5xx (a 503 only with Retry-After); no
page or patch carries the fuzzer's markup unescaped; every socket event is acknowledged unless
the server closed the socket (closing by the server is allowed: the fuzzer opens another);
tampered form posts are refused; a new scheme never gets the id of a deleted one.

Checked after every API tag write, on reads, and at the end, through the API: a color's tags have
no duplicates and are normalized (lowercase, trimmed, no control or format characters, at most 64
characters), and every tag the fuzzer added (2xx) and did not delete is still there (the app and
forms may add tags, so the model must be a subset). Every scheme the fuzzer saved and did not
delete is readable with the colors it last saved, exactly when only the fuzzer can have written
it since; as a prefix when "Add to Palette" (which appends to the newest scheme) was tapped after
the fuzzer's write; and as one of the versions the fuzzer saved, with colors appended, when a
palette editor had it open (editors save the colors they loaded, and may delete).

Knobs (environment): COLR_FUZZ_SEED, COLR_FUZZ_STEPS (main run), COLR_FUZZ_LIMITED_STEPS (the
phase at the default write limits), COLR_FUZZ_PG_STEPS, COLR_FUZZ_MAX_SECONDS (per run).
A failure message starts with the seed and the step; rerun with COLR_FUZZ_SEED=<seed>.
"""
import os

from fuzz_report import run_fuzzer
from fuzz_runner import Fuzzer

SEED = int(os.environ.get("COLR_FUZZ_SEED", "20261122"))
STEPS = int(os.environ.get("COLR_FUZZ_STEPS", "3000"))
LIMITED_STEPS = int(os.environ.get("COLR_FUZZ_LIMITED_STEPS", "300"))
PG_STEPS = int(os.environ.get("COLR_FUZZ_PG_STEPS", "1500"))
MAX_SECONDS = float(os.environ.get("COLR_FUZZ_MAX_SECONDS", "240"))
FAST_WRITES = {"COLR_WRITES_PER_MINUTE": "100000", "COLR_WRITE_BURST": "100000"}


def test_fuzz_app_and_api(colr):
    """Thousands of seeded steps over sockets, forms and the API; then the store's invariants."""
    process = colr(env=dict(FAST_WRITES))
    run_fuzzer(Fuzzer(process, SEED, "main", STEPS, MAX_SECONDS))
    # A short phase at the default write limits: 429s must appear, and nothing may break.
    limited = colr()
    fuzzer = Fuzzer(limited, SEED, "default limits", LIMITED_STEPS, MAX_SECONDS, weights=(0.2, 0.1, 0.7))
    run_fuzzer(fuzzer)
    assert fuzzer.rate_limited > 0, f"seed {SEED}: no 429 in {LIMITED_STEPS} steps at the default write limits"


def test_fuzz_app_and_api_postgres(colr, postgres_database):
    """The same fuzzing against PostgreSQL (a fresh database, dropped afterwards)."""
    process = colr(env=dict(FAST_WRITES), database=postgres_database.url)
    try:
        run_fuzzer(Fuzzer(process, SEED, "main (PostgreSQL)", PG_STEPS, MAX_SECONDS, database="PostgreSQL"))
    finally:
        if process.alive():
            status = process.terminate()
            assert status == 0, f"colr serve exited with {status} on SIGTERM:\n{process.output()[-3000:]}"
