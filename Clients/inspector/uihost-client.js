// A JavaScript client for the uihost automation protocol (docs/protocol.md): JSON-RPC 2.0 over one WebSocket.
// An ES module with no dependencies, for browsers (and any runtime with a WebSocket global). See README.md.

/** Event names the host sends after events.subscribe (docs/protocol.md, Events). */
export const EVENT_NAMES = Object.freeze([
  "app.lifecycle", "controller.appearance", "controller.transition", "control.action", "tree.changed",
  "device.orientationChanged", "touch.delivered", "app.problem",
]);

/** Names of the protocol's error codes (docs/protocol.md, Errors). */
export const ERROR_NAMES = Object.freeze({
  [-32700]: "ParseError", [-32600]: "InvalidRequest", [-32601]: "MethodNotFound", [-32602]: "InvalidParams",
  [-32603]: "InternalError", [-32001]: "NoSuchView", [-32002]: "NotHittable", [-32003]: "AppNotAcceptingInput",
  [-32004]: "NoSuchSegue", [-32006]: "TransitionNotAllowed", [-32007]: "TimedOut", [-32009]: "ReplayDiverged",
  [-32010]: "LimitExceeded",
});

/** An error reply: `code`, `data` (the fields the protocol defines for the code), `method`, and `kind`, the
 * code's name ("NotHittable"). Connection failures have code 0 and kind "ConnectionLost". */
export class UIHostError extends Error {
  constructor(code, message, data = {}, method = null) {
    super(method ? `${method}: ${message}` : message);
    this.name = "UIHostError";
    this.code = code;
    this.data = data ?? {};
    this.method = method;
    this.kind = ERROR_NAMES[code] ?? (code === 0 ? "ConnectionLost" : "ProtocolError");
  }
}

/**
 * The WebSocket URL of the host that served this page (`ws://host:port/`), with the page's `?token=` passed on.
 * @param {Location|URL} location usually `window.location`
 */
export function hostURL(location) {
  const url = new URL("/", location.href);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  const token = new URL(location.href).searchParams.get("token");
  if (token) url.searchParams.set("token", token);
  return url.toString();
}

/**
 * The URL of the host's `GET /snapshot.png` (docs/protocol.md, Screenshots) for the page the host served, with the
 * page's `?token=` and `args` (`view`, `scale`, and `_`, ignored by the host, to make each URL new).
 * @param {Location} location
 * @param {Record<string, string>} args
 */
export function snapshotURL(location, args = {}) {
  const url = new URL("/snapshot.png", location.href);
  const token = new URL(location.href).searchParams.get("token");
  if (token) url.searchParams.set("token", token);
  for (const [name, value] of Object.entries(args)) url.searchParams.set(name, value);
  return url.toString();
}

