import { Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatSpan, nextDeadline, pendingDeadlines, type Deadline } from './deadlines';
import type { ReviewItemRecord } from './types';

const DeadlineLine = ({ deadline }: { deadline: Deadline }) => {
  const translate = useTranslate();
  const kind = translate(`resources.review-items.deadlines.${deadline.kind}`);
  const span = formatSpan(deadline.msLeft);
  return (
    <Typography
      variant="body2"
      component="span"
      color={deadline.overdue ? 'error' : undefined}
      fontWeight={deadline.overdue ? 'bold' : undefined}
      title={deadline.due.toLocaleString()}
    >
      {translate(
        deadline.overdue
          ? 'resources.review-items.deadlines.overdue'
          : 'resources.review-items.deadlines.left',
        { kind, span },
      )}
    </Typography>
  );
};

/** The list's cell: the most urgent running deadline, in red once missed. */
export const NextDeadlineField = () => {
  const record = useRecordContext<ReviewItemRecord>();
  const deadline = record ? nextDeadline(record) : undefined;
  if (!deadline) return <span>—</span>;
  return <DeadlineLine deadline={deadline} />;
};

/** The show page: every deadline still running. */
export const DeadlinesField = () => {
  const record = useRecordContext<ReviewItemRecord>();
  const deadlines = record ? pendingDeadlines(record) : [];
  if (deadlines.length === 0) return <span>—</span>;
  return (
    <Stack spacing={0.5}>
      {deadlines.map((deadline) => (
        <DeadlineLine key={deadline.kind} deadline={deadline} />
      ))}
    </Stack>
  );
};
