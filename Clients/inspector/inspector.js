// The inspector page: shows the app's screen as the host draws it (GET /snapshot.png) with the views' outlines over
// it on hover, or as boxes drawn from tree.get; shows the view and controller trees, the selected
// view's properties (editable through view.set), a live event log, and drives the app (taps, drags, rotation,
// life cycle, recording). Everything goes over the protocol through uihost-client.js; nothing is built.

import { EVENT_NAMES, UIHostClient, hostURL, snapshotURL } from "./uihost-client.js";

const SCALE = 1; // CSS pixels per point: the drawing is in window points, as tree.get reports frames.
const TOUCH_ID = 1; // the inspector's finger for drags (input.tap uses ids from 1,000,000 up)
const DRAG_THRESHOLD = 8; // points the mouse moves before a press becomes a drag
const LOG_LIMIT = 300;
const EDITABLE = ["hidden", "alpha", "backgroundColor", "frame", "tag", "userInteractionEnabled",
  "accessibilityIdentifier", "accessibilityLabel"];

const $ = (selector) => document.querySelector(selector);
const state = {
  client: null,
  root: null, // the tree.get root node
  nodes: new Map(), // ref -> node
  selected: null, // ref
  hovered: null,
  offered: new Set(), // the methods rpc.discover lists
  refreshing: { tree: null, controllers: null },
  stale: { tree: false, controllers: false },
  pictures: 0, // pictures asked of the host: each URL is new, so the browser fetches it
};

// Connection

async function start() {
  try {
    state.client = await UIHostClient.connect(hostURL(window.location));
  } catch (error) {
    setStatus("error", error.message);
    return;
  }
  const client = state.client;
  client.onClose((event) => setStatus("closed", `disconnected (code ${event.code}); reload when the host runs again`));
  const hello = await client.hello("uihost-inspector");
  showAppInfo(hello.app, hello.device);
  const discovery = await client.discover();
  state.offered = new Set(discovery.methods.map((method) => method.name));
  disableButtonsOfMethodsNotOffered();
  client.on("*", (params, name) => logEvent(name, params));
  client.on("tree.changed", () => refresh("tree"));
  client.on("controller.transition", () => refresh("controllers"));
  client.on("controller.appearance", () => refresh("controllers"));
  client.on("device.orientationChanged", (params) => {
    state.device = { ...state.device, orientation: params.device, interfaceOrientation: params.interface };
    showAppInfo();
  });
  client.on("app.lifecycle", (params) => { state.app = { ...state.app, state: params.state }; showAppInfo(); });
  await client.subscribe(EVENT_NAMES);
  setStatus("connected", `connected to ${client.url}`);
  await Promise.all([refresh("tree"), refresh("controllers")]);
}

function setStatus(kind, text) {
  const status = $("#status");
  status.dataset.state = kind;
  status.textContent = text;
}

function showAppInfo(app = state.app, device = state.device) {
  state.app = app;
  state.device = device;
  const orientation = device?.interfaceOrientation ?? device?.interface ?? "";
  $("#app-info").textContent = `${app?.name ?? "?"} · ${app?.state ?? "?"} · ${device?.profile ?? ""} ${orientation}`;
}

/** Runs a call for a button or gesture, logging it and its outcome. */
async function act(method, params = {}) {
  logLine("call", `→ ${method} ${JSON.stringify(params)}`);
  try {
    const result = await state.client.call(method, params);
    logLine("call", `← ${method} ${JSON.stringify(result)}`);
    return result;
  } catch (error) {
    logLine("error", `✗ ${error.message}${Object.keys(error.data).length ? " " + JSON.stringify(error.data) : ""}`);
    $("#last-action").textContent = error.message;
    return null;
  }
}

/** Re-reads the tree or the controllers; calls while one is in flight coalesce into one more read after it. */
function refresh(what) {
  if (state.refreshing[what]) {
    state.stale[what] = true;
    return state.refreshing[what];
  }
  const load = what === "tree" ? loadTree : loadControllers;
  state.refreshing[what] = load()
    .catch((error) => logLine("error", `✗ ${error.message}`))
    .finally(() => {
      state.refreshing[what] = null;
      if (state.stale[what]) {
        state.stale[what] = false;
        refresh(what);
      }
    });
  return state.refreshing[what];
}

// The view tree and the drawing

