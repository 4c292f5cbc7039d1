import { Form } from '@remix-run/react';

import { useT } from '../../i18n/i18n';
import { SubmitButton } from '../owner/fields';
import type { ListColumn } from '../owner/list-table';

/**
 * A job's Apply cell: "Applied" once the professional has applied, else a one-button form posting the
 * job's id to the Jobs List's apply action (`action`: where the page is another one).
 */
export function JobApplyButton({
  job,
  label,
  formLabel,
  action,
}: {
  job: { id: number; relation?: unknown };
  label: string;
  formLabel: string;
  action?: string;
}) {
  const { t } = useT('manpower');
  if (job.relation) return <span className="status-badge">{t('pages.applied')}</span>;
  return (
    <Form method="post" action={action} aria-label={formLabel}>
      <input type="hidden" name="job_id" value={job.id} />
      <SubmitButton
        label={label}
        intent={`apply-${job.id}`}
        className="button button--primary button--small"
      />
    </Form>
  );
}

/**
 * The Apply column of a jobs table (Jobs List, job alerts): headed with the button's own word, each row's
 * JobApplyButton named by `formLabel` for screen readers.
 */
export function applyColumn<T extends { id: number; relation?: unknown }>(
  label: string,
  formLabel: (job: T) => string,
  action?: string,
): ListColumn<T> {
  return {
    header: label,
    cell: (job) => (
      <td>
        <JobApplyButton job={job} label={label} formLabel={formLabel(job)} action={action} />
      </td>
    ),
  };
}
