// events.js's pure parts: the frame throttle on a fake frame, shortcut and control key names,
// table row steps and touch fractions. Its listeners are tested on a real page (../events.test.js).
import { test } from "node:test";
import assert from "node:assert/strict";
import { FrameThrottle, shortcutName, controlKey, rowStep, rowIndex, fractionIn } from "../../../Sources/ViewKit/Resources/runtime/events.js";

test("the throttle sends the newest event per target once a frame, in first-moved order", () => {
  const frames = [], delivered = [];
  const throttle = new FrameThrottle((e) => delivered.push(e.target + "=" + e.value), (callback) => frames.push(callback));
  throttle.push({ kind: "change", target: "a", value: 1 });
  throttle.push({ kind: "change", target: "b", value: 1 });
  throttle.push({ kind: "change", target: "a", value: 2 });
  throttle.push({ kind: "input", target: "a", value: "x" });
  assert.equal(frames.length, 1, "one frame asked for");
  assert.deepEqual(delivered, []);
  frames[0]();
  assert.deepEqual(delivered, ["a=2", "b=1", "a=x"]);
  throttle.push({ kind: "change", target: "c", value: 1 });
  throttle.push({ kind: "change", target: "d", value: 1 });
  throttle.drop("change", "c");
  assert.equal(frames.length, 2, "a new frame after the last one ran");
  frames[1]();
  assert.deepEqual(delivered.slice(3), ["d=1"], "a dropped event never goes");
});

test("shortcuts are mod+[shift+]key, for Cmd or Ctrl without Alt", () => {
  assert.equal(shortcutName({ ctrlKey: true, key: "S" }), "mod+s");
  assert.equal(shortcutName({ metaKey: true, shiftKey: true, key: "k" }), "mod+shift+k");
  assert.equal(shortcutName({ metaKey: true, key: "ArrowUp" }), "mod+ArrowUp");
  assert.equal(shortcutName({ ctrlKey: true, altKey: true, key: "s" }), null);
  assert.equal(shortcutName({ key: "s" }), null);
});

test("a control's arrows swap in right-to-left pages; Shift is a prefix", () => {
  assert.equal(controlKey({ key: "ArrowLeft" }, false), "ArrowLeft");
  assert.equal(controlKey({ key: "ArrowLeft" }, true), "ArrowRight");
  assert.equal(controlKey({ key: "ArrowRight", shiftKey: true }, true), "shift+ArrowLeft");
  assert.equal(controlKey({ key: "ArrowUp" }, true), "ArrowUp");
});

test("row keys move within the table", () => {
  assert.deepEqual(["ArrowDown", "ArrowUp", "Home", "End", "Enter"].map(rowStep), [1, -1, -Infinity, Infinity, undefined]);
  assert.equal(rowIndex(0, -1, 5), 0);
  assert.equal(rowIndex(4, 1, 5), 4);
  assert.equal(rowIndex(2, Infinity, 5), 4);
  assert.equal(rowIndex(2, -Infinity, 5), 0);
});

test("a touch is a fraction of the box, from the leading edge", () => {
  const box = { left: 100, top: 50, width: 200, height: 100 };
  assert.deepEqual(fractionIn(box, 150, 75, false), { x: 0.25, y: 0.25 });
  assert.deepEqual(fractionIn(box, 150, 75, true), { x: 0.75, y: 0.25 });
});

