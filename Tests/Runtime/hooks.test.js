import { suite, assert, fixture } from "./harness.js";
import { Hooks, hooksBase } from "../../Sources/ViewKit/Resources/runtime/hooks.js";

const test = suite("hooks.js");

/** A hook that records its calls. */
const recorder = (log) => ({
  mounted: (ctx) => log.push("mounted " + ctx.el.id),
  updated: (ctx) => log.push("updated " + ctx.el.id),
  destroyed: (ctx) => log.push("destroyed " + ctx.el.id),
});

test("a hooked element is mounted once, its module loaded once", async () => {
  const root = fixture(`<button id="v1" data-vk-hook="rec">a</button><button id="v2" data-vk-hook="rec">b</button>`);
  const log = [];
  let loads = 0;
  const hooks = new Hooks({ document: root.ownerDocument, load: () => { loads += 1; return recorder(log); }, send: () => {} });
  await hooks.sync();
  await hooks.sync();
  assert.deepEqual(log.sort(), ["mounted v1", "mounted v2"]);
  assert.equal(loads, 1);
});

test("a patch that touches an element updates it; one that replaces it destroys and mounts", async () => {
  const root = fixture(`<div id="v9"><button id="v1" data-vk-hook="rec">a</button></div>`);
  const log = [];
  const hooks = new Hooks({ document: root.ownerDocument, load: () => recorder(log), send: () => {} });
  await hooks.sync();
  await hooks.sync(new Set(["v1"]));
  const old = root.ownerDocument.getElementById("v1");
  const fresh = old.cloneNode(true);
  old.replaceWith(fresh);
  await hooks.sync(new Set(["v9"]));
  assert.deepEqual(log, ["mounted v1", "updated v1", "destroyed v1", "mounted v1"]);
});

test("an element that goes, or loses its hook, is destroyed", async () => {
  const root = fixture(`<button id="v1" data-vk-hook="rec">a</button><button id="v2" data-vk-hook="rec">b</button>`);
  const log = [];
  const hooks = new Hooks({ document: root.ownerDocument, load: () => recorder(log), send: () => {} });
  await hooks.sync();
  root.ownerDocument.getElementById("v1").remove();
  root.ownerDocument.getElementById("v2").removeAttribute("data-vk-hook");
  await hooks.sync();
  assert.deepEqual(log.sort(), ["destroyed v1", "destroyed v2", "mounted v1", "mounted v2"]);
});

test("push sends a hook event to the element's view", async () => {
  const root = fixture(`<button id="v7" data-vk-hook="picker">a</button>`);
  const sent = [];
  const hooks = new Hooks({ document: root.ownerDocument, load: () => ({ mounted: (ctx) => ctx.push("#123456") }), send: (event) => sent.push(event) });
  await hooks.sync();
  assert.deepEqual(sent, [{ kind: "hook", target: "v7", value: "#123456" }]);
});

test("a hook that fails to load or throws is reported, and the others still run", async () => {
  const root = fixture(`<i id="v1" data-vk-hook="missing"></i><i id="v2" data-vk-hook="throws"></i><i id="v3" data-vk-hook="fine"></i>`);
  const log = [];
  const errors = [];
  const original = console.error;
  console.error = (...args) => errors.push(String(args[0]));
  try {
    const hooks = new Hooks({
      document: root.ownerDocument,
      load: (name) => name === "missing" ? Promise.reject(new Error("404")) : name === "throws" ? { mounted: () => { throw new Error("no"); } } : recorder(log),
      send: () => {},
    });
    await hooks.sync();
  } finally {
    console.error = original;
  }
  assert.deepEqual(log, ["mounted v3"]);
  assert.equal(errors.length, 2);
});

test("the hooks' address comes from the page, with a default", () => {
  const root = fixture(`<span></span>`);
  const meta = root.ownerDocument.createElement("meta");
  meta.name = "vk-hooks";
  meta.content = "/assets/hooks/";
  root.ownerDocument.head.append(meta);
  try {
    assert.equal(hooksBase(root.ownerDocument), "/assets/hooks/");
  } finally {
    meta.remove();
  }
  assert.equal(hooksBase(root.ownerDocument), "/viewkit/hooks/");
});
