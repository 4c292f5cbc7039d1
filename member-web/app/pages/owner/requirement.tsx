import type { Page, Requirement } from '@app/contracts';
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigate } from '@remix-run/react';

import { SubscribeNotice } from '../../components/money/subscribe-notice';
import { Modal } from '../../components/social/modal';
import { HeadLink, OwnerErrorBoundary, OwnerPage } from '../../components/owner/owner-page';
import { Pager } from '../../components/owner/pager';
import { RequirementForm } from '../../components/owner/requirement-form';
import { RequirementTable } from '../../components/owner/requirement-table';
import { ServerMessage } from '../../components/owner/server-message';
import { useHydrated } from '../../components/use-hydrated';
import { idFrom } from '../../locations.server';
import { isSubscribed, listPage, pageFrom, requireOwner } from '../../market.server';
import { changeRequirement } from '../../requirements.server';
import { metaT, useT } from '../../i18n/i18n';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, 'owner')('pages.showReqTitle') }];

/** The owner's requirements; `?edit={id}` opens the Edit Requirement dialog (its address, decision 020). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api, me } = await requireOwner(request);
  const page = pageFrom(request);
  const list: Page<Requirement> = await listPage<Requirement>(api, 'restaurants/my-requirements', page);
  const editId = idFrom(new URL(request.url).searchParams.get('edit'));
  const editing = editId ? (list.data.find((row) => row.id === editId) ?? null) : null;
  return { list, editing, subscribed: isSubscribed(me) };
}

/** SAVE (POST restaurants/requirement/{id}), delete (DELETE restaurants/requirement/{id}) and Renew. */
export const action = ({ request }: ActionFunctionArgs) => changeRequirement(request);

export default function Requirements() {
  const { t } = useT('owner');
  const { list, editing, subscribed } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  // A refused delete shows its message above the table; a refused SAVE shows it in the dialog.
  const deleteFailure = reply && !('title' in reply.values) ? reply.message : undefined;
  return (
    <OwnerPage
      title={t('menu.updateRequirement')}
      actions={
        <HeadLink to="/PostReq" primary>
          {t('menu.postRequirement')}
        </HeadLink>
      }
    >
      {subscribed ? null : <SubscribeNotice />}
      <ServerMessage tone="error" message={deleteFailure} />
      <RequirementTable list={list} />
      <Pager page={list.current_page} lastPage={list.last_page} />
      {editing ? (
        <Modal
          key={editing.id}
          title={t('pages.editRequirement')}
          closeHref="/ShowRequirment"
          onClose={hydrated ? () => navigate('/ShowRequirment', { preventScrollReset: true }) : undefined}
        >
          <RequirementForm
            label={t('pages.editRequirement')}
            values={{
              title: reply?.values.title ?? editing.title,
              description: reply?.values.description ?? editing.description,
              contact_shown: reply?.values.contact_shown ?? editing.contact_shown,
            }}
            fieldErrors={reply?.fieldErrors}
            message={reply && 'title' in reply.values ? reply.message : undefined}
            submitLabel={t('save')}
            intent="update"
            hidden={{ id: String(editing.id) }}
            disabled={!subscribed}
          />
        </Modal>
      ) : null}
    </OwnerPage>
  );
}

export const ErrorBoundary = OwnerErrorBoundary;
