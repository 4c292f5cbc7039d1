import type { ConversationMessage, MemberNotification, ReadState, UnreadNotifications } from '@app/contracts';
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';

/**
 * The events of the live channel (decisions 272, 275), as the API sends them, and `connect`: the channel
 * is open (`again` after a drop), so each piece asks for what came since its data was loaded (by id,
 * nothing twice): the page's data was read before the channel opened, and a drop loses events.
 */
export interface LiveEvents {
  message: { type: 'message'; message: ConversationMessage };
  read: { type: 'read'; read: ReadState & { reader_id: number } };
  notification: {
    type: 'notification';
    notification: MemberNotification | null;
    unread: UnreadNotifications;
  };
  connect: { again: boolean };
}

type Listener<E extends keyof LiveEvents> = (event: LiveEvents[E]) => void;

/** Where the page's pieces (thread, chat column, header badges) listen; one connection for all of them. */
export interface LiveHub {
  on<E extends keyof LiveEvents>(event: E, listener: Listener<E>): () => void;
  emit<E extends keyof LiveEvents>(event: E, payload: LiveEvents[E]): void;
}

export function createLiveHub(): LiveHub {
  const listeners = new Map<keyof LiveEvents, Set<Listener<never>>>();
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener as Listener<never>);
      return () => set.delete(listener as Listener<never>);
    },
    emit(event, payload) {
      for (const listener of listeners.get(event) ?? []) (listener as Listener<typeof event>)(payload);
    },
  };
}

/** The site's own route that hands the browser a one-use ticket (the session token stays on the server). */
const TICKET_PATH = '/messages/live-ticket';

interface Ticket {
  ticket: string;
  url: string;
  path: string;
}

const askTicket = async (): Promise<Ticket> => {
  const res = await fetch(TICKET_PATH, { method: 'POST' });
  if (!res.ok) throw new Error(`live ticket answered ${res.status}`);
  return (await res.json()) as Ticket;
};

/**
 * Connects the hub to the API's socket.io channel, WebSocket only (so nginx needs no sticky sessions,
 * decision 272). Tickets are one-use: the first connection spends the first, each reconnection asks anew.
 * Answers the function that disconnects.
 */
function connect(hub: LiveHub): () => void {
  let closed = false;
  let socket: { disconnect(): void } | null = null;
  void Promise.all([import('socket.io-client'), askTicket()])
    .then(([{ io }, first]) => {
      if (closed) return;
      let unused: string | null = first.ticket;
      const live = io(first.url, {
        path: first.path,
        transports: ['websocket'],
        auth: (cb) => {
          if (unused) {
            cb({ ticket: unused });
            unused = null;
          } else
            askTicket()
              .then(({ ticket }) => cb({ ticket }))
              .catch(() => cb({}));
        },
      });
      let connectedOnce = false;
      live.on('connect', () => {
        hub.emit('connect', { again: connectedOnce });
        connectedOnce = true;
      });
      live.on('message', (event: LiveEvents['message']) => hub.emit('message', event));
      live.on('read', (event: LiveEvents['read']) => hub.emit('read', event));
      live.on('notification', (event: LiveEvents['notification']) => hub.emit('notification', event));
      socket = live;
    })
    // No channel (signed out meanwhile, API away): the pages still work, and refresh on their next load.
    .catch(() => undefined);
  return () => {
    closed = true;
    socket?.disconnect();
  };
}

const LiveContext = createContext<LiveHub | null>(null);

/** The channel opens once the browser is idle after loading the page, or after this long at the latest. */
const CONNECT_WITHIN_MS = 1_500;

/**
 * One live connection per open page for everything on it (the root layout holds it, so it lasts across
 * the site's navigations). Signed-out pages, and pages without JavaScript, have none.
 */
export function LiveProvider({
  enabled,
  hub: given,
  children,
}: {
  enabled: boolean;
  /** A hub of the caller's (component tests emit events into it); otherwise the provider's own. */
  hub?: LiveHub;
  children: ReactNode;
}) {
  const own = useRef<LiveHub | null>(null);
  own.current ??= createLiveHub();
  const hub = given ?? own.current;
  useEffect(() => {
    if (!enabled || given) return;
    // After the page's own work (hydration, its first requests): the channel is not what the reader waits for.
    let disconnect: (() => void) | null = null;
    const start = () => {
      disconnect = connect(hub);
    };
    const idle = window.requestIdleCallback?.(start, { timeout: CONNECT_WITHIN_MS });
    const timer = idle === undefined ? setTimeout(start, 0) : undefined;
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(timer);
      disconnect?.();
    };
  }, [enabled, given, hub]);
  return <LiveContext.Provider value={hub}>{children}</LiveContext.Provider>;
}

/** Runs `listener` (the latest one rendered) for each event of that kind; nothing outside a provider. */
export function useLiveEvent<E extends keyof LiveEvents>(event: E, listener: Listener<E>) {
  const hub = useContext(LiveContext);
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => hub?.on(event, (payload) => latest.current(payload)), [hub, event]);
}
