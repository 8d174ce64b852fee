// overlays.js's arithmetic and events: where a popover goes, given the rectangles, and the
// traits and escape events. Placing popovers on a laid-out page is in ../overlays.test.js.
import { test } from "node:test";
import assert from "node:assert/strict";
import { REGULAR_WIDTH, traitsEvent, escapeEvent, placePopover } from "../../../Sources/ViewKit/Resources/runtime/overlays.js";

const rect = (left, top, width, height) => ({ left, top, width, height, right: left + width, bottom: top + height });
const frame = rect(100, 50, 800, 600); // the window: x 100–900, y 50–650

test("a popover sits centred 8 px below its anchor, relative to the window", () => {
  assert.deepEqual(placePopover(rect(400, 100, 100, 40), frame, rect(0, 0, 200, 150)), { left: 250, top: 98 });
});

test("a popover stays 8 px inside the window's sides", () => {
  assert.deepEqual(placePopover(rect(105, 100, 20, 20), frame, rect(0, 0, 200, 100)).left, 8);
  assert.deepEqual(placePopover(rect(880, 100, 20, 20), frame, rect(0, 0, 200, 100)).left, 800 - 200 - 8);
});

test("a popover goes above its anchor when there is no room below", () => {
  // Below would end at 600+8+150 = 758 > 642; above starts at 560-8-150 = 402 ≥ 58.
  assert.deepEqual(placePopover(rect(400, 560, 100, 40), frame, rect(0, 0, 200, 150)), { left: 250, top: 352 });
});

test("a popover with no room either way stays below, never above the window's top", () => {
  assert.equal(placePopover(rect(400, 300, 100, 40), frame, rect(0, 0, 200, 500)).top, 298);
  assert.equal(placePopover(rect(400, 0, 100, 20), rect(0, 100, 800, 600), rect(0, 0, 10, 10)).top, 8, "at least 8");
  assert.equal(placePopover(rect(400.4, 100.2, 100, 40.6), frame, rect(0, 0, 200.3, 150)).top, 99, "rounded");
});

test("the size class is reported as a traits event", () => {
  assert.equal(REGULAR_WIDTH, "(min-width: 768px)");
  assert.deepEqual(traitsEvent(true), { kind: "traits", target: "vk-window", value: "regular" });
  assert.deepEqual(traitsEvent(false), { kind: "traits", target: "vk-window", value: "compact" });
  assert.deepEqual(escapeEvent(), { kind: "escape", target: "vk-window" });
});

