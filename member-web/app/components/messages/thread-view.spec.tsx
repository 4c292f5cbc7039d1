import type { Conversation, ConversationMessage } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderRoute } from '../../../test/remix';
import { createLiveHub, LiveProvider, type LiveHub } from '../live-channel';
import { ThreadView } from './thread-view';

const ME = 1;
const ASHA = 2;

const conversation: Conversation = {
  id: 5,
  other: {
    id: ASHA,
    full_name: 'Asha Rao',
    profile_photo: null,
    user_type: null,
    user_type_text: null,
    blue_tick: 0,
    deleted: false,
  },
  context: null,
  last_message: null,
  unread_count: 0,
  other_read_up_to: 0,
  muted: false,
  blocked: false,
  closed: false,
  last_activity_at: '2026-01-01T10:00:00.000Z',
};

const message = (id: number, body: string, sender = ASHA, extra: Partial<ConversationMessage> = {}) =>
  ({
    id,
    conversation_id: 5,
    sender_id: sender,
    body,
    images: [],
    held: false,
    created_at: '2026-01-01T10:00:00.000Z',
    ...extra,
  }) satisfies ConversationMessage;

/**
 * The site's JSON routes as the browser's fetch sees them (the network is the edge of this test): each
 * request is recorded, and answered by `answer` (a body, or a thrown error for a dropped connection).
 */
type Answer = (url: string, init?: RequestInit) => unknown;
let requests: Array<{ url: string; method: string; form: Record<string, FormDataEntryValue> }>;
let answer: Answer;
const realFetch = globalThis.fetch;

beforeEach(() => {
  requests = [];
  answer = () => ({});
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    requests.push({
      url,
      method: init?.method ?? 'GET',
      form: init?.body instanceof FormData ? Object.fromEntries(init.body) : {},
    });
    const body = answer(url, init);
    return {
      ok: true,
      status: 200,
      headers: { get: () => 'application/json' },
      json: async () => body,
    } as unknown as Response;
  }) as typeof fetch;
});

afterEach(() => {
  globalThis.fetch = realFetch;
});

function renderThread(hub: LiveHub, initial: ConversationMessage[], more = false) {
  return renderRoute(
    () => (
      <LiveProvider enabled hub={hub}>
        <ThreadView conversation={conversation} initial={{ data: initial, more }} meId={ME} />
      </LiveProvider>
    ),
    { path: '/messages/:id', url: '/messages/5' },
  );
}

const thread = () => screen.getByRole('list', { name: 'Conversation with Asha Rao' });
const shownIds = () =>
  within(thread())
    .getAllByRole('listitem')
    .map((item) => Number(item.getAttribute('data-message-id')));

