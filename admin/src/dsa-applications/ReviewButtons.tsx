import ApproveIcon from '@mui/icons-material/CheckCircle';
import RejectIcon from '@mui/icons-material/Block';
import { Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { Button, useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import { REVIEW_NOTE_MAX, REVIEW_NOTE_MIN } from '@app/contracts';
import type { DsaApplicationRecord } from './types';

type Decision = { status: 'approved' } | { status: 'rejected'; review_note: string };

/** Sends the staff decision; the API's message (409 already decided, 422 bad note) is shown as it is. */
function useReview(record: DsaApplicationRecord | undefined) {
  const [update, { isPending }] = useUpdate<DsaApplicationRecord>();
  const notify = useNotify();
  const review = (decision: Decision, onDone?: () => void) => {
    if (!record) return;
    void update(
      'dsa-applications',
      { id: record.id, data: decision, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`resources.dsa-applications.actions.${decision.status}`, { type: 'success' });
          onDone?.();
        },
        onError: (error) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
      },
    );
  };
  return { review, isPending };
}

export const ApproveButton = () => {
  const record = useRecordContext<DsaApplicationRecord>();
  const { review, isPending } = useReview(record);
  if (record?.status !== 'pending') return null;
  return (
    <Button
      label="resources.dsa-applications.actions.approve"
      disabled={isPending}
      onClick={() => review({ status: 'approved' })}
    >
      <ApproveIcon />
    </Button>
  );
};

/** Rejection asks for the note the applicant is mailed. */
export const RejectButton = () => {
  const record = useRecordContext<DsaApplicationRecord>();
  const translate = useTranslate();
  const { review, isPending } = useReview(record);
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  if (record?.status !== 'pending') return null;

  const length = note.trim().length;
  const valid = length >= REVIEW_NOTE_MIN && length <= REVIEW_NOTE_MAX;
  const close = () => setOpen(false);

  return (
    <>
      <Button label="resources.dsa-applications.actions.reject" color="error" onClick={() => setOpen(true)}>
        <RejectIcon />
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="reject-title">
        <DialogTitle id="reject-title">
          {translate('resources.dsa-applications.actions.reject_title')}
        </DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            label={translate('resources.dsa-applications.fields.review_note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={length > REVIEW_NOTE_MAX}
            helperText={translate('resources.dsa-applications.actions.reject_help', {
              min: REVIEW_NOTE_MIN,
              max: REVIEW_NOTE_MAX,
            })}
            slotProps={{ htmlInput: { maxLength: REVIEW_NOTE_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button label="resources.dsa-applications.actions.cancel" onClick={close} />
          <Button
            label="resources.dsa-applications.actions.reject"
            color="error"
            variant="contained"
            disabled={!valid || isPending}
            onClick={() => review({ status: 'rejected', review_note: note.trim() }, close)}
          />
        </DialogActions>
      </Dialog>
    </>
  );
};