async function loadTree() {
  const { version, root } = await state.client.tree({ include: ["backgroundColor"] });
  // The picture follows every read, even of an unchanged tree: a change the tree does not show (a text colour, a
  // drawing) still changes the pixels.
  state.pictureSize = root.frame;
  loadPicture(version);
  const text = JSON.stringify(root);
  if (text === state.treeText) return; // nothing to redraw: keep the page's elements (and what is being edited)
  state.treeText = text;
  state.root = root;
  state.nodes = new Map();
  drawScreen(root);
  renderViewTree(root);
  $("#screen").dataset.version = version;
  if (state.selected && !state.nodes.has(state.selected)) state.selected = null;
  await showSelection();
}

function labelOf(node) {
  return node.text ?? node.title ?? node.accessibilityLabel ?? "";
}

/** Asks the host for the screen's pixels (pixels mode only); the picture keeps its size in points. */
function loadPicture(version) {
  if (!pixelsShown() || !state.pictureSize) return;
  const picture = $("#picture");
  const number = ++state.pictures;
  picture.style.width = `${state.pictureSize.width * SCALE}px`;
  picture.style.height = `${state.pictureSize.height * SCALE}px`;
  picture.onload = () => {
    picture.dataset.loaded = String(number);
    picture.dataset.version = String(version);
  };
  picture.onerror = () => logLine("error", `✗ GET /snapshot.png failed (picture ${number})`);
  picture.src = snapshotURL(window.location, { _: String(number) });
}

function pixelsShown() {
  return document.querySelector('input[name="drawing"]:checked').value === "pixels";
}

function drawScreen(root) {
  const screen = $("#screen");
  screen.replaceChildren($("#picture"));
  screen.style.width = `${root.frame.width * SCALE}px`;
  screen.style.height = `${root.frame.height * SCALE}px`;
  const origin = root.frame;
  const walk = (node, alpha, hidden) => {
    state.nodes.set(node.ref, node);
    const effectiveAlpha = alpha * node.alpha;
    const isHidden = hidden || node.hidden;
    const box = document.createElement("div");
    box.className = "node";
    box.dataset.ref = node.ref;
    box.dataset.tag = node.tag;
    if (node.accessibilityIdentifier) box.dataset.id = node.accessibilityIdentifier;
    box.title = `${node.class} ${node.ref}${node.tag ? " tag " + node.tag : ""}`;
    box.style.left = `${(node.frame.x - origin.x) * SCALE}px`;
    box.style.top = `${(node.frame.y - origin.y) * SCALE}px`;
    box.style.width = `${node.frame.width * SCALE}px`;
    box.style.height = `${node.frame.height * SCALE}px`;
    if (node.backgroundColor) box.style.backgroundColor = node.backgroundColor;
    // Hidden views (and everything under them) are drawn dimmed rather than left out, so they can be found.
    box.style.opacity = String(isHidden ? Math.min(effectiveAlpha, 0.25) : effectiveAlpha);
    if (isHidden) box.classList.add("hidden");
    const label = labelOf(node);
    if (label && !(node.children ?? []).length) {
      const text = document.createElement("span");
      text.className = "label";
      text.textContent = label;
      box.append(text);
    }
    // Flat, in depth-first order: later boxes paint over earlier ones, as subviews paint over their superview.
    screen.append(box);
    for (const child of node.children ?? []) walk(child, effectiveAlpha, isHidden);
  };
  walk(root, 1, false);
}

function renderViewTree(root) {
  const build = (node, hidden) => {
    const item = document.createElement("li");
    const row = document.createElement("div");
    row.className = "row";
    row.dataset.ref = node.ref;
    if (hidden || node.hidden) row.classList.add("hidden");
    const parts = [node.class];
    if (node.tag) parts.push(`tag=${node.tag}`);
    if (node.accessibilityIdentifier) parts.push(`#${node.accessibilityIdentifier}`);
    const label = labelOf(node);
    if (label) parts.push(`"${label}"`);
    if (node.controller) parts.push(`[${node.controller.class}]`);
    row.textContent = parts.join(" ") + " ";
    const ref = document.createElement("span");
    ref.className = "ref";
    ref.textContent = node.ref;
    row.append(ref);
    item.append(row);
    if (node.children?.length) {
      const list = document.createElement("ul");
      for (const child of node.children) list.append(build(child, hidden || node.hidden));
      item.append(list);
    }
    return item;
  };
  $("#view-tree").replaceChildren(build(root, false));
}

