import { suite, assert, cleanup, fakeClock, until } from "./harness.js";
import {
  copyText, decodeBase64, downloadFile, scaledSize, pixelsValue, sendPickedFile, sendImage, fileEvents, sendFiles,
  PART_BYTES, PART_INTERVAL,
} from "../../Sources/ViewKit/Resources/runtime/transfer.js";
import { Patcher } from "../../Sources/ViewKit/Resources/runtime/patches.js";

const test = suite("transfer.js");

const stubClipboard = (writeText) => {
  Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
  cleanup(() => { delete navigator.clipboard; });
};

test("copy writes the text to the clipboard", async () => {
  const written = [];
  stubClipboard(async (text) => { written.push(text); });
  copyText("#00ff00");
  assert.deepEqual(written, ["#00ff00"]);
});

test("a refused copy is silent, and no clipboard is no error", async () => {
  let rejected = 0;
  const unhandled = [];
  const listener = (event) => unhandled.push(event.reason);
  window.addEventListener("unhandledrejection", listener);
  cleanup(() => window.removeEventListener("unhandledrejection", listener));
  stubClipboard(() => { rejected += 1; return Promise.reject(new Error("NotAllowedError")); });
  copyText("x");
  copyText("y", null);
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.equal(rejected, 1);
  assert.deepEqual(unhandled, []);
});

test("base64 decodes to bytes", () => {
  assert.deepEqual([...decodeBase64("AP8QgA==")], [0, 255, 16, 128]);
  assert.equal(decodeBase64("").length, 0);
});

test("a download is a blob link clicked once, revoked a minute later", async () => {
  const clock = fakeClock();
  const made = [], revoked = [], clicks = [];
  const fakeURL = {
    createObjectURL: (blob) => { made.push(blob); return "blob:fake/" + made.length; },
    revokeObjectURL: (url) => revoked.push(url),
  };
  const onClick = (event) => { if (event.target.download) { clicks.push([event.target.download, event.target.isConnected]); event.preventDefault(); } };
  document.addEventListener("click", onClick, true);
  cleanup(() => document.removeEventListener("click", onClick, true));
  const link = downloadFile({ op: "download", name: "palette.gpl", type: "text/x-gimp-palette", base64: btoa("GIMP Palette\n") },
    { document, URL: fakeURL, setTimeout: clock.setTimeout });
  assert.deepEqual(clicks, [["palette.gpl", true]], "clicked while in the document");
  assert.equal(link.isConnected, false, "then removed");
  assert.equal(made[0].type, "text/x-gimp-palette");
  assert.equal(await made[0].text(), "GIMP Palette\n");
  clock.advance(59999);
  assert.deepEqual(revoked, []);
  clock.advance(1);
  assert.deepEqual(revoked, ["blob:fake/1"]);
});

test("a download patch through the patcher saves the file (download intercepted)", async () => {
  const saved = [];
  const onClick = (event) => { const a = event.target; if (a.download) { saved.push([a.download, a.href.startsWith("blob:")]); event.preventDefault(); } };
  document.addEventListener("click", onClick, true);
  cleanup(() => document.removeEventListener("click", onClick, true));
  new Patcher().apply({ op: "download", name: "colors.csv", type: "text/csv", base64: btoa("a,b\n") });
  assert.deepEqual(saved, [["colors.csv", true]]);
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

const picker = (files, dataset) => {
  const input = document.createElement("input");
  input.type = "file";
  Object.assign(input.dataset, dataset);
  const transfer = new DataTransfer();
  files.forEach((file) => transfer.items.add(file));
  input.files = transfer.files;
  return input;
};

test("a picked file under the limit goes as its name and base64 contents", async () => {
  const sent = [];
  const input = picker([new File(["hello"], "note.txt", { type: "text/plain" })], { vkTarget: "v9", vkMax: "100" });
  sendPickedFile(input, (event) => sent.push(event));
  assert.equal(input.value, "", "the picker is cleared for the next pick");
  await until(() => sent.length === 1, 2000, "the file read");
  assert.deepEqual(sent[0], { kind: "change", target: "v9", value: "note.txt\n" + btoa("hello") });
});

test("a picked file over the limit sends only its size", async () => {
  const sent = [];
  await sendPickedFile(picker([new File(["too long"], "big.bin")], { vkTarget: "v9", vkMax: "4" }), (event) => sent.push(event));
  assert.deepEqual(sent, [{ kind: "change", target: "v9", value: "!8" }]);
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

test("a picked image is sent as its pixels, small; an unreadable one as !unreadable", async () => {
  const canvas = document.createElement("canvas");
  canvas.width = 8; canvas.height = 4;
  const context = canvas.getContext("2d");
  context.fillStyle = "rgb(255 0 0)";
  context.fillRect(0, 0, 8, 4);
  const blob = await new Promise((resolve) => canvas.toBlob(resolve, "image/png"));
  const sent = [];
  sendPickedFile(picker([new File([blob], "red.png", { type: "image/png" })], { vkTarget: "img", vkImage: "2" }), (event) => sent.push(event));
  sendImage(new File(["not an image"], "x.png", { type: "image/png" }), "img2", 48, (event) => sent.push(event));
  await until(() => sent.length === 2, 3000, "both images");
  const good = sent.find((e) => e.target === "img"), bad = sent.find((e) => e.target === "img2");
  const [name, size, data] = good.value.split("\n");
  assert.equal(name, "red.png");
  assert.equal(size, "2x1");
  assert.deepEqual([...decodeBase64(data)], [255, 0, 0, 255, 255, 0, 0, 255]);
  assert.deepEqual(bad, { kind: "change", target: "img2", value: "!unreadable" });
});
