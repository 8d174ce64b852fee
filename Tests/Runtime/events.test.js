// events.js listening to a real document (and a real animation frame); the key names, row steps,
// touch fractions and the throttle on a fake frame are in node/events.test.js.
import { suite, assert, fixture, cleanup, until } from "./harness.js";
import { FrameThrottle, listen, moreRows } from "../../Sources/ViewKit/Resources/runtime/events.js";

const test = suite("events.js");

/** Listens on the document until the test ends; returns what was sent, sent latest, throttled. */
const listening = () => {
  const sent = [], latest = [], throttled = [], dropped = [];
  const controller = new AbortController();
  cleanup(() => controller.abort());
  const throttle = { push: (event) => throttled.push(event), drop: (kind, target) => dropped.push(kind + target) };
  listen({ document, window, send: (e) => sent.push(e), sendLatest: (e) => latest.push(e), throttle, signal: controller.signal });
  return { sent, latest, throttled, dropped };
};
const key = (target, init) => {
  const event = new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};

test("the throttle waits for a real animation frame", async () => {
  const delivered = [];
  const throttle = new FrameThrottle((e) => delivered.push(e.value));
  for (let i = 0; i < 10; i += 1) throttle.push({ kind: "change", target: "s", value: i });
  assert.deepEqual(delivered, []);
  await until(() => delivered.length > 0, 1000, "a frame");
  assert.deepEqual(delivered, [9]);
});

test("a tap on a button is a tap event; rows name their table and value", () => {
  const { sent } = listening();
  const root = fixture('<button id="b1">One</button><button id="r3" data-vk-target="t1" data-vk-value="3"><span>Row</span></button><button id="b2" disabled>Off</button><button>No id</button>');
  root.querySelector("#b1").click();
  root.querySelector("#r3 span").click();
  root.querySelector("#b2").click();
  root.lastElementChild.click();
  assert.deepEqual(sent, [{ kind: "tap", target: "b1", value: null }, { kind: "tap", target: "t1", value: "3" }]);
});

test("a tap on a form's button does not submit the form", () => {
  listening();
  const root = fixture('<form><button id="b9">Go</button></form>');
  let submitted = 0;
  const form = root.querySelector("form");
  form.addEventListener("submit", () => { submitted += 1; });
  const click = new MouseEvent("click", { bubbles: true, cancelable: true });
  root.querySelector("button").dispatchEvent(click);
  assert.equal(click.defaultPrevented, true);
  const submit = new SubmitEvent("submit", { bubbles: true, cancelable: true });
  form.dispatchEvent(submit);
  assert.equal(submit.defaultPrevented, true, "a submit (Return in a field) is stopped too");
  assert.equal(submitted, 1);
});

test("a tap on the clear layer around a popover is an escape", () => {
  const { sent } = listening();
  const root = fixture('<div class="vk-modal vk-popover"><div><button id="in">In</button></div></div>');
  root.firstElementChild.click();
  root.querySelector("#in").click();
  assert.deepEqual(sent, [{ kind: "escape", target: "vk-window" }, { kind: "tap", target: "in", value: null }]);
});

test("typing and dragging are throttled; a release-only slider sends on release", () => {
  const { sent, throttled, latest, dropped } = listening();
  const root = fixture('<input id="f1" type="text"><input id="s1" type="range"><input id="s2" type="range" data-vk-release><input type="text">');
  const [field, slider, releaseOnly, anonymous] = root.querySelectorAll("input");
  field.value = "ab";
  field.dispatchEvent(new Event("input", { bubbles: true }));
  slider.value = "30";
  slider.dispatchEvent(new Event("input", { bubbles: true }));
  releaseOnly.dispatchEvent(new Event("input", { bubbles: true }));
  anonymous.dispatchEvent(new Event("input", { bubbles: true }));
  assert.deepEqual(throttled, [{ kind: "input", target: "f1", value: "ab" }, { kind: "change", target: "s1", value: "30" }]);
  slider.dispatchEvent(new Event("change", { bubbles: true }));
  releaseOnly.dispatchEvent(new Event("change", { bubbles: true }));
  assert.deepEqual(dropped, ["changes1", "changes2"], "the release replaces a waiting drag value");
  assert.deepEqual(latest.map((e) => e.target), ["s1", "s2"]);
  assert.deepEqual(sent, []);
});

test("a checkbox sends true or false", () => {
  const { sent } = listening();
  const box = fixture('<input id="c1" type="checkbox">').firstElementChild;
  box.click();
  box.click();
  assert.deepEqual(sent.map((e) => e.kind + ":" + e.target + "=" + e.value), ["change:c1=true", "change:c1=false"]);
});

