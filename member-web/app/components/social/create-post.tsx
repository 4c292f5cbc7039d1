import { Link, useNavigate } from '@remix-run/react';
import { useRef, useState } from 'react';

import { useT } from '../../i18n/i18n';
import { Avatar } from '../avatar';
import { useFocusFirstError } from '../form-fields';
import { useFetcherAnswer } from '../use-fetcher-answer';
import { useHydrated } from '../use-hydrated';
import { Modal } from './modal';
import { PostFields } from './post-form';
import { SocialFields, useSocial } from './use-social';

/**
 * The create-post stub at the top of a feed and its dialog (title, location, description, images). With
 * JavaScript the dialog opens in place and closes once the post is made (the feed then reloads with it on
 * top); without, the stub links to `?create=1`, where the server shows the dialog open.
 */
export function CreatePost({
  member,
  serverOpen,
  closeHref,
}: {
  member: { full_name: string; profile_photo: string | null };
  serverOpen: boolean;
  closeHref: string;
}) {
  const { t } = useT('social');
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const { fetcher, outcome, pending } = useSocial('new-post');
  const [sent, setSent] = useState(0);
  const navigate = useNavigate();

  useFetcherAnswer(fetcher, (answer) => {
    if (!answer.ok || answer.intent !== 'create-post') return;
    setOpen(false);
    setSent((count) => count + 1);
    // A dialog the server opened (?create=1) closes by leaving that address.
    if (serverOpen) navigate(closeHref);
  });

  const failure = outcome && !outcome.ok ? outcome : undefined;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, failure);
  const form = (
    <fetcher.Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      className="form"
      aria-label={t('createPost.title')}
    >
      <SocialFields intent="create-post" />
      <PostFields message={failure?.message} fieldErrors={failure?.fieldErrors} resetKey={sent} />
      <button type="submit" className="button button--primary" disabled={pending === 'create-post'}>
        {pending === 'create-post' ? t('pleaseWait') : t('createPost.submit')}
      </button>
    </fetcher.Form>
  );

  // Opened by the server (?create=1, the only way without JavaScript, also after a refresh): the dialog is
  // its own section at the top of the page, as wide as the column allows, instead of the composer card.
  if (serverOpen && !open) {
    return (
      <section className="page-dialog" aria-label={t('createPost.label')}>
        <Modal title={t('createPost.title')} closeHref={closeHref}>
          {form}
        </Modal>
      </section>
    );
  }

  return (
    <section className="card create-post" aria-label={t('createPost.label')}>
      <Avatar name={member.full_name} photo={member.profile_photo} size="medium" />
      <Link
        to="?create=1"
        className="create-post__stub"
        onClick={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {t('createPost.stub')}
      </Link>
      {open ? (
        <Modal title={t('createPost.title')} onClose={() => setOpen(false)}>
          {form}
        </Modal>
      ) : null}
    </section>
  );
}
