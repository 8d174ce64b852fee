"""The fuzzer's figures: a run's summary (printed), and the figures file every run writes, with one
row per run in this pytest session. Mixed into `Fuzzer` (fuzz_runner.py).
"""
import collections
import datetime
import os
import pathlib
import subprocess
import sys

from figures_support import percentile, vm_rss_kib

# Written on every run outside the tree (so a test run leaves the checkout clean); the figures
# recorded in BENCHMARKS.md were copied from it.
FIGURES_PATH = pathlib.Path(os.environ.get("COLR_FUZZ_FIGURES", "/tmp/colr-fuzz-figures.md"))
FIGURES = collections.OrderedDict()  # run label -> figures, for this pytest run


def rss_kib(pid):
    """The server's resident memory in KiB, or None once it is gone."""
    try:
        return vm_rss_kib(pid)
    except OSError:
        return None


def percentile_or_zero(values, fraction):
    return percentile(values, fraction) if values else 0.0


class FuzzReport:
    """A run's figures (for the figures file) and its printed summary."""

    def figures(self):
        seconds = max(self.elapsed, 1e-9)
        socket_steps = sum(count for kind, count in self.kinds.items() if kind.startswith("socket"))
        api_steps = sum(count for kind, count in self.kinds.items() if kind.startswith("api"))
        return {
            "label": self.label, "database": self.database, "seed": self.seed, "result": self.result,
            "steps": sum(self.kinds.values()), "socket_steps": socket_steps, "form_steps": self.kinds["form"],
            "api_steps": api_steps, "seconds": seconds, "requests": self.requests,
            "requests_per_second": self.requests / seconds, "events": self.events,
            "events_per_second": self.events / seconds,
            "p50_ms": percentile_or_zero(self.api_latencies, 0.5) * 1000,
            "p99_ms": percentile_or_zero(self.api_latencies, 0.99) * 1000,
            "rss_start": self.rss_start, "rss_end": self.rss_end, "rate_limited": self.rate_limited,
            "server_errors": sum(count for status, count in self.statuses.items() if status >= 500),
        }

    def summary(self):
        figures = self.figures()
        mb = lambda kib: f"{kib / 1024:.1f} MB" if kib else "n/a"
        lines = [
            f"[fuzz {self.label}] summary (seed {self.seed}, {self.database}): {self.result}",
            f"  steps: {figures['steps']} in {figures['seconds']:.1f} s"
            + (" (stopped at the time limit)" if self.stopped_early else ""),
            "  by kind: " + ", ".join(f"{kind} {count}" for kind, count in sorted(self.kinds.items())),
            f"  HTTP: {self.requests} requests, {figures['requests_per_second']:.1f}/s; statuses "
            + ", ".join(f"{status}: {count}" for status, count in sorted(self.statuses.items())),
            f"  socket events: {self.events}, {figures['events_per_second']:.1f}/s; sockets opened "
            f"{self.session_count}",
            f"  API latency: p50 {figures['p50_ms']:.1f} ms, p99 {figures['p99_ms']:.1f} ms "
            f"({len(self.api_latencies)} requests)",
            f"  server RSS: {mb(self.rss_start)} at start, {mb(self.rss_end)} at end",
        ]
        if self.closes:
            lines.append("  sockets ended by the server: " + "; ".join(
                f"{reason} ×{count}" for reason, count in self.closes.most_common()))
        for note, count in sorted(self.notes.items()):
            lines.append(f"  note: {note} ×{count}")
            if note in self.examples:
                lines.append(f"      first: {self.examples[note]}")
        for note, example in sorted(self.examples.items()):
            if note.startswith("socket "):
                lines.append(f"  first {note}: {example}")
        for raw, expected, hex_value in self.mismatches[:5]:
            lines.append(f"  normalization differs from Python's: {raw!r} -> expected {expected!r} on {hex_value}")
        return "\n".join(lines)


def write_figures():
    command = "python3 -m pytest " + " ".join(sys.argv[1:])
    knobs = " ".join(f"{name}={os.environ[name]}" for name in sorted(os.environ) if name.startswith("COLR_FUZZ_"))
    try:
        root = pathlib.Path(__file__).resolve().parents[2]
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=root, capture_output=True,
                                text=True, timeout=10).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain"], cwd=root, capture_output=True, text=True,
                               timeout=10).stdout.strip()
        revision = f"commit {commit}" + (" plus uncommitted changes" if dirty else "")
    except (OSError, subprocess.SubprocessError):
        revision = "unknown revision"
    when = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    mb = lambda kib: f"{kib / 1024:.0f} MB" if kib else "n/a"
    lines = [
        "<!-- Written by Tests/Service/test_fuzz.py on every run; copy into BENCHMARKS.md. -->",
        "### Fuzzing (Tests/Service/test_fuzz.py)",
        "",
        f"Command: `{(knobs + ' ') if knobs else ''}{command}` — {when}, {revision}, debug build "
        f"(`.build/debug/colr`), {os.cpu_count()} cores. The main runs use "
        "`COLR_WRITES_PER_MINUTE=100000 COLR_WRITE_BURST=100000`; the limited run uses the default write limits.",
        "",
        "| Run | Database | Seed | Result | Steps (socket / form / API) | Time | HTTP requests/s | Socket events/s "
        "| API p50 | API p99 | Server RSS start → end | 429s | 5xx |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for figures in FIGURES.values():
        lines.append(
            f"| {figures['label']} | {figures['database']} | {figures['seed']} | {figures['result']} "
            f"| {figures['steps']} "
            f"({figures['socket_steps']} / {figures['form_steps']} / {figures['api_steps']}) "
            f"| {figures['seconds']:.1f} s | {figures['requests_per_second']:.0f} | {figures['events_per_second']:.0f} "
            f"| {figures['p50_ms']:.1f} ms | {figures['p99_ms']:.1f} ms "
            f"| {mb(figures['rss_start'])} → {mb(figures['rss_end'])} | {figures['rate_limited']} "
            f"| {figures['server_errors']} |")
    FIGURES_PATH.write_text("\n".join(lines) + "\n")


def run_fuzzer(fuzzer):
    try:
        fuzzer.run()
    finally:
        FIGURES[fuzzer.label] = fuzzer.figures()
        write_figures()