describe('ThreadView', () => {
  it('adds a live message once, ignores other conversations, and marks what it shows read', async () => {
    const hub = createLiveHub();
    renderThread(hub, [message(10, 'Is the paneer fresh?')]);
    await screen.findByText('Is the paneer fresh?');
    act(() => {
      hub.emit('message', { type: 'message', message: message(11, 'Made this morning') });
      hub.emit('message', { type: 'message', message: message(11, 'Made this morning') });
      hub.emit('message', { type: 'message', message: { ...message(12, 'Elsewhere'), conversation_id: 9 } });
    });
    await screen.findByText('Made this morning');
    expect(shownIds()).toEqual([10, 11]);
    expect(screen.queryByText('Elsewhere')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(requests).toContainEqual({
        url: '/messages/5/page',
        method: 'POST',
        form: { intent: 'read', up_to: '11' },
      }),
    );
  });

  it('asks for what it missed when the channel (re)opens, by id, page after page, and shows each message once', async () => {
    const hub = createLiveHub();
    renderThread(hub, [message(10, 'First'), message(11, 'Second')]);
    answer = (url) =>
      url.endsWith('after=11')
        ? {
            conversation,
            meId: ME,
            thread: { data: [message(11, 'Second'), message(12, 'Third')], more: true },
          }
        : url.endsWith('after=12')
          ? { conversation, meId: ME, thread: { data: [message(13, 'Fourth')], more: false } }
          : {};
    act(() => hub.emit('connect', { again: true }));
    await screen.findByText('Fourth');
    expect(requests.map((r) => r.url)).toEqual(['/messages/5/page?after=11', '/messages/5/page?after=12']);
    expect(shownIds()).toEqual([10, 11, 12, 13]);
  });

  it('sends the text, empties the box and shows the message at once', async () => {
    const hub = createLiveHub();
    renderThread(hub, []);
    answer = () => ({ ok: true, sent: message(20, 'See you at six', ME), fieldErrors: {} });
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'See you at six');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('See you at six');
    expect(requests[0]).toMatchObject({
      url: '/messages/5/page',
      method: 'POST',
      form: { intent: 'send', body: 'See you at six' },
    });
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    // The live event of the same message does not show it twice.
    act(() => hub.emit('message', { type: 'message', message: message(20, 'See you at six', ME) }));
    expect(shownIds()).toEqual([20]);
  });

  it('keeps a failed send in the box with Retry, and sends it on the retry', async () => {
    const hub = createLiveHub();
    renderThread(hub, []);
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Twenty kilos, please');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The message was not sent.');
    expect(box).toHaveValue('Twenty kilos, please');
    answer = () => ({ ok: true, sent: message(21, 'Twenty kilos, please', ME), fieldErrors: {} });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await within(thread()).findByText('Twenty kilos, please');
    expect(box).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it("says why the API refused a send and keeps the text (the refusal's own message)", async () => {
    const hub = createLiveHub();
    renderThread(hub, []);
    answer = () => ({ message: 'This conversation is closed.', fieldErrors: {}, body: 'Hello?' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This conversation is closed.');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello?');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('loads older messages above the ones shown, and stops offering them at the start', async () => {
    const hub = createLiveHub();
    renderThread(hub, [message(40, 'Newer')], true);
    answer = () => ({ conversation, meId: ME, thread: { data: [message(38, 'Oldest')], more: false } });
    const older = screen.getByRole('link', { name: 'Older messages' });
    // Without JavaScript the same link opens the older page.
    expect(older).toHaveAttribute('href', '/messages/5?before=40');
    await userEvent.click(older);
    await screen.findByText('Oldest');
    expect(requests.map((r) => r.url)).toEqual(['/messages/5/page?before=40']);
    expect(shownIds()).toEqual([38, 40]);
    expect(screen.queryByRole('link', { name: 'Older messages' })).not.toBeInTheDocument();
  });

  it("opens links with nofollow noopener and shows a message's pictures through the site", async () => {
    const hub = createLiveHub();
    renderThread(hub, [
      message(50, 'Menu at https://example.com/menu today', ASHA, {
        images: [{ url: '/api/conversations/5/messages/50/images/0', width: 800, height: 600 }],
      }),
    ]);
    const link = await screen.findByRole('link', { name: 'https://example.com/menu' });
    expect(link).toHaveAttribute('rel', expect.stringContaining('nofollow noopener'));
    expect(screen.getByRole('img', { name: 'Picture 1 of the message' })).toHaveAttribute(
      'src',
      '/messages/5/images/50/0',
    );
    // The composer posts pictures as multipart without JavaScript too.
    const form = screen.getByRole('textbox', { name: 'Message' }).closest('form')!;
    expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    expect(screen.getByLabelText('Pictures (up to 4)')).toHaveAttribute('type', 'file');
  });

  it('marks my last message the other member has read as Seen when the receipt comes', async () => {
    const hub = createLiveHub();
    renderThread(hub, [message(60, 'Sent one', ME), message(61, 'Sent two', ME)]);
    await screen.findByText('Sent two');
    expect(screen.queryByText(/Seen/)).not.toBeInTheDocument();
    act(() =>
      hub.emit('read', {
        type: 'read',
        read: { conversation_id: 5, last_read_id: 61, unread_count: 0, reader_id: ASHA },
      }),
    );
    const seen = await screen.findByText(/Seen/);
    expect(seen.closest('li')).toHaveAttribute('data-message-id', '61');
  });
});
