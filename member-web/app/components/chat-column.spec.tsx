import type { Conversation, ConversationMessage } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createRemixStub } from '@remix-run/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ChatColumn } from './chat-column';
import { createLiveHub, LiveProvider, type LiveHub } from './live-channel';
import { MessagesBadge } from './messages-badge';

const asha: Conversation = {
  id: 7,
  other: {
    id: 2,
    full_name: 'Asha Rao',
    profile_photo: null,
    user_type: null,
    user_type_text: null,
    blue_tick: 0,
    deleted: false,
  },
  context: null,
  last_message: null,
  unread_count: 1,
  other_read_up_to: 0,
  muted: false,
  blocked: false,
  closed: false,
  last_activity_at: '2026-01-01T10:00:00.000Z',
};

const hello: ConversationMessage = {
  id: 70,
  conversation_id: 7,
  sender_id: 2,
  body: 'Hello from Asha',
  images: [],
  held: false,
  created_at: '2026-01-01T10:00:00.000Z',
};

/** The site's JSON routes the scripts fetch (the network is the edge of these tests). */
let answers: Record<string, unknown>;
let fetched: string[];
const realFetch = globalThis.fetch;
const realMatchMedia = window.matchMedia;

beforeEach(() => {
  fetched = [];
  answers = {};
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    fetched.push(url);
    return {
      ok: url in answers,
      status: url in answers ? 200 : 404,
      headers: { get: () => 'application/json' },
      json: async () => answers[url],
    } as unknown as Response;
  }) as typeof fetch;
});

afterEach(() => {
  globalThis.fetch = realFetch;
  window.matchMedia = realMatchMedia;
});

/** A window this wide, as far as the column's media query is concerned (jsdom has no layout). */
function windowWidth(px: number) {
  window.matchMedia = ((query: string) => ({
    matches: px >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

function renderPage(hub: LiveHub, unread = 0) {
  const Stub = createRemixStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ unreadMessages: { count: unread } }),
      Component: () => (
        <LiveProvider enabled hub={hub}>
          <MessagesBadge />
          <h1>My feed</h1>
          <ChatColumn />
        </LiveProvider>
      ),
    },
    { path: '/messages/recent', loader: () => ({ conversations: [asha] }) },
  ]);
  return render(<Stub initialEntries={['/']} />);
}

describe('ChatColumn', () => {
  it('opens a conversation in place: the thread shows in the column and the page stays', async () => {
    windowWidth(1700);
    answers['/messages/7/page'] = { conversation: asha, thread: { data: [hello], more: false }, meId: 1 };
    renderPage(createLiveHub());
    const column = await screen.findByRole('complementary', { name: 'Recent conversations' });
    const link = await within(column).findByRole('link', { name: /Asha Rao/ });
    expect(link).toHaveAttribute('href', '/messages/7');
    await userEvent.click(link);
    const thread = await within(column).findByRole('list', { name: 'Conversation with Asha Rao' });
    expect(within(thread).getByText('Hello from Asha')).toBeInTheDocument();
    expect(within(column).getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(fetched).toContain('/messages/7/page');
    // Still the same page beside it.
    expect(screen.getByRole('heading', { level: 1, name: 'My feed' })).toBeInTheDocument();
    await userEvent.click(within(column).getByRole('button', { name: '← Recent conversations' }));
    expect(await within(column).findByRole('link', { name: /Asha Rao/ })).toBeInTheDocument();
  });

  it('says so and offers the thread page when the conversation cannot be opened in place', async () => {
    windowWidth(1700);
    renderPage(createLiveHub());
    const column = await screen.findByRole('complementary', { name: 'Recent conversations' });
    await userEvent.click(await within(column).findByRole('link', { name: /Asha Rao/ }));
    expect(await within(column).findByText(/could not be opened here/)).toBeInTheDocument();
    expect(within(column).getByRole('link', { name: 'Open the full conversation' })).toHaveAttribute(
      'href',
      '/messages/7',
    );
  });

  it('is not there below 1 600 px', async () => {
    windowWidth(1599);
    renderPage(createLiveHub());
    await screen.findByRole('heading', { name: 'My feed' });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});

describe('MessagesBadge', () => {
  it('counts again when the live channel brings a message, without a reload', async () => {
    windowWidth(1024);
    const hub = createLiveHub();
    renderPage(hub, 1);
    expect(await screen.findByRole('link', { name: 'Messages, 1 unread' })).toBeInTheDocument();
    answers['/messages/unread'] = { unread: { count: 3 } };
    act(() => hub.emit('message', { type: 'message', message: hello }));
    expect(await screen.findByRole('link', { name: 'Messages, 3 unread' })).toBeInTheDocument();
    answers['/messages/unread'] = { unread: { count: 0 } };
    act(() =>
      hub.emit('read', {
        type: 'read',
        read: { conversation_id: 7, last_read_id: 70, unread_count: 0, reader_id: 1 },
      }),
    );
    expect(await screen.findByRole('link', { name: 'Messages, none unread' })).toBeInTheDocument();
  });
});
