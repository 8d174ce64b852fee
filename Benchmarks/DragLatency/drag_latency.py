"""Input-to-screen latency of a slider drag in a real Chromium against a running `colr serve`.

A drag is a stream of `input` events on the Picker's brightness slider, 60 a second for two
seconds, ending on a known value; the figure is the time from the last event to the moment the
page shows that value. The baseline, measured in the same run, is one lone change: the time
from a single `input` event to its value on screen. Each is the median of several runs.

    python3 Benchmarks/DragLatency/drag_latency.py URL [runs]
"""
import pathlib
import statistics
import sys

# Chromium as the Python test suites start it.
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "Tests" / "PythonSupport"))
from colr_testing import make_browser  # noqa: E402

# Runs in the page: drives the slider and resolves with milliseconds from the last input to
# the brightness label showing its value. Timing is read with performance.now() in the page,
# so WebDriver's own round trips do not count.
DRAG = """
const [count, interval, done] = [arguments[0], arguments[1], arguments[arguments.length - 1]];
const slider = document.querySelector('input[aria-label="B"]');
const label = () => [...document.querySelectorAll('[aria-label="B value"]')].map(e => e.textContent)[0];
const values = [];
for (let i = 0; i < count; i++) values.push(String(20 + (i * 7) % 80));
// The last value differs from what the label shows now, so its arrival is unmistakable.
const last = label() === "13%" ? "14" : "13";
values[values.length - 1] = last;
let i = 0;
const step = () => {
  slider.value = values[i];
  slider.dispatchEvent(new Event("input", { bubbles: true }));
  i += 1;
  if (i < values.length) { setTimeout(step, interval); return; }
  const released = performance.now();
  const poll = () => {
    if (label() === last + "%") done(performance.now() - released);
    else if (performance.now() - released > 20000) done(-1);
    else requestAnimationFrame(poll);
  };
  poll();
};
step();
"""


def main():
    url, runs = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 5
    driver = make_browser(width=1440, height=900)
    driver.set_script_timeout(60)
    try:
        driver.get(url + "/picker")
        driver.execute_async_script(
            "const done = arguments[0]; const wait = () => document.documentElement.classList.contains('vk-live')"
            " ? done() : setTimeout(wait, 20); wait();")
        single, drag = [], []
        for _ in range(runs):
            single.append(driver.execute_async_script(DRAG, 1, 0))
            drag.append(driver.execute_async_script(DRAG, 120, 1000 / 60))
        if min(single + drag) < 0:
            raise SystemExit("the page never showed the last value")
        one, dragged = statistics.median(single), statistics.median(drag)
        print(f"one change, input to screen         {one:7.1f} ms   (baseline, median of {runs})")
        print(f"2 s drag at 60/s, release to screen  {dragged:7.1f} ms   ratio {dragged / one:.2f}×"
              f"  goal: within 50 ms of release")
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
