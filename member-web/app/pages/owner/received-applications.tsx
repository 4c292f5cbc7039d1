import { APPLICATION_TRANSITIONS, type ReceivedApplication } from '@app/contracts';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';

import { RatingBadge } from '../../components/reviews/rating-badge';
import { SubmitButton } from '../../components/owner/fields';
import { HeadLink, OwnerErrorBoundary, OwnerPage } from '../../components/owner/owner-page';
import { ListTable } from '../../components/owner/list-table';
import { ServerMessage } from '../../components/owner/server-message';
import { moveApplication, receivedApplications } from '../../market.server';
import { MessageButton } from '../../components/message-button';
import { SuggestedMembers } from '../../components/owner/suggested-members';
import { metaT, useT } from '../../i18n/i18n';

export const meta: MetaFunction = ({ matches }) => [
  { title: metaT(matches, 'ownerArea')('applications.metaTitle') },
];

/**
 * Applications to the owner's jobs, with where each stands and each applicant's rating; with `?job={id}`,
 * the suggested professionals of that job above them.
 */
export const loader = ({ request }: LoaderFunctionArgs) => receivedApplications(request);

/** Moves one application to the status chosen in its row, then the same page with the message. */
export const action = ({ request }: ActionFunctionArgs) => moveApplication(request);

/** The status and, while it can still move, a plain form with the moves allowed from there. */
function StatusControl({ application }: { application: ReceivedApplication }) {
  const moves = APPLICATION_TRANSITIONS[application.status];
  const { t } = useT('ownerArea');
  return (
    <>
      <span className={`status-badge status-badge--${application.status}`}>
        {t(`applications.status.${application.status}`)}
      </span>
      {moves.length ? (
        <Form
          // A new status is a new form: the select never keeps a choice made for the previous one.
          key={application.status}
          method="post"
          className="status-move"
          aria-label={t('applications.moveOf', { name: application.manpower.name })}
        >
          <input type="hidden" name="application_id" value={application.id} />
          <label className="visually-hidden" htmlFor={`status-${application.id}`}>
            {t('applications.newStatusFor', { name: application.manpower.name })}
          </label>
          <select id={`status-${application.id}`} name="status" defaultValue="" required>
            <option value="" disabled>
              {t('applications.moveTo')}
            </option>
            {moves.map((status) => (
              <option key={status} value={status}>
                {t(`applications.status.${status}`)}
              </option>
            ))}
          </select>
          <SubmitButton
            label={t('applications.move')}
            intent={`move-${application.id}`}
            className="button button--ghost button--small"
          />
        </Form>
      ) : null}
    </>
  );
}

/** The applicant's profile, a message to them and, when they gave one, their résumé. */
function ApplicantLinks({ application }: { application: ReceivedApplication }) {
  const { t } = useT('ownerArea');
  const { manpower, user } = application;
  return (
    <td>
      <Link to={`/profile/${user.id}`} aria-label={t('viewName', { name: manpower.name })}>
        {t('view')}
      </Link>
      <MessageButton context={{ type: 'application', id: application.id }} name={manpower.name} />
      {application.has_resume ? (
        <>
          {' · '}
          <a
            href={`/resources/resume/${user.id}`}
            download
            aria-label={t('applications.resumeOf', { name: manpower.name })}
          >
            {t('applications.resume')}
          </a>
        </>
      ) : null}
    </td>
  );
}

export default function ReceivedApplications() {
  const { list, ratings, suggested } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useT('ownerArea');
  return (
    <OwnerPage
      title={t('owner:menu.receivedApplication')}
      actions={<HeadLink to="/CreateJob">{t('owner:menu.createJob')}</HeadLink>}
    >
      <ServerMessage tone="error" message={reply?.message} />
      {suggested ? (
        <>
          <p>{t('matching:suggested.forJob', { title: suggested.job.title })}</p>
          <SuggestedMembers members={suggested.members} kind="professional" />
        </>
      ) : null}
      <ListTable
        caption={t('applications.caption')}
        columns={[
          { header: t('applications.jobTitle'), cell: (row) => <td data-user-content>{row.title}</td> },
          {
            header: t('name'),
            cell: (row) => (
              <td>
                <span data-user-content>{row.manpower.name}</span>{' '}
                <RatingBadge rating={ratings[String(row.user.id)]} />
              </td>
            ),
          },
          { header: t('mobileNo'), cell: (row) => <td>{row.manpower.mobile_no ?? '—'}</td> },
          {
            header: t('applications.emailId'),
            cell: (row) => <td className="cell-wrap">{row.manpower.email}</td>,
          },
          {
            header: t('applications.statusColumn'),
            cell: (row) => (
              <td>
                <StatusControl application={row} />
              </td>
            ),
          },
          { header: t('view'), cell: (row) => <ApplicantLinks application={row} /> },
        ]}
        list={list}
        empty={t('applications.none')}
      />
    </OwnerPage>
  );
}

export const ErrorBoundary = OwnerErrorBoundary;
