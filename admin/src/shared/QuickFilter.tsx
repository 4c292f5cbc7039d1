import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A yes-only filter (overdue, escalated): chosen from the filter menu it shows as a chip, and the chip's
 * remove button clears it, so the API only ever receives `true` or nothing. `source` and `defaultValue` are
 * read by react-admin's filter form.
 */
export const QuickFilter = ({ label }: { label: string; source: string; defaultValue: unknown }) => {
  const translate = useTranslate();
  return <Chip sx={{ mb: 1 }} label={translate(label)} />;
};
