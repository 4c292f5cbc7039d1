import ApproveIcon from '@mui/icons-material/CheckCircle';
import RejectIcon from '@mui/icons-material/Block';
import { Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { Button, useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import { REVIEW_NOTE_MAX, REVIEW_NOTE_MIN } from '@app/contracts';

type Decision = { status: 'approved' } | { status: 'rejected'; review_note: string };

/** An application staff approve or reject with a note (blue-tick requests, Atmnirbhar applications). */
export interface ReviewedRecord {
  id: number | string;
  status: string;
}

/**
 * Which resource the buttons decide on and in which status a record still waits for a decision. Labels
 * come from `resources.<resource>.actions.*` and `resources.<resource>.fields.review_note`.
 */
export interface ReviewTarget {
  resource: string;
  pendingStatus: string;
}

/** Sends the staff decision; the API's message (409 already decided, 422 bad note) is shown as it is. */
function useReview({ resource }: ReviewTarget, record: ReviewedRecord | undefined) {
  const [update, { isPending }] = useUpdate<ReviewedRecord>();
  const notify = useNotify();
  const review = (decision: Decision, onDone?: () => void) => {
    if (!record) return;
    void update(
      resource,
      { id: record.id, data: decision, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`resources.${resource}.actions.${decision.status}`, { type: 'success' });
          onDone?.();
        },
        onError: (error) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
      },
    );
  };
  return { review, isPending };
}

export const ApproveButton = (target: ReviewTarget) => {
  const record = useRecordContext<ReviewedRecord>();
  const { review, isPending } = useReview(target, record);
  if (record?.status !== target.pendingStatus) return null;
  return (
    <Button
      label={`resources.${target.resource}.actions.approve`}
      disabled={isPending}
      onClick={() => review({ status: 'approved' })}
    >
      <ApproveIcon />
    </Button>
  );
};

/** Rejection asks for the note the member will read (and is mailed). */
export const RejectButton = (target: ReviewTarget) => {
  const record = useRecordContext<ReviewedRecord>();
  const translate = useTranslate();
  const { review, isPending } = useReview(target, record);
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  if (record?.status !== target.pendingStatus) return null;
  const key = (name: string) => `resources.${target.resource}.${name}`;

  const length = note.trim().length;
  const valid = length >= REVIEW_NOTE_MIN && length <= REVIEW_NOTE_MAX;
  const close = () => setOpen(false);

  return (
    <>
      <Button label={key('actions.reject')} color="error" onClick={() => setOpen(true)}>
        <RejectIcon />
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="reject-title">
        <DialogTitle id="reject-title">{translate(key('actions.reject_title'))}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            label={translate(key('fields.review_note'))}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={length > REVIEW_NOTE_MAX}
            helperText={translate(key('actions.reject_help'), {
              min: REVIEW_NOTE_MIN,
              max: REVIEW_NOTE_MAX,
            })}
            slotProps={{ htmlInput: { maxLength: REVIEW_NOTE_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button label={key('actions.cancel')} onClick={close} />
          <Button
            label={key('actions.reject')}
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
