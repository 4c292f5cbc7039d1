import type { Page, Post } from '@app/contracts';
import { Link } from '@remix-run/react';
import { useState } from 'react';

import { useT } from '../../i18n/i18n';
import { Feed } from './feed';
import { Modal } from './modal';
import { SisterBanners } from './sister-banners';
import { ViewerProvider, type Viewer } from './viewer';

/** Where the preview's actions lead without JavaScript: the landing page with the popup open. */
const SIGNUP_HREF = '/?signup=1#signup';

/**
 * The landing page's short preview (decision 173): a few recent posts that passed moderation (GET
 * posts/recent), next to a card that invites the visitor in. Every action on a post opens the sign-up
 * popup, whose button goes to /join (Free or Elite).
 */
export function PublicPreview({ feed, signupOpen }: { feed: Page<Post>; signupOpen: boolean }) {
  const { t } = useT('landing');
  const [popup, setPopup] = useState(false);
  const viewer: Viewer = { kind: 'guest', guestHref: SIGNUP_HREF, onGuestAction: () => setPopup(true) };
  return (
    <ViewerProvider viewer={viewer}>
      <section className="section preview" aria-labelledby="preview-title">
        <div className="container">
          <h2 id="preview-title">{t('preview.title')}</h2>
          <p className="preview__lead">{t('preview.lead')}</p>
          <div className="preview-layout">
            <div className="preview-layout__feed">
              {feed.data.length ? (
                <Feed key={feed.current_page} initial={feed} list="list=preview" atTop={false} />
              ) : (
                <p className="card empty-state">{t('preview.empty')}</p>
              )}
            </div>
            <aside className="preview-layout__side" aria-label={t('preview.join')}>
              <div className="card preview__join">
                <h3>{t('preview.meet')}</h3>
                <p>{t('preview.meetText')}</p>
                <Link to="/join" className="button button--primary preview__join-button">
                  {t('preview.create')}
                </Link>
              </div>
              <SisterBanners audience="guest" />
            </aside>
          </div>
        </div>
      </section>
      {popup ? <SignupPopup onClose={() => setPopup(false)} /> : signupOpen ? <SignupPopup /> : null}
    </ViewerProvider>
  );
}

/** The sign-up popup: opened by any action of the preview; its button goes to /join (Free or Elite). */
function SignupPopup({ onClose }: { onClose?: () => void }) {
  const { t } = useT('landing');
  return (
    <Modal
      title={t('preview.popupTitle')}
      onClose={onClose}
      closeHref="/"
      className="modal--narrow signup-popup"
    >
      <div id="signup">
        <p>{t('preview.popupText')}</p>
        <Link to="/join" className="button button--primary">
          {t('preview.popupButton')}
        </Link>
      </div>
    </Modal>
  );
}
