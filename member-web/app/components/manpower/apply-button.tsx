import { Form } from '@remix-run/react';

import { SubmitButton } from '../owner/fields';

/**
 * A job's Apply cell: "Applied" once the professional has applied, else a one-button form posting the
 * job's id to the Jobs List's apply action (`action`: where the page is another one).
 */
export function JobApplyButton({
  job,
  label,
  formLabel,
  appliedLabel,
  action,
}: {
  job: { id: number; relation?: unknown };
  label: string;
  formLabel: string;
  appliedLabel: string;
  action?: string;
}) {
  if (job.relation) return <span className="status-badge">{appliedLabel}</span>;
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
