// patches.js's patches that touch no node: history, clipboard and downloads go to the Patcher's
// callbacks. Those that change the page are tested on a real one (../patches.test.js).
import { test } from "node:test";
import assert from "node:assert/strict";
import { Patcher } from "../../../Sources/ViewKit/Resources/runtime/patches.js";

test("history patches go to navigate, in order", () => {
  const seen = [];
  // The text patch among them looks for its node, in a document that has none.
  const document = { getElementById: () => null };
  const patcher = new Patcher({ document, navigate: (patch) => seen.push(patch.op) });
  [{ op: "pushURL", url: "/a" }, { op: "text", id: "x", text: "" }, { op: "replaceURL", url: "/b" },
    { op: "historyBack", count: 1, url: "/" }, { op: "resetHistory", urls: ["/"] }].forEach((p) => patcher.apply(p));
  assert.deepEqual(seen, ["pushURL", "replaceURL", "historyBack", "resetHistory"]);
});

test("copy and download patches go to the clipboard and the downloader", () => {
  const copied = [], downloaded = [];
  const patcher = new Patcher({ copy: (text) => copied.push(text), download: (patch) => downloaded.push(patch.name) });
  patcher.applyAll([{ op: "copy", text: "#ff0000" }, { op: "download", name: "p.gpl", type: "text/plain", base64: "" }]);
  assert.deepEqual(copied, ["#ff0000"]);
  assert.deepEqual(downloaded, ["p.gpl"]);
});

