import type { Page, Post } from '@app/contracts';
import { Link } from '@remix-run/react';
import { useState } from 'react';

import { Feed } from './feed';
import { GuestAction } from './guest-action';
import { Modal } from './modal';
import { SisterBanners } from './sister-banners';
import { ViewerProvider, type Viewer } from './viewer';

/** Where the preview's actions lead without JavaScript: the landing page with the popup open. */
const SIGNUP_HREF = '/?signup=1#signup';

/**
 * The logged-out preview home: a left panel, the create-post stub, the most liked posts (GET
 * posts/likes-desc, 15 a page) and the sister-product banners. Every action opens the sign-up popup,
 * whose button goes to /RegisterNew.
 */
export function PublicPreview({ feed, signupOpen }: { feed: Page<Post>; signupOpen: boolean }) {
  const [popup, setPopup] = useState(false);
  const viewer: Viewer = { kind: 'guest', guestHref: SIGNUP_HREF, onGuestAction: () => setPopup(true) };
  return (
    <ViewerProvider viewer={viewer}>
      <section className="section preview" aria-labelledby="preview-title">
        <div className="container">
          <h2 id="preview-title">Inside the community</h2>
          <div className="home-layout">
            <aside className="home-layout__left" aria-label="Join">
              <div className="card preview__join">
                <h3>Meet the restaurant trade</h3>
                <p>Follow owners, vendors and chefs, share your news and find your next supplier.</p>
                <GuestAction viewer={viewer} className="button button--primary">
                  Create your free account
                </GuestAction>
              </div>
            </aside>
            <div className="home-layout__feed">
              <div className="card create-post">
                <GuestAction viewer={viewer} className="create-post__stub">
                  Start a post: share news, photos and offers
                </GuestAction>
              </div>
              <Feed key={feed.current_page} initial={feed} list="list=preview" />
            </div>
            <aside className="home-layout__right" aria-label="From the community">
              <SisterBanners audience="guest" />
            </aside>
          </div>
        </div>
      </section>
      {popup ? <SignupPopup onClose={() => setPopup(false)} /> : signupOpen ? <SignupPopup /> : null}
    </ViewerProvider>
  );
}

/** The sign-up popup: opened by any action of the preview; its button goes to /RegisterNew. */
function SignupPopup({ onClose }: { onClose?: () => void }) {
  return (
    <Modal
      title="Join the community to continue"
      onClose={onClose}
      closeHref="/"
      className="modal--narrow signup-popup"
    >
      <div id="signup">
        <p>
          Sign up to like, comment, follow and post. It is free for restaurant owners, vendors and
          professionals.
        </p>
        <Link to="/RegisterNew" className="button button--primary">
          Sign Up Now
        </Link>
      </div>
    </Modal>
  );
}
