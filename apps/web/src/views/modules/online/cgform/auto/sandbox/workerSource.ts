/**
 * The code of the sandbox's worker, as text (a Worker is created from it as a blob inside the sandboxed
 * frame). Written as plain JavaScript, not compiled: what runs is exactly this.
 *
 * Before the form's script runs it removes every way out the worker has (network, storage, other
 * workers, broadcast channels, its own message port) from the global object and its prototypes, keeping
 * private references to what it needs to answer. The script's functions are found by name.
 */
export const SANDBOX_WORKER_SOURCE = `'use strict';
(function () {
  var scope = self;
  var post = scope.postMessage.bind(scope);
  var listen = scope.addEventListener.bind(scope);
  var stringify = JSON.stringify;
  var parse = JSON.parse;
  var NAME = /^[A-Za-z_$][\\w$]{0,63}$/;
  var closed = ['fetch', 'XMLHttpRequest', 'WebSocket', 'WebTransport', 'EventSource', 'importScripts',
    'indexedDB', 'caches', 'localStorage', 'sessionStorage', 'cookieStore', 'BroadcastChannel', 'Worker',
    'SharedWorker', 'navigator', 'postMessage', 'addEventListener', 'removeEventListener', 'onmessage',
    'onmessageerror', 'close', 'Request', 'Response', 'FileReaderSync', 'RTCPeerConnection',
    'Notification', 'MessageChannel', 'MessagePort', 'ServiceWorker', 'Atomics', 'SharedArrayBuffer'];
  for (var i = 0; i < closed.length; i++) {
    var owner = scope;
    while (owner) {
      try {
        if (Object.prototype.hasOwnProperty.call(owner, closed[i])) {
          Object.defineProperty(owner, closed[i], { value: undefined, writable: false, configurable: false });
        }
      } catch (e) { /* a property that cannot be replaced is left to the frame's CSP */ }
      owner = Object.getPrototypeOf(owner);
    }
  }
  var find = null;
  function plain(value) {
    if (value === undefined) return null;
    return parse(stringify(value === undefined ? null : value) || 'null');
  }
  function text(error) {
    return String(error && error.message ? error.message : error).slice(0, 500);
  }
  function load(script) {
    try {
      find = new Function(String(script) + '\\n;return function (n) { try { var f = eval(n); return typeof f === "function" ? f : undefined; } catch (e) { return undefined; } };')();
      post({ type: 'loaded' });
    } catch (error) {
      post({ type: 'loaded', error: text(error) });
    }
  }
  function call(message) {
    var id = message.id;
    var fn = find && NAME.test(String(message.name)) ? find(String(message.name)) : undefined;
    if (!fn) { post({ type: 'result', id: id, missing: true }); return; }
    Promise.resolve()
      .then(function () { return fn.apply(undefined, plain(message.args) || []); })
      .then(function (value) { post({ type: 'result', id: id, value: plain(value) }); })
      .catch(function (error) { post({ type: 'result', id: id, error: text(error) }); });
  }
  listen('message', function (event) {
    var message = event.data;
    if (!message || typeof message !== 'object') return;
    if (message.type === 'load') load(message.script);
    else if (message.type === 'call') call(message);
  });
})();
`;