test("files dropped on a picker go as if picked; text pasted on one that takes pastes goes as a file", async () => {
  const { sent } = listening();
  const root = fixture('<label class="vk-filepicker"><span>Drop</span><input id="p2" type="file" multiple data-vk-target="v5" data-vk-max="99" data-vk-paste="true"></label>'
    + '<label class="vk-filepicker"><span>One</span><input id="p3" type="file" data-vk-target="v6" data-vk-max="99"></label>');
  const [many, one] = root.querySelectorAll("label");
  const files = new DataTransfer();
  files.items.add(new File(["a"], "a.css"));
  files.items.add(new File(["b"], "b.css"));
  const over = new DragEvent("dragover", { bubbles: true, cancelable: true, dataTransfer: files });
  many.querySelector("span").dispatchEvent(over);
  assert.ok(over.defaultPrevented, "the page lets the drop happen");
  assert.ok(many.classList.contains("vk-dragover"), "and shows where it will land");
  many.querySelector("span").dispatchEvent(new DragEvent("drop", { bubbles: true, cancelable: true, dataTransfer: files }));
  assert.ok(!many.classList.contains("vk-dragover"));
  one.dispatchEvent(new DragEvent("drop", { bubbles: true, cancelable: true, dataTransfer: files }));
  await until(() => sent.length === 3, 2000, "the dropped files");
  assert.deepEqual(sent.map((e) => e.target + ":" + e.value.split("\n")[0]).sort(), ["v5:a.css", "v5:b.css", "v6:a.css"], "one file where the input takes one");
  const text = new DataTransfer();
  text.setData("text/plain", ":root { --x: red; }");
  for (const input of [one.querySelector("input"), many.querySelector("input")]) {
    input.dispatchEvent(new ClipboardEvent("paste", { bubbles: true, cancelable: true, clipboardData: text }));
  }
  await until(() => sent.length === 4, 2000, "the pasted text");
  await new Promise((resolve) => setTimeout(resolve, 50));
  assert.equal(sent.length, 4, "nothing from the picker that takes no pastes");
  assert.deepEqual(sent[3], { kind: "change", target: "v5", value: "pasted\n" + btoa(":root { --x: red; }") }, "only where pastes are taken");
});

test("a picked file is read and sent", async () => {
  const { sent } = listening();
  const input = fixture('<input id="p1" type="file" data-vk-target="v4" data-vk-max="99">').firstElementChild;
  const transfer = new DataTransfer();
  transfer.items.add(new File(["abc"], "a.txt"));
  input.files = transfer.files;
  input.dispatchEvent(new Event("change", { bubbles: true }));
  await until(() => sent.length === 1, 2000, "the file");
  assert.deepEqual(sent[0], { kind: "change", target: "v4", value: "a.txt\nYWJj" });
});

test("Escape dismisses what is presented, and only then", () => {
  const { sent } = listening();
  const root = fixture('<input id="f2" type="text">');
  const first = key(root.firstElementChild, { key: "Escape" });
  assert.equal(first.defaultPrevented, false);
  fixture('<div class="vk-modal"></div>');
  const second = key(root.firstElementChild, { key: "Escape" });
  assert.equal(second.defaultPrevented, true);
  assert.deepEqual(sent, [{ kind: "escape", target: "vk-window" }]);
});

test("a shortcut the window lists is sent; others are left to the browser", () => {
  const { sent } = listening();
  const root = fixture('<div id="vk-window" data-vk-commands="mod+f mod+shift+n"><input id="f3" type="text"></div>');
  const field = root.querySelector("input");
  assert.equal(key(field, { key: "F", ctrlKey: true }).defaultPrevented, true);
  assert.equal(key(field, { key: "N", metaKey: true, shiftKey: true }).defaultPrevented, true);
  assert.equal(key(field, { key: "p", ctrlKey: true }).defaultPrevented, false);
  assert.deepEqual(sent.map((e) => e.target + ":" + e.value), ["vk-window:mod+f", "vk-window:mod+shift+n"]);
});

test("a control's own keys are sent unthrottled, arrows swapped in right-to-left", () => {
  const { sent } = listening();
  const dir = document.documentElement.dir;
  cleanup(() => { document.documentElement.dir = dir; });
  const root = fixture('<div id="chart" tabindex="0" data-vk-keys="ArrowLeft ArrowRight"><span tabindex="0">dot</span></div>');
  const inner = root.querySelector("span");
  key(inner, { key: "ArrowLeft" });
  key(inner, { key: "ArrowLeft", shiftKey: true });
  key(inner, { key: "ArrowUp" });
  key(inner, { key: "ArrowLeft", altKey: true });
  document.documentElement.dir = "rtl";
  key(inner, { key: "ArrowLeft" });
  assert.deepEqual(sent.map((e) => e.target + ":" + e.value), ["chart:ArrowLeft", "chart:shift+ArrowLeft", "chart:ArrowRight"]);
});

