/**
 * The two browser scripts of the Razorpay sandbox, served as they are written here (no build step).
 *
 * checkout.js runs on the merchant's page. Like Razorpay's Standard Checkout it defines
 * `window.Razorpay(options)` with `open()`, `close()` and `on('payment.failed', fn)`, and shows the payment
 * page in an overlay iframe from its own origin. The iframe reports back with postMessage; nothing is
 * injected into the merchant page but DOM elements styled through the CSSOM, so a CSP that allows only
 * this origin in script-src and frame-src is enough (docs/decisions/031).
 *
 * frame.js runs inside that iframe: it passes the payment result or a "dismiss" to the merchant page,
 * addressed to the merchant's origin only.
 */
export const MESSAGE_SOURCE = 'razorpay-sandbox';
export const FRAME_TITLE = 'Razorpay Checkout (local sandbox)';
export const FRAME_NAME = 'razorpay-sandbox-checkout';
export const FRAME_PATH = '/v1/checkout/frame';
export const FRAME_SCRIPT_PATH = '/v1/checkout/frame.js';
/** The JSON block a frame page carries for frame.js: the merchant origin and, after a choice, the result. */
export const FRAME_STATE_ID = 'rzp-sandbox-state';

export const CHECKOUT_SCRIPT = `/* Razorpay Standard Checkout — LOCAL SANDBOX, no real money. */
(function () {
  'use strict';
  var script = document.currentScript;
  if (!script || !script.src) throw new Error('Razorpay sandbox: load checkout.js with <script src="...">');
  var ORIGIN = new URL(script.src).origin;

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || typeof options.key !== 'string' || !options.key) throw new Error('Razorpay: the "key" option is required');
    if (typeof options.order_id !== 'string' || !options.order_id) {
      throw new Error('Razorpay sandbox: the "order_id" option is required (create the order on your server first)');
    }
    this._options = options;
    this._listeners = {};
    this._overlay = null;
    this._frame = null;
    this._onMessage = this._onMessage.bind(this);
  }

  Razorpay.prototype.on = function (event, callback) {
    (this._listeners[event] = this._listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype.open = function () {
    if (this._overlay) return this;
    var o = this._options;
    var prefill = o.prefill || {};
    var query = new URLSearchParams({
      key_id: o.key,
      order_id: o.order_id,
      name: o.name || '',
      description: o.description || '',
      email: prefill.email || '',
      contact: prefill.contact || '',
      origin: window.location.origin
    });
    var overlay = document.createElement('div');
    Object.assign(overlay.style, {
      position: 'fixed', top: '0', right: '0', bottom: '0', left: '0', zIndex: '2147483647',
      background: 'rgba(0, 0, 0, 0.6)', display: 'flex', alignItems: 'center', justifyContent: 'center'
    });
    var frame = document.createElement('iframe');
    frame.title = ${JSON.stringify(FRAME_TITLE)};
    frame.name = ${JSON.stringify(FRAME_NAME)};
    frame.src = ORIGIN + ${JSON.stringify(FRAME_PATH)} + '?' + query.toString();
    Object.assign(frame.style, {
      width: 'min(440px, calc(100vw - 24px))', height: 'min(640px, calc(100vh - 24px))',
      border: '0', borderRadius: '8px', background: '#fff'
    });
    overlay.appendChild(frame);
    document.body.appendChild(overlay);
    this._overlay = overlay;
    this._frame = frame;
    window.addEventListener('message', this._onMessage);
    return this;
  };

  Razorpay.prototype.close = function () {
    if (!this._overlay) return;
    window.removeEventListener('message', this._onMessage);
    this._overlay.remove();
    this._overlay = null;
    this._frame = null;
  };

  Razorpay.prototype._emit = function (event, payload) {
    (this._listeners[event] || []).forEach(function (callback) { callback(payload); });
  };

  Razorpay.prototype._onMessage = function (event) {
    if (event.origin !== ORIGIN || !this._frame || event.source !== this._frame.contentWindow) return;
    var data = event.data;
    if (!data || data.source !== ${JSON.stringify(MESSAGE_SOURCE)}) return;
    var o = this._options;
    var redirect = Boolean(o.callback_url && o.redirect);
    if (data.event === 'payment.success') {
      this.close();
      if (redirect) submit(o.callback_url, data.response);
      else if (typeof o.handler === 'function') o.handler(data.response);
    } else if (data.event === 'payment.failed') {
      this._emit('payment.failed', data.response);
      if (redirect) {
        this.close();
        submit(o.callback_url, errorFields(data.response.error));
      }
    } else if (data.event === 'dismiss') {
      this.close();
      if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
    }
  };

  /** callback_url with redirect: the browser POSTs the result to the merchant, as Razorpay does. */
  function submit(url, fields) {
    var form = document.createElement('form');
    form.method = 'POST';
    form.action = url;
    Object.keys(fields).forEach(function (name) {
      var input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = fields[name];
      form.appendChild(input);
    });
    document.body.appendChild(form);
    form.submit();
  }

  function errorFields(error) {
    return {
      'error[code]': error.code,
      'error[description]': error.description,
      'error[source]': error.source,
      'error[step]': error.step,
      'error[reason]': error.reason,
      'error[metadata]': JSON.stringify(error.metadata)
    };
  }

  window.Razorpay = Razorpay;
})();
`;

export const FRAME_SCRIPT = `/* Razorpay sandbox checkout frame. */
(function () {
  'use strict';
  var state = JSON.parse(document.getElementById(${JSON.stringify(FRAME_STATE_ID)}).textContent);
  function post(message) {
    if (!state.origin || window.parent === window) return;
    message.source = ${JSON.stringify(MESSAGE_SOURCE)};
    window.parent.postMessage(message, state.origin);
  }
  document.querySelectorAll('[data-close]').forEach(function (button) {
    button.addEventListener('click', function () { post({ event: 'dismiss' }); });
  });
  if (state.message) post(state.message);
})();
`;
