// A tiny test harness for the page runtime, run in a real browser (index.html, test_runtime.py).
//
//   import { suite, assert, fixture } from "./harness.js";
//   const test = suite("socket.js");
//   test("numbers events", async () => { assert.equal(...); });
//
// Tests run one at a time, in order; an async test is awaited (5 s at most). A test that makes
// no assertion fails, so none passes by doing nothing. Each test's fixture (see `fixture`) and
// anything registered with `cleanup` are removed after it. When all have run, `window.__results`
// is `{ done: true, results: [{ name, ok, message, ms }] }`.

const tests = [];
let assertions = 0;
let cleanups = [];

/** A function registering tests whose names begin with `module`. */
export function suite(module) {
  return (name, fn) => tests.push({ name: module + " > " + name, fn });
}

/** Runs `fn` after the current test, pass or fail. */
export function cleanup(fn) { cleanups.push(fn); }

/** A fresh element in the document holding `html`, removed after the test. */
export function fixture(html = "") {
  const element = document.createElement("div");
  element.className = "fixture";
  element.innerHTML = html;
  document.body.append(element);
  cleanup(() => element.remove());
  return element;
}

export class AssertionError extends Error {}

const show = (value) => {
  try { return JSON.stringify(value); } catch (_) { return String(value); }
};
const equalDeep = (a, b) => {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && equalDeep(a[key], b[key]));
};
const check = (pass, message) => {
  assertions += 1;
  if (!pass) throw new AssertionError(message);
};

export const assert = {
  ok(value, message = "expected a true value") { check(Boolean(value), message + " (got " + show(value) + ")"); },
  equal(actual, expected, message = "") {
    check(Object.is(actual, expected), (message ? message + ": " : "") + "expected " + show(expected) + ", got " + show(actual));
  },
  deepEqual(actual, expected, message = "") {
    check(equalDeep(actual, expected), (message ? message + ": " : "") + "expected " + show(expected) + ", got " + show(actual));
  },
  /** Within `tolerance` of `expected`. */
  near(actual, expected, tolerance, message = "") {
    check(Math.abs(actual - expected) <= tolerance,
      (message ? message + ": " : "") + "expected " + expected + " ± " + tolerance + ", got " + actual);
  },
  throws(fn, message = "expected an exception") {
    let threw = false;
    try { fn(); } catch (_) { threw = true; }
    check(threw, message);
  },
};

/** Resolves after `ms` milliseconds. */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves when `condition()` is true (checked every 5 ms), or rejects after `timeout` ms. */
export async function until(condition, timeout = 2000, what = "a condition") {
  const deadline = performance.now() + timeout;
  while (!condition()) {
    if (performance.now() > deadline) throw new AssertionError("timed out waiting for " + what);
    await sleep(5);
  }
}

/** Loads every test file, runs every test, and publishes the results. */
export async function run(files) {
  const results = [];
  for (const file of files) {
    try { await import(file); } catch (error) {
      results.push({ name: file.replace(/^.*\//, "").replace(/\.test\.js$/, ".js") + " > (loads)", ok: false, message: String((error && error.stack) || error), ms: 0 });
    }
  }
  for (const { name, fn } of tests) {
    assertions = 0;
    const started = performance.now();
    let ok = true, message = "";
    try {
      let timer;
      const timeout = new Promise((_, reject) => { timer = setTimeout(() => reject(new AssertionError("timed out after 5 s")), 5000); });
      try { await Promise.race([fn(), timeout]); } finally { clearTimeout(timer); }
      if (assertions === 0) { ok = false; message = "the test made no assertion"; }
    } catch (error) {
      ok = false;
      message = error instanceof AssertionError ? error.message : String((error && error.stack) || error);
    }
    for (const undo of cleanups.reverse()) { try { undo(); } catch (error) { if (ok) { ok = false; message = "cleanup: " + error; } } }
    cleanups = [];
    results.push({ name, ok, message, ms: Math.round(performance.now() - started) });
  }
  window.__results = { done: true, results };
  const failed = results.filter((r) => !r.ok);
  document.title = failed.length ? failed.length + " failed" : "all " + results.length + " passed";
  const list = document.getElementById("results");
  if (list) list.textContent = results.map((r) => (r.ok ? "ok   " : "FAIL ") + r.name + (r.ok ? "" : "\n     " + r.message)).join("\n");
  return results;
}