// Selection: the drawing and the tree always show the same selected (and hovered) view.

function select(ref) {
  state.selected = ref;
  return showSelection();
}

async function showSelection() {
  for (const element of document.querySelectorAll(".selected")) element.classList.remove("selected");
  const ref = state.selected;
  if (!ref) {
    $("#selected-name").textContent = "";
    $("#properties").replaceChildren();
    $("#constraints").replaceChildren();
    $("#constraints-heading").hidden = true;
    $("#editor").replaceChildren();
    delete $("#editor").dataset.editing;
    return;
  }
  for (const element of document.querySelectorAll(`[data-ref="${ref}"]`)) element.classList.add("selected");
  document.querySelector(`#view-tree .row[data-ref="${ref}"]`)?.scrollIntoView({ block: "nearest" });
  let node;
  try {
    node = await state.client.view({ ref });
  } catch (error) {
    logLine("error", `✗ ${error.message}`);
    return;
  }
  if (state.selected !== ref) return; // another selection came meanwhile
  $("#selected-name").textContent = `${node.class} ${ref}`;
  showProperties(node);
  showEditor(node);
}

function hover(ref) {
  if (state.hovered === ref) return;
  for (const element of document.querySelectorAll(".hover")) element.classList.remove("hover");
  state.hovered = ref;
  if (ref) for (const element of document.querySelectorAll(`[data-ref="${ref}"]`)) element.classList.add("hover");
}

function showProperties(node) {
  showConstraints(node.constraints ?? []);
  const rows = Object.entries(node).filter(([key]) => key !== "constraints").map(([key, value]) => {
    const row = document.createElement("tr");
    row.dataset.property = key;
    const name = document.createElement("td");
    name.textContent = key;
    const text = document.createElement("td");
    text.textContent = typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);
    row.append(name, text);
    return row;
  });
  $("#properties").replaceChildren(...rows);
}

/** The selected view's constraints (view.get's `constraints`), one line each; those that do not hold now are marked. */
function showConstraints(constraints) {
  const items = constraints.map((constraint) => {
    const item = document.createElement("li");
    item.textContent = constraint.description;
    item.dataset.holds = String(constraint.holds);
    if (constraint.holds === false) item.classList.add("broken");
    if (constraint.identifier) item.title = constraint.identifier;
    return item;
  });
  $("#constraints").replaceChildren(...items);
  $("#constraints-heading").hidden = items.length === 0;
}

function showEditor(node) {
  const form = $("#editor");
  if (form.dataset.editing === node.ref) {
    updateEditor(form, node);
    return;
  }
  form.replaceChildren();
  form.dataset.editing = node.ref;
  const ref = node.ref;
  // tree.changed does not cover every property (a background colour is not in the tree's fingerprint), so the
  // page reads the tree again after its own edits.
  const send = (properties) => act("view.set", { view: { ref }, properties }).then(() => refresh("tree"));
  for (const key of EDITABLE) {
    const name = document.createElement("label");
    name.textContent = key;
    let field;
    if (key === "hidden" || key === "userInteractionEnabled") {
      field = document.createElement("input");
      field.type = "checkbox";
      field.checked = Boolean(node[key]);
      field.addEventListener("change", () => send({ [key]: field.checked }));
    } else if (key === "frame") {
      field = document.createElement("span");
      field.className = "frame";
      const inputs = ["x", "y", "width", "height"].map((part) => {
        const input = document.createElement("input");
        input.type = "number";
        input.step = "any";
        input.name = `frame.${part}`;
        input.title = part;
        input.value = node.frame[part];
        return input;
      });
      for (const input of inputs) {
        input.addEventListener("change", () => send({ frame: Object.fromEntries(
          inputs.map((each) => [each.name.slice(6), Number(each.value)])) }));
      }
      field.append(...inputs);
    } else {
      field = document.createElement("input");
      const numeric = key === "alpha" || key === "tag";
      field.type = numeric ? "number" : "text";
      if (key === "alpha") Object.assign(field, { min: 0, max: 1, step: 0.05 });
      field.value = node[key] ?? "";
      field.placeholder = key === "backgroundColor" ? "#RRGGBBAA or empty" : "";
      field.addEventListener("change", () => {
        if (numeric && field.value.trim() === "") return; // a cleared number field is being edited, not set to 0
        const value = numeric ? Number(field.value) : field.value === "" ? null : field.value;
        send({ [key]: value });
      });
    }
    if (field.tagName === "INPUT") field.name = key;
    form.append(name, field);
  }
}

