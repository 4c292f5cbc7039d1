import {
  APPEAL_TEXT_MAX_LENGTH,
  APPEAL_TEXT_MIN_LENGTH,
  APPEAL_WINDOW_DAYS,
  REVIEW_ACTION_TEXT,
  type ReviewAction,
} from '@app/contracts';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';

import { requireMember } from '../accounts.server';
import { FormAlert } from '../components/form-fields';
import { TextAreaField } from '../components/owner/fields';
import { ServerMessage } from '../components/owner/server-message';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { redirectWithMessage, takeMessage } from '../market.server';
import { memberNotices, sendAppeal, type MemberNotice } from '../moderation.server';

export const meta: MetaFunction = () => [{ title: 'Notices | Restaurant Community' }];

const NOTICES_PATH = '/Home/User/notices';

/** /Home/User/notices: the statements of reasons the member received, each with its appeal. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireMember(request);
  const { message, headers } = await takeMessage(request);
  return data({ notices: await memberNotices(api), message }, { headers });
}

/** One appeal per decision: sent, then back to the list with the API's confirmation. */
export async function action({ request }: ActionFunctionArgs) {
  const { api } = await requireMember(request);
  const result = await sendAppeal(api, await request.formData());
  if (result.ok) throw await redirectWithMessage(NOTICES_PATH, result.message);
  return data(
    {
      noticeId: result.noticeId,
      text: result.text,
      message: result.failure.message,
      fieldErrors: result.failure.fieldErrors,
    },
    { status: 422 },
  );
}

// One format on the server and in the browser (no hydration mismatch); the product's members are in India.
const DATE = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });
const formatDate = (iso: string) => DATE.format(new Date(iso));

const SUBJECTS: Record<string, string> = {
  post: 'Your post',
  comment: 'Your comment',
  user: 'Your profile',
  member: 'Your account',
  requirement: 'Your requirement',
  job: 'Your job offer',
  franchise: 'Your franchise offer',
  restaurant_sale: 'Your restaurant for sale',
};

const APPEAL_STATES: Record<string, string> = {
  open: 'Your appeal is being reviewed by a moderator who did not make the decision.',
  upheld: 'Your appeal was reviewed: the decision stands.',
  reversed: 'Your appeal was upheld: the decision was reversed.',
};

function appealState(appeal: NonNullable<MemberNotice['appeal']>): string {
  return (appeal.outcome && APPEAL_STATES[appeal.outcome]) || APPEAL_STATES[appeal.status] || appeal.status;
}

export default function Notices() {
  const { notices, message } = useLoaderData<typeof loader>();
  return (
    <div className="container page notices-page">
      <h1>Notices</h1>
      <p className="lead">
        When our moderators or our automatic checks restrict your content or your account, you get a statement
        of reasons here and by e-mail. You may appeal each decision once, within {APPEAL_WINDOW_DAYS} days.
        See also our <Link to="/grievance">grievance officer</Link>.
      </p>
      <ServerMessage tone="success" message={message} />
      {notices.length === 0 ? (
        <p>You have no notices. Nothing you posted has been restricted.</p>
      ) : (
        <ol className="notice-list">
          {notices.map((notice) => (
            <li key={notice.id}>
              <NoticeCard notice={notice} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** What was done, in the member's words (the API sends the action's code). */
const actionText = (action: string) => REVIEW_ACTION_TEXT[action as ReviewAction] ?? action;

function NoticeCard({ notice }: { notice: MemberNotice }) {
  const headingId = `notice-${notice.id}`;
  return (
    <article className="card notice" aria-labelledby={headingId}>
      <h2 id={headingId}>{actionText(notice.action)}</h2>
      <dl className="notice__facts">
        <dt>Date</dt>
        <dd>{formatDate(notice.created_at)}</dd>
        <dt>What</dt>
        <dd>
          {SUBJECTS[notice.subject_type] ?? 'Your content'}
          {notice.subject_excerpt ? <q>{notice.subject_excerpt}</q> : null}
        </dd>
        <dt>Why</dt>
        <dd>{notice.rule}</dd>
        <dt>How it was decided</dt>
        <dd>{notice.decided_by === 'automatic' ? 'By our automatic checks' : 'By our moderators'}</dd>
      </dl>
      <Appeal notice={notice} />
    </article>
  );
}

function Appeal({ notice }: { notice: MemberNotice }) {
  const failure = useActionData<typeof action>();
  const navigation = useNavigation();
  if (notice.appeal) {
    return (
      <p className="notice__appeal" role="status">
        <strong>Appeal:</strong> {appealState(notice.appeal)}
      </p>
    );
  }
  if (new Date(notice.appeal_until).getTime() < Date.now()) {
    return (
      <p className="notice__appeal">
        The time to appeal this decision ended on {formatDate(notice.appeal_until)}.
      </p>
    );
  }
  const mine = failure?.noticeId === notice.id ? failure : undefined;
  const sending =
    navigation.state === 'submitting' && navigation.formData?.get('notice_id') === String(notice.id);
  return (
    <Form method="post" className="notice__form" aria-label={`Appeal: ${actionText(notice.action)}`}>
      <input type="hidden" name="notice_id" value={notice.id} />
      <FormAlert>{mine?.message}</FormAlert>
      <TextAreaField
        label="Your appeal"
        name="text"
        required
        minLength={APPEAL_TEXT_MIN_LENGTH}
        maxLength={APPEAL_TEXT_MAX_LENGTH}
        defaultValue={mine?.text}
        error={mine?.fieldErrors.text}
      />
      <p className="field__hint">
        Tell us why the decision should change ({APPEAL_TEXT_MIN_LENGTH} to {APPEAL_TEXT_MAX_LENGTH}{' '}
        characters). You can appeal until {formatDate(notice.appeal_until)}.
      </p>
      <button type="submit" className="button button--primary" disabled={sending}>
        Send appeal
      </button>
    </Form>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
