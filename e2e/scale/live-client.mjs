// A live-channel client for the scaled stack's check and the conversations bench (bench/chat-*.mjs):
// socket.io-client over WebSocket only (as the member site's client), through nginx, knowing which API
// process holds the connection (nginx names it in X-Upstream, also on the upgrade's 101 answer).
import { createRequire } from 'node:module';

const require = createRequire(new URL('../../api/package.json', import.meta.url));
const { io } = require('socket.io-client');
const { NodeWebSocket } = require('engine.io-client');

/** The socket.io path on the API (LIVE_PATH in api/src/core/live/live-gateway.ts). */
export const LIVE_PATH = '/api/live';

/** socket.io's WebSocket transport for Node, keeping the upgrade answer's X-Upstream on the engine. */
class UpstreamWebSocket extends NodeWebSocket {
  createSocket(uri, protocols, opts) {
    const ws = super.createSocket(uri, protocols, opts);
    ws.once('upgrade', (res) => {
      this.socket.upstream = res.headers['x-upstream'] ?? null;
    });
    return ws;
  }
}

/**
 * Opens a live connection as a member (bearer token) and resolves once it is connected; `socket.upstream`
 * is then the API process holding it (null without nginx in front). `reconnection`: socket.io's own
 * reconnection (off: the caller connects again with `socket.connect()`, as a page would).
 */
export function connectLive(base, token, { reconnection = false, timeoutMs = 10_000 } = {}) {
  const socket = io(base, {
    path: LIVE_PATH,
    auth: { token },
    transports: [UpstreamWebSocket],
    reconnection,
    timeout: timeoutMs,
  });
  return connected(socket, timeoutMs).then(() => socket);
}

/** Resolves when `socket` (re)connects, setting `socket.upstream`; rejects on an error or after `timeoutMs`. */
export function connected(socket, timeoutMs = 10_000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error(`no live connection within ${timeoutMs} ms`)), timeoutMs);
    const onConnect = () => done(null);
    const onError = (error) => done(error);
    function done(error) {
      clearTimeout(timer);
      socket.off('connect', onConnect);
      socket.off('connect_error', onError);
      if (error) {
        socket.close();
        reject(error);
      } else {
        socket.upstream = socket.io.engine?.upstream ?? null;
        resolve(socket);
      }
    }
    if (socket.connected) return done(null);
    socket.once('connect', onConnect);
    socket.once('connect_error', onError);
  });
}

/** The next `event` on `socket` whose payload passes `test`, within `ms`. */
export function nextEvent(socket, event, test = () => true, ms = 5_000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${event} event within ${ms} ms`));
    }, ms);
    function listener(payload) {
      if (!test(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    }
    socket.on(event, listener);
  });
}
