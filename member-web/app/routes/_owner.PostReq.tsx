import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';

import { SubscribeNotice } from '../components/money/subscribe-notice';
import { HeadLink, OwnerErrorBoundary, OwnerPage } from '../components/owner/owner-page';
import { RequirementForm } from '../components/owner/requirement-form';
import { isSubscribed, requireOwner } from '../market.server';
import { createRequirement } from '../requirements.server';
import { metaT, useT } from '../i18n/i18n';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, 'owner')('pages.postReqTitle') }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { me } = await requireOwner(request);
  return { subscribed: isSubscribed(me) };
}

/** Create: POST restaurants/requirement (multipart), then the list (/ShowRequirment) with the message. */
export const action = ({ request }: ActionFunctionArgs) => createRequirement(request);

export default function PostRequirement() {
  const { t } = useT('owner');
  const { subscribed } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <OwnerPage
      title={t('menu.postRequirement')}
      actions={<HeadLink to="/ShowRequirment">{t('menu.updateRequirement')}</HeadLink>}
    >
      {subscribed ? null : <SubscribeNotice />}
      <RequirementForm
        label={t('menu.postRequirement')}
        values={{
          title: reply?.values.title ?? '',
          description: reply?.values.description ?? '',
          contact_shown: reply?.values.contact_shown,
        }}
        fieldErrors={reply?.fieldErrors}
        message={reply?.message}
        submitLabel={t('create')}
        intent="create"
        disabled={!subscribed}
      />
    </OwnerPage>
  );
}

export const ErrorBoundary = OwnerErrorBoundary;