/** One connection to a host. Create with `await UIHostClient.connect(url)`. */
export class UIHostClient {
  /**
   * Opens a connection. Browsers cannot send an Authorization header, so a token goes in the URL (`?token=`),
   * which the host accepts as well.
   * @param {string} url `ws://127.0.0.1:8765/`
   * @param {{token?: string, timeoutMs?: number}} options `timeoutMs`: how long a call waits for its reply
   *   (default 60000; 0 waits forever)
   */
  static connect(url, { token, timeoutMs = 60000 } = {}) {
    const target = new URL(url);
    if (token) target.searchParams.set("token", token);
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(target.toString(), "uihost.v1");
      const failed = () => reject(new UIHostError(0, `no uihost answers at ${url} (or it refused the connection: ` +
        "check the token and that the page's origin is allowed)"));
      socket.addEventListener("error", failed, { once: true });
      socket.addEventListener("open", () => {
        socket.removeEventListener("error", failed);
        resolve(new UIHostClient(socket, url, timeoutMs));
      }, { once: true });
    });
  }

  constructor(socket, url, timeoutMs) {
    this.socket = socket;
    this.url = url;
    this.timeoutMs = timeoutMs;
    this.nextId = 1;
    this.pending = new Map(); // id -> {resolve, reject, method, timer}
    this.handlers = new Map(); // event name or "*" -> Set of functions
    this.closeHandlers = new Set();
    this.closed = false;
    socket.addEventListener("message", (message) => this.receive(message.data));
    socket.addEventListener("close", (event) => this.lost(event));
  }

  /**
   * Calls a method; resolves with its result, rejects with a UIHostError.
   * @param {string} method e.g. "input.tap"
   * @param {object} [params] by name, e.g. `{view: {tag: 3}}`
   */
  call(method, params = undefined) {
    if (this.closed) return Promise.reject(new UIHostError(0, `the connection to ${this.url} is closed`, {}, method));
    const id = this.nextId++;
    const request = { jsonrpc: "2.0", id, method };
    if (params && Object.keys(params).length) request.params = params;
    return new Promise((resolve, reject) => {
      const entry = { resolve, reject, method, timer: null };
      if (this.timeoutMs > 0) {
        entry.timer = setTimeout(() => {
          this.pending.delete(id);
          reject(new UIHostError(0, `no reply within ${this.timeoutMs} ms`, {}, method));
        }, this.timeoutMs);
      }
      this.pending.set(id, entry);
      this.socket.send(JSON.stringify(request));
    });
  }

  /**
   * Calls `handler(params, name)` for every event `name` ("*" for all). Subscribing on the host is separate:
   * `subscribe(names)`. Returns a function that removes the handler.
   */
  on(name, handler) {
    if (!this.handlers.has(name)) this.handlers.set(name, new Set());
    this.handlers.get(name).add(handler);
    return () => this.handlers.get(name)?.delete(handler);
  }

  /** Calls `handler(event)` when the connection closes (the host stopped, or `close()`). */
  onClose(handler) {
    this.closeHandlers.add(handler);
    return () => this.closeHandlers.delete(handler);
  }

  /** events.subscribe; all events when no names are given. */
  subscribe(names = EVENT_NAMES) { return this.call("events.subscribe", { events: [...names] }); }

  /** events.unsubscribe; all when no names are given. */
  unsubscribe(names = undefined) { return this.call("events.unsubscribe", names ? { events: [...names] } : {}); }

  close() {
    this.closed = true;
    this.socket.close(1000);
  }

  // Conveniences for the common calls; anything else goes through call().
  hello(client = "uihost-js") { return this.call("session.hello", { client }); }
  discover() { return this.call("rpc.discover"); }
  tree(options = {}) { return this.call("tree.get", options); }
  controllerTree() { return this.call("controller.tree"); }
  find(selector, all = true) { return this.call("view.find", { ...selector, all }).then((r) => r.views); }
  view(selector) { return this.call("view.get", { view: selector }); }
  setView(selector, properties) { return this.call("view.set", { view: selector, properties }); }
  /** Taps a view (a selector such as `{tag: 3}`) or a point (`{x, y}`). */
  tap(target, options = {}) {
    const params = "x" in target && "y" in target ? { x: target.x, y: target.y } : { view: target };
    return this.call("input.tap", { ...params, ...options });
  }
  touch(touches, options = {}) { return this.call("input.touch", { touches, ...options }); }
  rotate(orientation) { return this.call("device.rotate", { orientation }); }

  receive(text) {
    let message;
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    for (const item of Array.isArray(message) ? message : [message]) this.dispatch(item);
  }

  dispatch(message) {
    if (message.method && message.id === undefined) {
      for (const key of [message.method, "*"]) {
        for (const handler of this.handlers.get(key) ?? []) handler(message.params ?? {}, message.method);
      }
      return;
    }
    let id = message.id;
    // An error the host could not tie to a request (a message over its size limit) answers the oldest one.
    if (id === null && message.error && this.pending.size) id = Math.min(...this.pending.keys());
    const entry = this.pending.get(id);
    if (!entry) return;
    this.pending.delete(id);
    clearTimeout(entry.timer);
    if (message.error) {
      const { code, message: text, data } = message.error;
      entry.reject(new UIHostError(code, text, data, entry.method));
    } else {
      entry.resolve(message.result);
    }
  }

  lost(event) {
    this.closed = true;
    for (const [id, entry] of this.pending) {
      clearTimeout(entry.timer);
      entry.reject(new UIHostError(0, `the connection to ${this.url} closed (code ${event.code})`, {}, entry.method));
      this.pending.delete(id);
    }
    for (const handler of this.closeHandlers) handler(event);
  }
}
