import { useRecordContext, useTranslate } from 'react-admin';

/**
 * A code the API sends (an action, a signal kind, an outcome) shown with its label from `prefix` in the
 * translations; a code the console does not know yet is shown as it is rather than hidden.
 */
export const CodeField = ({ source, prefix }: { source: string; prefix: string; label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[source] as unknown;
  if (value === undefined || value === null || value === '') return <span>—</span>;
  const code = String(value);
  return <span>{translate(`${prefix}.${code}`, { _: code })}</span>;
};
