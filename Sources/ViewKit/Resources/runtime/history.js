// The browser's history mirrors the navigation stack: one entry per level, each knowing its
// depth (`history.state.vkDepth`). It owns the history patches (pushURL, replaceURL,
// historyBack, resetHistory) and tells a Back the person did from one the session asked for.
//
// Going back is asynchronous, so history changes run in order, each waiting until a go() has
// landed before the next. Chromium sometimes ignores a go() (seen right after another one
// landed); one that has not landed is asked for again, and if it never does, the entry it
// would have reached is written over the current one, so the address still names the screen.

/** The depth a history state names (0 for a state that names none). */
export function stateDepth(state) {
  return state && typeof state.vkDepth === "number" ? state.vkDepth : 0;
}

/** How long a go() may take before it is asked for again, and how many times it is. */
export const RETRY_MS = 250, TRIES = 3;

export class HistoryMirror {
  /** Marks the current entry as depth 0 unless it already names a depth (a reload). */
  constructor({ history = globalThis.history, location = globalThis.location,
    setTimeout = globalThis.setTimeout.bind(globalThis), clearTimeout = globalThis.clearTimeout.bind(globalThis) } = {}) {
    this.history = history;
    this.setTimeout = setTimeout;
    this.clearTimeout = clearTimeout;
    this.depth = stateDepth(history.state);
    if (!history.state || typeof history.state.vkDepth !== "number") history.replaceState({ vkDepth: 0 }, "", location.href);
    this.ops = [];
    this.awaitingPop = null; // { target, url, tries, timer } while a go() is on its way
  }

  /** Takes a history patch; it runs once the ones before it have. */
  enqueue(patch) { this.ops.push(patch); this.run(); }

  /** A popstate's state. True when it is a Back (or Forward) the person did, which the session
   * must hear of; false when it is a go() the mirror asked for. */
  popped(state) {
    this.depth = stateDepth(state);
    if (this.awaitingPop) { if (this.depth <= this.awaitingPop.target) this.landed(); return false; }
    return true;
  }

  landed() { this.clearTimeout(this.awaitingPop.timer); this.awaitingPop = null; this.run(); }

  attemptGo() {
    const history = this.history, waiting = this.awaitingPop;
    const now = stateDepth(history.state);
    if (now <= waiting.target) { this.depth = now; this.landed(); return; }
    if (waiting.tries >= TRIES) {
      this.depth = waiting.target;
      history.replaceState({ vkDepth: this.depth }, "", waiting.url);
      this.landed();
      return;
    }
    waiting.tries += 1;
    waiting.timer = this.setTimeout(() => this.attemptGo(), RETRY_MS);
    history.go(waiting.target - now);
  }

  go(steps, url) {
    this.awaitingPop = { target: this.depth - steps, url, tries: 0, timer: null };
    this.attemptGo();
  }

  run() {
    const history = this.history, ops = this.ops;
    while (!this.awaitingPop && ops.length) {
      const op = ops.shift();
      if (op.op === "pushURL") { this.depth += 1; history.pushState({ vkDepth: this.depth }, "", op.url); }
      else if (op.op === "replaceURL") history.replaceState({ vkDepth: this.depth }, "", op.url);
      else if (op.op === "historyBack") {
        // Never go back past this page's first entry: replace it instead.
        if (op.count > 0 && op.count <= this.depth) this.go(op.count, op.url); else history.replaceState({ vkDepth: this.depth }, "", op.url);
      } else if (op.op === "resetHistory") {
        if (this.depth > 0) { ops.unshift({ op: "setEntries", urls: op.urls }); this.go(this.depth, op.urls[0]); }
        else ops.unshift({ op: "setEntries", urls: op.urls });
      } else if (op.op === "setEntries") {
        this.depth = 0;
        history.replaceState({ vkDepth: 0 }, "", op.urls[0]);
        for (const url of op.urls.slice(1)) { this.depth += 1; history.pushState({ vkDepth: this.depth }, "", url); }
      }
    }
  }
}
