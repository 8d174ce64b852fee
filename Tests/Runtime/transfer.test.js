// transfer.js where it needs a browser: the clipboard, saving files, file inputs, decoding images.
// Chunking, pacing, scaling and base64 are in node/transfer.test.js.
import { suite, assert, cleanup, until } from "./harness.js";
import { fakeClock } from "./fixtures/fake-clock.js";
import { copyText, decodeBase64, downloadFile, sendPickedFile, sendImage } from "../../Sources/ViewKit/Resources/runtime/transfer.js";
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