/** The same view again (after tree.changed): new values into the fields, except the one being edited. */
function updateEditor(form, node) {
  for (const input of form.querySelectorAll("input")) {
    if (input === document.activeElement) continue;
    const [key, part] = input.name.split(".");
    const value = part ? node[key]?.[part] : node[key];
    if (input.type === "checkbox") input.checked = Boolean(value);
    else input.value = value ?? "";
  }
}

// Controllers

async function loadControllers() {
  const { root } = await state.client.controllerTree();
  const text = JSON.stringify(root);
  if (text === state.controllersText) return;
  state.controllersText = text;
  const build = (node, prefix = "") => {
    const item = document.createElement("li");
    const row = document.createElement("div");
    row.className = "row";
    row.dataset.controller = node.ref;
    if (node.viewRef) row.dataset.viewRef = node.viewRef;
    const extra = node.navigation ? ` stack ${node.navigation.stack.join(",")}`
      : node.tabs ? ` tab ${node.tabs.selectedIndex}/${node.tabs.count}` : "";
    row.textContent = `${prefix}${node.class}${node.title ? ` "${node.title}"` : ""} (${node.appearance})${extra} `;
    const ref = document.createElement("span");
    ref.className = "ref";
    ref.textContent = node.ref;
    row.append(ref);
    item.append(row);
    const children = [...(node.children ?? []).map((child) => build(child))];
    if (node.presented) children.push(build(node.presented, "presented: "));
    if (children.length) {
      const list = document.createElement("ul");
      list.append(...children);
      item.append(list);
    }
    return item;
  };
  $("#controller-tree").replaceChildren(...(root ? [build(root)] : []));
}

// The event log

function logEvent(name, params) {
  logLine("event", `${name} ${JSON.stringify(params)}`, name);
}

function logLine(kind, text, name = "") {
  const log = $("#event-log");
  const line = document.createElement("li");
  line.className = kind;
  if (name) line.dataset.event = name;
  line.textContent = text;
  log.append(line);
  while (log.children.length > LOG_LIMIT) log.firstElementChild.remove();
  log.scrollTop = log.scrollHeight;
}

// Input on the drawing: a click taps (or selects), a drag is one finger's touches along the mouse's path.

function windowPoint(event) {
  const rect = $("#screen").getBoundingClientRect();
  const origin = state.root?.frame ?? { x: 0, y: 0 };
  return { x: (event.clientX - rect.left) / SCALE + origin.x, y: (event.clientY - rect.top) / SCALE + origin.y };
}

function selectMode(event) {
  return event.shiftKey || document.querySelector('input[name="mode"]:checked').value === "select";
}

const drag = { start: null, active: false, chain: Promise.resolve(), queuedMove: null };

function sendTouch(phase, point) {
  drag.chain = drag.chain.then(() => state.client.touch([{ id: TOUCH_ID, phase, x: point.x, y: point.y }])
    .catch((error) => logLine("error", `✗ ${error.message}`)));
  return drag.chain;
}

function queueMove(point) {
  if (drag.queuedMove) {
    Object.assign(drag.queuedMove, point); // coalesce: only the latest position is sent
    return;
  }
  drag.queuedMove = { ...point };
  drag.chain = drag.chain.then(() => {
    const move = drag.queuedMove;
    drag.queuedMove = null;
    return state.client.touch([{ id: TOUCH_ID, phase: "moved", x: move.x, y: move.y }])
      .catch((error) => logLine("error", `✗ ${error.message}`));
  });
}

