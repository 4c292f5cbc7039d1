import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { SocialOutcome } from '../../social.server';
import { formFields, renderRoute } from '../../../test/remix';
import { FollowButton } from './follow-button';
import { ViewerProvider } from './viewer';

const asMember = (id: number) =>
  function Page() {
    return (
      <ViewerProvider viewer={{ kind: 'member', id }}>
        <FollowButton memberId={7} relation="Follow" name="Meera Shah" />
      </ViewerProvider>
    );
  };

describe('FollowButton', () => {
  it('sends the follow for that member and then shows the relation the API answered', async () => {
    const sent: Record<string, FormDataEntryValue>[] = [];
    renderRoute(asMember(1), {
      action: async ({ request }) => {
        sent.push(await formFields(request));
        return {
          ok: true,
          intent: 'follow',
          target: 'user:7',
          fieldErrors: {},
          follow: { followee_id: 7, relation: 'Requested', follow_status: 'pending' },
        } satisfies SocialOutcome;
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Follow Meera Shah' }));
    await waitFor(() => expect(sent).toEqual([{ intent: 'follow', memberId: '7' }]));
    // Shown while the request is on its way, and kept once the answer says so.
    expect(await screen.findByText('Requested')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Follow Meera Shah' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the button and says why when the follow is refused', async () => {
    renderRoute(asMember(1), {
      action: () =>
        ({
          ok: false,
          intent: 'follow',
          target: 'user:7',
          fieldErrors: {},
          message: 'You cannot follow this member.',
        }) as SocialOutcome,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Follow Meera Shah' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot follow this member.');
    expect(screen.getByRole('button', { name: 'Follow Meera Shah' })).toBeInTheDocument();
  });

  it('shows the relation instead of the button once there is one', async () => {
    renderRoute(() => (
      <ViewerProvider viewer={{ kind: 'member', id: 1 }}>
        <FollowButton memberId={7} relation="Requested" name="Meera Shah" />
      </ViewerProvider>
    ));
    expect(await screen.findByText('Requested')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows nothing on your own name, or to a visitor who is not signed in', async () => {
    renderRoute(() => (
      <main>
        <ViewerProvider viewer={{ kind: 'member', id: 7 }}>
          <FollowButton memberId={7} relation="Follow" name="Meera Shah" />
        </ViewerProvider>
        <ViewerProvider viewer={{ kind: 'guest', guestHref: '/login' }}>
          <FollowButton memberId={8} relation="Follow" name="Arjun Rao" />
        </ViewerProvider>
      </main>
    ));
    expect(await screen.findByRole('main')).toBeEmptyDOMElement();
  });

  it('says Following once the member accepted (the seeds’ relation reads Requested for both)', async () => {
    renderRoute(() => (
      <ViewerProvider viewer={{ kind: 'member', id: 1 }}>
        <ul>
          <li>
            <FollowButton memberId={7} relation="Requested" status="accepted" name="Meera Shah" />
          </li>
          <li>
            <FollowButton memberId={8} relation="Requested" status="pending" name="Arjun Rao" />
          </li>
        </ul>
      </ViewerProvider>
    ));
    const [accepted, pending] = await screen.findAllByRole('listitem');
    expect(accepted).toHaveTextContent(/^Following$/);
    expect(pending).toHaveTextContent(/^Requested$/);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('after Follow on a member whose follow is already accepted, shows what the API answered', async () => {
    renderRoute(asMember(1), {
      action: () =>
        ({
          ok: true,
          intent: 'follow',
          target: 'user:7',
          fieldErrors: {},
          follow: { followee_id: 7, relation: 'Requested', follow_status: 'accepted' },
        }) satisfies SocialOutcome,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Follow Meera Shah' }));
    expect(await screen.findByText('Following')).toBeInTheDocument();
  });
});
