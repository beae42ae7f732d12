import type { BrowserContext } from "playwright-core";

/**
 * Stands in for https://apis.google.com/js/api.js, which this offline machine
 * cannot fetch. The Auth SDK's popup flow (and the Auth emulator's helper
 * iframe) need only gapi.load and gapi.iframes: open an iframe, wait for it
 * to be ready, and exchange named messages that are answered with a list of
 * replies. Everything else in the Google flow is the real SDK talking to the
 * real emulator.
 */
const GAPI_SHIM = String.raw`(function () {
  if (window.gapi && window.gapi.iframes) return;
  var handlers = {};
  var queued = {};
  var replies = {};
  var seq = 0;
  var childReady = false;
  var readyWaiters = [];

  function post(target, message) {
    message.gapiShim = true;
    target.postMessage(message, "*");
  }

  function answer(name, call, source) {
    var result = handlers[name](call.data);
    post(source, { kind: "reply", id: call.id, result: [result] });
  }

  function Iframe(target) {
    this.target = target;
  }
  Iframe.prototype.register = function (name, handler) {
    handlers[name] = handler;
    (queued[name] || []).splice(0).forEach(function (q) { answer(name, q.call, q.source); });
  };
  Iframe.prototype.send = function (name, data, callback) {
    var id = ++seq;
    replies[id] = callback;
    post(this.target(), { kind: "call", name: name, data: data, id: id });
  };
  Iframe.prototype.restyle = function () {
    return Promise.resolve();
  };
  Iframe.prototype.ping = function (callback) {
    return new Promise(function (resolve) {
      function done() {
        if (callback) callback();
        resolve();
      }
      if (childReady) done();
      else readyWaiters.push(done);
    });
  };

  window.addEventListener("message", function (event) {
    var message = event.data;
    if (!message || message.gapiShim !== true) return;
    if (message.kind === "ready") {
      childReady = true;
      readyWaiters.splice(0).forEach(function (done) { done(); });
    } else if (message.kind === "call") {
      if (handlers[message.name]) answer(message.name, message, event.source);
      else (queued[message.name] = queued[message.name] || []).push({ call: message, source: event.source });
    } else if (message.kind === "reply") {
      var callback = replies[message.id];
      delete replies[message.id];
      if (callback) callback(message.result);
    }
  });

  var context = {
    open: function (options, callback) {
      var frame = document.createElement("iframe");
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (key) {
        if (key === "style") Object.assign(frame.style, attributes.style);
        else frame.setAttribute(key, attributes[key]);
      });
      frame.src = options.url;
      (options.where || document.body).appendChild(frame);
      var iframe = new Iframe(function () { return frame.contentWindow; });
      return Promise.resolve(callback ? callback(iframe) : iframe);
    },
    getParentIframe: function () {
      post(window.parent, { kind: "ready" });
      return new Iframe(function () { return window.parent; });
    },
  };

  window.gapi = {
    load: function (_modules, options) {
      setTimeout(typeof options === "function" ? options : options.callback, 0);
    },
    iframes: {
      Iframe: Iframe,
      CROSS_ORIGIN_IFRAMES_FILTER: "gapi-shim",
      getContext: function () { return context; },
    },
  };

  var onload = new URL(document.currentScript.src).searchParams.get("onload");
  setTimeout(function () {
    if (onload && typeof window[onload] === "function") window[onload]();
    if (typeof window.gapi_onload === "function") window.gapi_onload();
  }, 0);
})();`;

const LOCAL_HOSTS = ["127.0.0.1", "localhost", "[::1]"];

/**
 * Keeps a browser context on this machine: the gapi loader is answered by
 * the shim above, every other off-machine request (the emulator's popup page
 * pulls styles from public CDNs) is refused at once instead of timing out.
 */
export async function offlineWithGapiShim(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => !LOCAL_HOSTS.includes(url.hostname),
    (route) =>
      new URL(route.request().url()).href.startsWith("https://apis.google.com/js/api.js")
        ? route.fulfill({ contentType: "text/javascript", body: GAPI_SHIM })
        : route.abort(),
  );
}
