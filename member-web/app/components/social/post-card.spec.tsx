import type { Comment, Post } from '@app/contracts';
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { SocialOutcome } from '../../social.server';
import { formFields, renderRoute } from '../../../test/remix';
import { PostCard, type CommentsData } from './post-card';
import { ViewerProvider, type Viewer } from './viewer';

const post: Post = {
  id: 40,
  title: 'Masala week',
  description: 'Seven days of regional masalas at our Pune kitchen.',
  location: 'Pune',
  tags: null,
  medias: [],
  user: { id: 12, full_name: 'Meera Shah', first_name: 'Meera', profile_photo: null, blue_tick: 1 },
  created_at: '2026-11-27T10:00:00Z',
  updated_at: '2026-11-27T10:00:00Z',
  likes_count: 3,
  comments_count: 2,
  is_liked: 0,
  is_held: 0,
};

const comment = (id: number, body: string): Comment => ({
  id,
  commentable_id: post.id,
  body,
  user_id: 20 + id,
  user: { id: 20 + id, full_name: `Reader ${id}`, profile_photo: null },
  created_at: '2026-11-27T11:00:00Z',
  updated_at: '2026-11-27T11:00:00Z',
  is_held: 0,
});

/** A feed page with one card: its action answers the card's forms, /resources/comments its comments. */
function renderCard(viewer: Viewer, answer: (fields: Record<string, FormDataEntryValue>) => SocialOutcome) {
  const sent: Record<string, FormDataEntryValue>[] = [];
  let stored = [comment(1, 'Count me in'), comment(2, 'Which masalas?')];
  renderRoute(
    () => (
      <ViewerProvider viewer={viewer}>
        <PostCard post={post} />
      </ViewerProvider>
    ),
    {
      path: '/Home',
      action: async ({ request }) => {
        const fields = await formFields(request);
        sent.push(fields);
        const outcome = answer(fields);
        if (outcome.comment) stored = [...stored, outcome.comment];
        return outcome;
      },
      routes: [{ path: '/resources/comments', loader: (): CommentsData => ({ comments: stored }) }],
    },
  );
  return sent;
}

const member: Viewer = { kind: 'member', id: 7 };
const ok = (fields: Partial<SocialOutcome>): SocialOutcome => ({
  ok: true,
  intent: 'like',
  target: `post:${post.id}`,
  fieldErrors: {},
  ...fields,
});

describe('the post card', () => {
  it('shows the author, the verified tick, the title as a link and the counts', async () => {
    renderCard(member, () => ok({}));
    const card = await screen.findByRole('article', { name: 'Masala week' });
    expect(within(card).getByRole('link', { name: 'Meera Shah' })).toHaveAttribute('href', '/Profile/12');
    expect(within(card).getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Masala week' })).toHaveAttribute('href', '/posts/40');
    expect(within(card).getByText('3 Likes')).toBeInTheDocument();
    expect(within(card).getByText('2 Comments')).toBeInTheDocument();
  });

  it('likes the post and then shows the count the API answered', async () => {
    const sent = renderCard(member, () => ok({ like: { is_liked: 1, likes_count: 9 } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Like', pressed: false }));
    expect(await screen.findByRole('button', { name: '9 Likes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Liked', pressed: true })).toBeInTheDocument();
    expect(sent).toEqual([{ intent: 'like', postId: '40' }]);
  });

  it('opens the comments, and a new comment joins them once and counts once', async () => {
    const sent = renderCard(member, (fields) =>
      ok({ intent: 'comment', comment: comment(3, String(fields.body)) }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Comments' }));
    expect(await screen.findByText('Which masalas?')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Write a comment'), 'Saving a seat');
    await userEvent.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText('Saving a seat')).toBeInTheDocument();
    expect(screen.getByText('3 Comments')).toBeInTheDocument();
    expect(screen.getAllByText('Saving a seat')).toHaveLength(1);
    // The box is emptied for the next comment.
    await waitFor(() => expect(screen.getByLabelText('Write a comment')).toHaveValue(''));
    expect(sent).toEqual([{ intent: 'comment', postId: '40', body: 'Saving a seat' }]);
  });

  it('shows the API’s refusal of a like under the card', async () => {
    renderCard(member, () => ({ ...ok({}), ok: false, message: 'This post is no longer available.' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Like' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This post is no longer available.');
    expect(screen.getByText('3 Likes')).toBeInTheDocument();
  });

  it('turns every action into the way to sign in for a visitor', async () => {
    renderCard({ kind: 'guest', guestHref: '/login' }, () => ok({}));
    const card = await screen.findByRole('article', { name: 'Masala week' });
    expect(within(card).getByRole('link', { name: 'Like' })).toHaveAttribute('href', '/login');
    expect(within(card).getByRole('link', { name: 'Write a comment...' })).toHaveAttribute('href', '/login');
    expect(within(card).getByRole('link', { name: 'Masala week' })).toHaveAttribute(
      'href',
      '/postsnotAuth/40',
    );
    expect(within(card).queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();
  });
});
