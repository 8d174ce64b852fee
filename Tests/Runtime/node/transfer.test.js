// transfer.js without a browser: base64, an image's size and value, and a file's events (one
// change or ordered parts, paced). The clipboard, downloads and pickers are in ../transfer.test.js.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  decodeBase64, scaledSize, pixelsValue, fileEvents, sendFiles, PART_BYTES, PART_INTERVAL,
} from "../../../Sources/ViewKit/Resources/runtime/transfer.js";

test("base64 decodes to bytes", () => {
  assert.deepEqual([...decodeBase64("AP8QgA==")], [0, 255, 16, 128]);
  assert.equal(decodeBase64("").length, 0);
});

test("a picked image is drawn with its longer side at most the limit", () => {
  assert.deepEqual(scaledSize(400, 200, 48), { width: 48, height: 24 });
  assert.deepEqual(scaledSize(30, 10, 48), { width: 30, height: 10 }, "never enlarged");
  assert.deepEqual(scaledSize(1000, 1, 48), { width: 48, height: 1 }, "at least a pixel");
  assert.deepEqual(scaledSize(0, 0, 48), { width: 1, height: 1 });
});

test("an image's value is its name, size and pixels in base64", () => {
  const bytes = new Uint8ClampedArray(5000).map((_, i) => i % 256);
  const value = pixelsValue("cat.png", 25, 50, bytes);
  const [name, size, data] = value.split("\n");
  assert.equal(name, "cat.png");
  assert.equal(size, "25x50");
  assert.deepEqual([...decodeBase64(data)], [...bytes], "every byte, across 4096-byte chunks");
});

test("a file larger than one message goes in ordered parts that add up to it", () => {
  const bytes = new Uint8Array(PART_BYTES * 2 + 100).map((_, i) => (i * 7) % 256);
  const events = fileEvents("v3", "light.css", bytes, 11000);
  assert.equal(events.length, 3);
  const rebuilt = [];
  events.forEach((event, index) => {
    assert.equal(event.kind, "part");
    const [head, name, data] = event.value.split("\n");
    assert.equal(head, index * PART_BYTES + " " + bytes.length);
    assert.equal(name, "light.css");
    rebuilt.push(...decodeBase64(data));
    assert.ok(event.value.length < 15500, "each fits an event's value");
  });
  assert.deepEqual(rebuilt, [...bytes]);
  assert.deepEqual(fileEvents("v3", "a.css", new Uint8Array([104, 105]), 11000), [{ kind: "change", target: "v3", value: "a.css\n" + btoa("hi") }]);
});

test("several picked files go one after another, parts paced, an oversized one as its size", async () => {
  const sent = [], waits = [];
  const big = new File([new Uint8Array(20000)], "big.css"), small = new File(["x"], "a.css"), huge = new File([new Uint8Array(40000)], "huge.css");
  await sendFiles([big, huge, small], { target: "v4", max: 30000, whole: 11000 }, (event) => sent.push(event), async (ms) => { waits.push([ms, sent.length]); });
  assert.deepEqual(sent.map((e) => e.kind), ["part", "part", "part", "change", "change"]);
  assert.deepEqual(waits, [[PART_INTERVAL, 1], [PART_INTERVAL, 2]], "a pause between parts, none before a file");
  assert.deepEqual(sent[3], { kind: "change", target: "v4", value: "!40000" });
  assert.equal(sent[4].value, "a.css\n" + btoa("x"));
});

