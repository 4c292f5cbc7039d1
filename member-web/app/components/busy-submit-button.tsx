import { useNavigation } from '@remix-run/react';

/**
 * The submit button of a page with one form (forgotten password, reset, contact): disabled, and saying
 * `busyLabel`, while a submission is on its way.
 */
export function BusySubmitButton({ label, busyLabel }: { label: string; busyLabel: string }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <button type="submit" className="button button--primary" disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
