/**
 * jsdom for the component tests of member-web and the console (both jest configs name this one file), plus
 * the Fetch API of Node itself (Request, Response, Headers, fetch, AbortController and the streams they
 * use), which jsdom does not have: Remix's router builds a Request for every loader, action and fetcher
 * call. FormData and URLSearchParams stay jsdom's, so that `new FormData(form)` reads the rendered form; a
 * Request made with one of them as its body gets the same fields in Node's own type (undici recognises only
 * its own).
 */
// A CommonJS file: jest requires its test environments.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'Response',
  'Headers',
  'fetch',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
];

const kind = (value) => Object.prototype.toString.call(value);

/** A jsdom FormData or URLSearchParams body in Node's type; anything else as it is. */
function nodeBody(body) {
  if (kind(body) === '[object FormData]' && !(body instanceof FormData)) {
    const copy = new FormData();
    for (const [name, value] of body.entries()) {
      if (typeof value === 'string') copy.append(name, value);
      // An empty file input (no file chosen) sends an empty file, as a browser does; a chosen file's bytes
      // cannot be read synchronously here, so component tests leave files to the e2e journeys.
      else if (value.size === 0) copy.append(name, new File([], value.name, { type: value.type }));
      else throw new Error('component tests send text fields and empty file inputs only');
    }
    return copy;
  }
  if (kind(body) === '[object URLSearchParams]' && !(body instanceof URLSearchParams)) {
    return new URLSearchParams(String(body));
  }
  return body;
}

class NodeRequest extends Request {
  constructor(input, init) {
    super(input, init && 'body' in init ? { ...init, body: nodeBody(init.body) } : init);
  }
}

class JsdomWithFetch extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
    this.global.Request = NodeRequest;
  }
}

module.exports = JsdomWithFetch;
