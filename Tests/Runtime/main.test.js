// The runtime as a page loads it: fixtures/page.html (a page as Page.swift serves it) loads
// main.js as a module, in a frame, with a fake WebSocket the tests drive.
import { suite, assert, cleanup, until, sleep } from "./harness.js";

const test = suite("main.js");

/** Loads the fixture page in a frame `width` px wide; resolves to its window once its socket exists. */
async function page(query = "", width = 400) {
  const frame = document.createElement("iframe");
  frame.style.cssText = `width:${width}px; height:300px; border:0`;
  const loaded = new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
  frame.src = new URL("./fixtures/page.html" + query, import.meta.url).href;
  document.body.append(frame);
  cleanup(() => frame.remove());
  await loaded;
  const win = frame.contentWindow;
  await until(() => win.sockets && win.sockets.length === 1, 2000, "the socket");
  return { win, frame, doc: win.document, socket: () => win.sockets[win.sockets.length - 1] };
}

test("the module starts on its own: it joins with the page's token, path, fields and digest", async () => {
  const { win, socket } = await page();
  assert.equal(socket().url, "ws://" + location.host + "/apps/live");
  assert.equal(Object.isFrozen(win.ViewKit), true, "window.ViewKit is there");
  socket().open();
  assert.deepEqual(socket().sent, [{
    v: 1, type: "join", token: "token-123", path: "/Tests/Runtime/fixtures/page.html", depth: 0, fields: ["red"], digest: "00112233aabbccdd",
  }]);
  assert.equal(win.history.state.vkDepth, 0, "the first entry is marked");
});

test("joined: live, traits first; a tap is numbered and pending until acknowledged", async () => {
  const { win, doc, socket } = await page();
  socket().open();
  socket().receive({ v: 1, type: "joined" });
  assert.ok(doc.documentElement.classList.contains("vk-live"));
  assert.deepEqual(socket().sent[1], { v: 1, type: "event", event: { kind: "traits", target: "vk-window", value: "compact", sequence: 1 } });
  doc.getElementById("v4").click();
  assert.deepEqual(socket().sent[2].event, { kind: "tap", target: "v4", value: null, sequence: 2 });
  assert.ok(doc.documentElement.classList.contains("vk-pending"));
  assert.equal(win.ViewKit.pending(), 2);
  socket().receive({ v: 1, type: "patches", ack: 2, patches: [{ op: "text", id: "v1", text: "Colors (1)" }, { op: "title", title: "One" }] });
  assert.equal(doc.getElementById("v1").textContent, "Colors (1)");
  assert.equal(doc.title, "One");
  assert.ok(!doc.documentElement.classList.contains("vk-pending"));
  assert.equal(win.ViewKit.pending(), 0);
});

test("a dropped socket shows the banner, reconnects within the backoff and rejoins without the digest", async () => {
  const { win, doc, socket } = await page();
  socket().open();
  socket().receive({ v: 1, type: "joined" });
  socket().receive({ v: 1, type: "patches", patches: [{ op: "pushURL", url: "/Tests/Runtime/fixtures/page.html?second" }] });
  assert.equal(win.history.state.vkDepth, 1);
  const dropped = performance.now();
  win.ViewKit.dropConnection();
  assert.ok(doc.documentElement.classList.contains("vk-reconnecting"));
  await until(() => win.sockets.length === 2, 1000, "a second socket");
  const waited = performance.now() - dropped;
  assert.ok(waited >= 190 && waited <= 700, "the first retry comes 200–600 ms later: " + waited);
  socket().open();
  assert.deepEqual(socket().sent[0], { v: 1, type: "join", token: "token-123", path: "/Tests/Runtime/fixtures/page.html", depth: 1, fields: ["red"] },
    "a patched page sends no digest");
});

test("typing is sent once a frame, and the field keeps its text while the session redraws it", async () => {
  const { win, doc, socket } = await page();
  socket().open();
  socket().receive({ v: 1, type: "joined" });
  const field = doc.getElementById("v2");
  field.focus();
  for (const text of ["re", "red", "redd"]) { field.value = text; field.dispatchEvent(new win.Event("input", { bubbles: true })); }
  await until(() => socket().sent.some((m) => m.event && m.event.kind === "input"), 1000, "the input event");
  const inputs = socket().sent.filter((m) => m.event && m.event.kind === "input");
  assert.deepEqual(inputs.map((m) => m.event.value), ["redd"]);
  socket().receive({ v: 1, type: "patches", ack: 1, patches: [{ op: "replace", id: "vk-window", html: '<div id="vk-window" class="vk-window"><input id="v2" type="text" value="stale"></div>' }] });
  assert.equal(doc.getElementById("v2").value, "redd");
});

test("the size class is reported again when the width crosses 768 px", async () => {
  const { frame, socket } = await page("", 400);
  socket().open();
  socket().receive({ v: 1, type: "joined" });
  frame.style.width = "900px";
  await until(() => socket().sent.filter((m) => m.event && m.event.kind === "traits").length === 2, 2000, "a second traits event");
  assert.deepEqual(socket().sent.filter((m) => m.event).map((m) => m.event.value), ["compact", "regular"]);
});

test("?vk-latency delays each message both ways, in order", async () => {
  const { win, doc, socket } = await page("?vk-latency=60");
  socket().open();
  await sleep(30);
  assert.equal(socket().sent.length, 0, "the open is still on its way");
  await until(() => socket().sent.length === 1, 1000, "the join");
  const joinAt = socket().sentAt[0] - socket().openedAt;
  assert.ok(joinAt >= 115, "open in 60 ms, join out in 60 more: " + joinAt);
  socket().receive({ v: 1, type: "joined" });
  assert.ok(!doc.documentElement.classList.contains("vk-live"));
  for (let i = 0; i < 5; i += 1) doc.getElementById("v4").click();
  await until(() => socket().sent.length === 7, 1000, "join, traits and five taps");
  // The socket was open, so the taps went before the (late) joined, and traits after it.
  assert.deepEqual(socket().sent.slice(1).map((m) => m.event.kind + "#" + m.event.sequence),
    ["tap#1", "tap#2", "tap#3", "tap#4", "tap#5", "traits#6"], "numbered as made, sent in that order");
  assert.equal(win.ViewKit.pending(), 6);
});

test("a refusal shows the final banner with the server's reason", async () => {
  const { doc, win, socket } = await page();
  socket().open();
  socket().receive({ v: 1, type: "closing", reason: "this page's origin may not open a session here" });
  socket().drop(1008);
  await sleep(700);
  assert.ok(doc.documentElement.classList.contains("vk-refused"));
  assert.equal(doc.documentElement.dataset.vkReason, "this page's origin may not open a session here");
  assert.equal(win.sockets.length, 1, "no reconnect");
});
