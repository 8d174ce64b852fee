// history.js against a fake browser history whose go() lands when a fake clock says: the mirror
// is all logic over the History API, so none of it needs a page.
import { test } from "node:test";
import assert from "node:assert/strict";
import { HistoryMirror, stateDepth, RETRY_MS } from "../../../Sources/ViewKit/Resources/runtime/history.js";
import { fakeClock } from "../fixtures/fake-clock.js";

/** A browser history: entries, the current one, and go() that lands later (when the clock says)
 * with a popstate, unless told to ignore the next `ignore` calls, as Chromium sometimes does. */
class FakeHistory {
  constructor(clock, state = null, url = "/start") {
    this.clock = clock;
    this.entries = [{ state, url }];
    this.index = 0;
    this.ignore = 0;
    this.goes = [];
    this.onpop = () => {};
  }
  get state() { return this.entries[this.index].state; }
  get urls() { return this.entries.map((e) => e.url + "@" + (e.state && e.state.vkDepth)); }
  pushState(state, _, url) { this.entries.splice(this.index + 1, Infinity, { state, url }); this.index += 1; }
  replaceState(state, _, url) { this.entries[this.index] = { state, url }; }
  go(delta) {
    this.goes.push(delta);
    if (this.ignore > 0) { this.ignore -= 1; return; }
    this.clock.setTimeout(() => {
      this.index = Math.max(0, Math.min(this.entries.length - 1, this.index + delta));
      this.onpop(this.state);
    }, 10);
  }
}

const setup = (state = null) => {
  const clock = fakeClock();
  const history = new FakeHistory(clock, state);
  const mirror = new HistoryMirror({ history, location: { href: "/start" }, setTimeout: clock.setTimeout, clearTimeout: clock.clearTimeout });
  const backs = [];
  history.onpop = (s) => { if (mirror.popped(s)) backs.push(mirror.depth); };
  return { clock, history, mirror, backs };
};

test("a state's depth, or 0", () => {
  assert.equal(stateDepth({ vkDepth: 3 }), 3);
  assert.equal(stateDepth({ vkDepth: "3" }), 0);
  assert.equal(stateDepth(null), 0);
});

test("the first entry is marked depth 0; a reloaded one keeps its depth", () => {
  const { history, mirror } = setup();
  assert.deepEqual(history.urls, ["/start@0"]);
  assert.equal(mirror.depth, 0);
  const again = setup({ vkDepth: 2 });
  assert.equal(again.mirror.depth, 2);
  assert.deepEqual(again.history.urls, ["/start@2"], "not rewritten");
});

test("pushURL adds an entry one deeper; replaceURL rewrites the current one", () => {
  const { history, mirror } = setup();
  mirror.enqueue({ op: "pushURL", url: "/a" });
  mirror.enqueue({ op: "pushURL", url: "/a/b" });
  mirror.enqueue({ op: "replaceURL", url: "/a/c" });
  assert.deepEqual(history.urls, ["/start@0", "/a@1", "/a/c@2"]);
  assert.equal(mirror.depth, 2);
});

test("historyBack goes back, and what comes after waits until it lands", () => {
  const { clock, history, mirror, backs } = setup();
  ["/a", "/b", "/c"].forEach((url) => mirror.enqueue({ op: "pushURL", url }));
  mirror.enqueue({ op: "historyBack", count: 2, url: "/a" });
  mirror.enqueue({ op: "pushURL", url: "/d" });
  assert.deepEqual(history.goes, [-2]);
  assert.equal(history.entries.length, 4, "the push waits");
  clock.advance(10);
  assert.deepEqual(history.urls, ["/start@0", "/a@1", "/d@2"]);
  assert.equal(mirror.depth, 2);
  assert.deepEqual(backs, [], "the session's own go() is not a Back");
  assert.equal(clock.pending(), 0, "the retry timer is cleared");
});

test("historyBack past the first entry replaces it instead", () => {
  const { history, mirror } = setup();
  mirror.enqueue({ op: "pushURL", url: "/a" });
  mirror.enqueue({ op: "historyBack", count: 3, url: "/landing" });
  mirror.enqueue({ op: "historyBack", count: 0, url: "/zero" });
  assert.deepEqual(history.goes, []);
  assert.deepEqual(history.urls, ["/start@0", "/zero@1"]);
});

test("an ignored go() is asked for again every 250 ms, then written over after 3 tries", () => {
  const { clock, history, mirror } = setup();
  mirror.enqueue({ op: "pushURL", url: "/a" });
  mirror.enqueue({ op: "pushURL", url: "/b" });
  history.ignore = 5;
  mirror.enqueue({ op: "historyBack", count: 1, url: "/a" });
  mirror.enqueue({ op: "replaceURL", url: "/a?after" });
  assert.equal(RETRY_MS, 250);
  clock.advance(249);
  assert.deepEqual(history.goes, [-1]);
  clock.advance(1);
  assert.deepEqual(history.goes, [-1, -1]);
  clock.advance(500);
  assert.deepEqual(history.goes, [-1, -1, -1]);
  assert.deepEqual(history.urls, ["/start@0", "/a@1", "/a?after@1"], "given up: the entry is written over, then the queue runs");
  assert.equal(mirror.depth, 1);
});

test("a go() that lands on the second try stops the retries", () => {
  const { clock, history, mirror } = setup();
  mirror.enqueue({ op: "pushURL", url: "/a" });
  history.ignore = 1;
  mirror.enqueue({ op: "historyBack", count: 1, url: "/start" });
  clock.advance(250);
  clock.advance(10);
  assert.deepEqual(history.goes, [-1, -1]);
  assert.equal(history.index, 0);
  clock.advance(2000);
  assert.deepEqual(history.goes, [-1, -1]);
  assert.equal(mirror.depth, 0);
});

test("resetHistory goes back to the first entry, then writes the entries", () => {
  const { clock, history, mirror } = setup();
  mirror.enqueue({ op: "pushURL", url: "/a" });
  mirror.enqueue({ op: "pushURL", url: "/a/b" });
  mirror.enqueue({ op: "resetHistory", urls: ["/tab", "/tab/x", "/tab/x/y"] });
  assert.deepEqual(history.goes, [-2]);
  clock.advance(10);
  assert.deepEqual(history.urls, ["/tab@0", "/tab/x@1", "/tab/x/y@2"]);
  assert.equal(history.index, 2);
  assert.equal(mirror.depth, 2);
  const fresh = setup();
  fresh.mirror.enqueue({ op: "resetHistory", urls: ["/one"] });
  assert.deepEqual(fresh.history.goes, [], "at the first entry: no go()");
  assert.deepEqual(fresh.history.urls, ["/one@0"]);
});

test("a Back the person does is reported with the depth it reached", () => {
  const { clock, history, mirror, backs } = setup();
  mirror.enqueue({ op: "pushURL", url: "/a" });
  mirror.enqueue({ op: "pushURL", url: "/b" });
  history.go(-1); // the browser's Back button
  clock.advance(10);
  assert.deepEqual(backs, [1]);
  assert.equal(mirror.popped(null), true, "a state without a depth is the first entry");
  assert.equal(mirror.depth, 0);
});
