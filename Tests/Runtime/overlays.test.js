// overlays.js on a laid-out page; the popover arithmetic and the events are in node/overlays.test.js.
import { suite, assert, fixture } from "./harness.js";
import { isPopoverBackdrop, presentsModal, placePopovers } from "../../Sources/ViewKit/Resources/runtime/overlays.js";

const test = suite("overlays.js");

test("placing popovers moves each anchored card, only in a regular width", () => {
  const root = fixture(`
    <div class="vk-window" style="position:fixed; left:0; top:0; width:800px; height:600px">
      <button id="anchor1" style="position:absolute; left:300px; top:100px; width:100px; height:40px">More</button>
      <div class="vk-modal vk-popover" data-vk-anchor="anchor1"><div class="card" style="position:absolute; width:200px; height:100px"></div></div>
      <div class="vk-modal vk-popover" data-vk-anchor="gone"><div class="card2"></div></div>
    </div>`);
  const card = root.querySelector(".card");
  placePopovers(document, { matches: false });
  assert.equal(card.style.top, "", "compact: a popover is a sheet");
  placePopovers(document, { matches: true });
  assert.deepEqual([card.style.left, card.style.top, card.style.insetInlineEnd], ["250px", "148px", "auto"]);
  assert.equal(root.querySelector(".card2").style.left, "", "no anchor: left alone");
});

test("the clear layer around a popover is told from the popover", () => {
  const root = fixture('<div class="vk-modal vk-popover"><div class="card"><button>x</button></div></div><div class="vk-modal"></div>');
  assert.equal(isPopoverBackdrop(root.firstElementChild), true);
  assert.equal(isPopoverBackdrop(root.querySelector("button")), false);
  assert.equal(isPopoverBackdrop(root.lastElementChild), false, "a sheet's layer is not a popover's");
  assert.equal(isPopoverBackdrop(document), false);
});

test("something is presented when a .vk-modal is in the document", () => {
  assert.equal(presentsModal(document), false);
  fixture('<div class="vk-modal"></div>');
  assert.equal(presentsModal(document), true);
});