test("arrows, Home and End move between table rows", () => {
  listening();
  const root = fixture('<div class="vk-table"><button class="vk-cell" id="c1">1</button><button class="vk-cell" id="c2">2</button><button class="vk-cell" id="c3">3</button></div>');
  const cells = [...root.querySelectorAll(".vk-cell")];
  cells[0].focus();
  key(cells[0], { key: "ArrowDown" });
  assert.equal(document.activeElement.id, "c2");
  key(cells[1], { key: "End" });
  assert.equal(document.activeElement.id, "c3");
  key(cells[2], { key: "ArrowDown" });
  assert.equal(document.activeElement.id, "c3", "stays at the end");
  key(cells[2], { key: "Home" });
  assert.equal(document.activeElement.id, "c1");
  assert.equal(key(cells[0], { key: "ArrowUp", ctrlKey: true }).defaultPrevented, false, "modified arrows are the browser's");
});

test("Return in a text field submits its text; focus and blur are reported", () => {
  const { sent } = listening();
  const root = fixture('<input id="f4" type="text" value="red"><input type="text"><input id="n1" type="number">');
  const [field, anonymous, number] = root.querySelectorAll("input");
  field.focus();
  key(field, { key: "Enter" });
  anonymous.focus();
  number.focus();
  key(number, { key: "Enter" });
  assert.deepEqual(sent, [
    { kind: "focus", target: "f4" }, { kind: "submit", target: "f4", value: "red" }, { kind: "blur", target: "f4", value: "red" },
  ]);
});

test("leaving or submitting a field sends its text and drops the typing still waiting", () => {
  const { sent, throttled, dropped } = listening();
  const root = fixture('<input id="f6" type="text" value="Harbour"><input id="f7" type="text">');
  const [field, next] = root.querySelectorAll("input");
  field.focus();
  field.value = "Bay";
  field.dispatchEvent(new Event("input", { bubbles: true }));
  assert.deepEqual(throttled, [{ kind: "input", target: "f6", value: "Bay" }], "typing waits for a frame");
  next.focus();
  assert.deepEqual(dropped, ["inputf6"], "the waiting typing is dropped");
  assert.deepEqual(sent.slice(-2), [{ kind: "blur", target: "f6", value: "Bay" }, { kind: "focus", target: "f7" }]);
  key(next, { key: "Enter" });
  assert.deepEqual(dropped, ["inputf6", "inputf7"]);
});

test("a slider being dragged is marked until the pointer goes up", () => {
  listening();
  const slider = fixture('<input id="s5" type="range">').firstElementChild;
  slider.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
  assert.equal(slider.dataset.vkDragging, "1");
  window.dispatchEvent(new PointerEvent("pointerup"));
  assert.equal(slider.dataset.vkDragging, undefined);
});

test("touches on a drawing view: began, throttled moves, ended, as fractions", () => {
  const { sent, throttled } = listening();
  const canvas = fixture('<div id="wheel" data-vk-touch style="position:fixed; left:100px; top:100px; width:200px; height:100px"><i></i></div>').firstElementChild;
  canvas.setPointerCapture = () => {}; // a synthetic pointer cannot be captured
  const pointer = (type, x, y, target = canvas) => target.dispatchEvent(new PointerEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y, pointerId: 1 }));
  pointer("pointerdown", 150, 125, canvas.firstElementChild);
  assert.equal(canvas.dataset.vkDragging, "1");
  pointer("pointermove", 200, 150);
  pointer("pointermove", 300, 200);
  pointer("pointerup", 300, 200);
  pointer("pointermove", 100, 100);
  assert.equal(canvas.dataset.vkDragging, undefined);
  assert.deepEqual(sent, [
    { kind: "touchBegan", target: "wheel", x: 0.25, y: 0.25 }, { kind: "touchEnded", target: "wheel", x: 1, y: 1 },
  ]);
  assert.deepEqual(throttled, [{ kind: "touchMoved", target: "wheel", x: 0.5, y: 0.5 }, { kind: "touchMoved", target: "wheel", x: 1, y: 1 }]);
});

test("a Show More row in view taps itself once, and again after the next patches", async () => {
  fixture('<button id="t1-more-b" data-vk-more data-vk-target="t1" data-vk-value="more">Show More</button>');
  const sent = [];
  const watch = moreRows({ document, send: (event) => sent.push(event) });
  watch();
  await until(() => sent.length === 1);
  assert.deepEqual(sent[0], { kind: "tap", target: "t1", value: "more" });
  await new Promise((resolve) => setTimeout(resolve, 100));
  assert.equal(sent.length, 1, "once until the next patches");
  watch();
  await until(() => sent.length === 2);
});

test("a Show More row out of view waits", async () => {
  const root = fixture('<div style="height:5000px"></div><button id="t2-more-b" data-vk-more data-vk-target="t2">Show More</button>');
  const sent = [];
  moreRows({ document, send: (event) => sent.push(event) })();
  await new Promise((resolve) => setTimeout(resolve, 150));
  assert.equal(sent.length, 0);
  root.querySelector("button").scrollIntoView();
  await until(() => sent.length === 1);
  window.scrollTo(0, 0);
});