function setUpScreen() {
  const screen = $("#screen");
  screen.addEventListener("mousedown", (event) => {
    if (event.button !== 0 || selectMode(event)) return;
    drag.start = windowPoint(event);
    drag.active = false;
    event.preventDefault();
  });
  window.addEventListener("mousemove", (event) => {
    if (!drag.start) {
      return;
    }
    const point = windowPoint(event);
    if (!drag.active && Math.hypot(point.x - drag.start.x, point.y - drag.start.y) >= DRAG_THRESHOLD) {
      drag.active = true;
      logLine("call", `→ drag from ${drag.start.x.toFixed(1)},${drag.start.y.toFixed(1)} (input.touch)`);
      sendTouch("began", drag.start);
    }
    if (drag.active) queueMove(point);
  });
  window.addEventListener("mouseup", async (event) => {
    if (!drag.start) return;
    const start = drag.start;
    const point = windowPoint(event);
    drag.start = null;
    if (drag.active) {
      drag.active = false;
      await sendTouch("ended", point);
      $("#last-action").textContent = `dragged from ${start.x.toFixed(1)},${start.y.toFixed(1)} ` +
        `to ${point.x.toFixed(1)},${point.y.toFixed(1)}`;
      return;
    }
    const result = await act("input.tap", { x: start.x, y: start.y });
    if (result) {
      $("#last-action").textContent = `tapped ${start.x.toFixed(1)},${start.y.toFixed(1)}: hit ` +
        `${result.hit?.class ?? "nothing"} ${result.hit?.ref ?? ""}`;
      if (result.hit?.ref) await select(result.hit.ref);
    }
  });
  screen.addEventListener("click", (event) => {
    if (!selectMode(event)) return;
    const box = event.target.closest(".node");
    if (box) select(box.dataset.ref);
  });
  screen.addEventListener("mouseover", (event) => hover(event.target.closest(".node")?.dataset.ref ?? null));
  screen.addEventListener("mouseleave", () => hover(null));
  for (const radio of document.querySelectorAll('input[name="drawing"]')) {
    radio.addEventListener("change", () => {
      screen.classList.toggle("pixels", pixelsShown());
      loadPicture($("#screen").dataset.version);
    });
  }
  for (const radio of document.querySelectorAll('input[name="mode"]')) {
    radio.addEventListener("change", () => screen.classList.toggle("select-mode", radio.value === "select" && radio.checked));
  }
}

function setUpTrees() {
  const viewTree = $("#view-tree");
  viewTree.addEventListener("click", (event) => {
    const row = event.target.closest(".row");
    if (row) select(row.dataset.ref);
  });
  viewTree.addEventListener("mouseover", (event) => hover(event.target.closest(".row")?.dataset.ref ?? null));
  viewTree.addEventListener("mouseleave", () => hover(null));
  $("#controller-tree").addEventListener("click", (event) => {
    const row = event.target.closest(".row");
    if (row?.dataset.viewRef) select(row.dataset.viewRef);
  });
}

// Buttons

/** A host of another version may not offer every method a button calls: such buttons are disabled, saying why. */
function disableButtonsOfMethodsNotOffered() {
  for (const button of document.querySelectorAll("button[data-method], button[data-call]")) {
    const method = button.dataset.method ?? button.dataset.call;
    if (!state.offered.has(method)) {
      button.disabled = true;
      button.title = `this host does not offer ${method} (rpc.discover does not list it)`;
    }
  }
}

function setUpButtons() {
  for (const button of document.querySelectorAll("button[data-rotate]")) {
    button.addEventListener("click", async () => {
      const result = await act("device.rotate", { orientation: button.dataset.rotate });
      if (result) {
        state.device = { ...state.device, orientation: result.device, interfaceOrientation: result.interface };
        showAppInfo();
      }
    });
  }
  for (const button of document.querySelectorAll("button[data-call]")) {
    button.addEventListener("click", async () => {
      const result = await act(button.dataset.call, JSON.parse(button.dataset.params ?? "{}"));
      if (result?.state) {
        state.app = { ...state.app, state: result.state };
        showAppInfo();
      }
    });
  }
  $("#record").addEventListener("click", async () => {
    const result = await act("session.record.start");
    if (result?.path) $("#replay-path").value = result.path;
  });
  $("#stop").addEventListener("click", () => act("session.record.stop"));
  $("#replay").addEventListener("click", () => act("session.replay", { path: $("#replay-path").value }));
  $("#clear-log").addEventListener("click", () => $("#event-log").replaceChildren());
}

// ?drawing=boxes starts with the boxes.
if (new URL(window.location.href).searchParams.get("drawing") === "boxes") {
  document.querySelector('input[name="drawing"][value="boxes"]').checked = true;
  $("#screen").classList.remove("pixels");
}
setUpScreen();
setUpTrees();
setUpButtons();
start();
