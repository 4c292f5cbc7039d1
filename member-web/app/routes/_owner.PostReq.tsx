import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';

import { checkAll } from '../form-rules';
import { requirementRules } from '../market-rules';
import { SubscribeNotice } from '../components/money/subscribe-notice';
import { HeadLink, OwnerErrorBoundary, OwnerPage } from '../components/owner/owner-page';
import { RequirementForm } from '../components/owner/requirement-form';
import {
  apiBody,
  chosenFiles,
  formReply,
  isSubscribed,
  readMultipart,
  redirectWithMessage,
  requireOwner,
  sendForm,
  textValues,
} from '../market.server';
import { metaT, useT } from '../i18n/i18n';
import { textsFor } from '../i18n/texts.server';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches, 'owner')('pages.postReqTitle') }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { me } = await requireOwner(request);
  return { subscribed: isSubscribed(me) };
}

/** Create: POST restaurants/requirement (multipart), then the list (/ShowRequirment) with the message. */
export async function action({ request }: ActionFunctionArgs) {
  const { api } = await requireOwner(request);
  const read = await readMultipart(request);
  if (!read.ok) return formReply({ title: '', description: '' }, read.failure, 413);
  const values = textValues(read.form, ['title', 'description', 'contact_shown']);
  const errors = checkAll(values, requirementRules(await textsFor(request, 'server')));
  if (Object.keys(errors).length > 0) return formReply(values, { fieldErrors: errors }, 422);
  const files = chosenFiles(read.form, 'photo').map((file): [string, File] => ['photo', file]);
  const sent = await sendForm(api, 'POST', 'restaurants/requirement', apiBody(values, files));
  if (!sent.ok) return formReply(values, sent.failure, sent.status);
  return redirectWithMessage('/ShowRequirment', sent.message);
}

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
