import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId, useState, type ReactElement, type ReactNode } from 'react';
import { Button, useTranslate } from 'react-admin';
import { MODERATION_NOTE_MAX_LENGTH as NOTE_MAX_LENGTH, SUSPEND_DAYS_MAX } from '@app/contracts';

export interface CommandDialogProps {
  /** i18n key of the button and of the dialog's confirm button. */
  label: string;
  /** i18n key of the dialog's title and explanation (what happens, to whom). */
  title: string;
  help?: string;
  icon: ReactElement;
  color?: 'primary' | 'error' | 'warning' | 'inherit';
  /** Whether the note (recorded with the decision, and for a member-facing decision part of the statement) is required. */
  noteRequired?: boolean;
  /** Extra fields (days of a suspension, add to blocklist), owned by the caller. */
  children?: ReactNode;
  /** False while the extra fields are not valid. */
  ready?: boolean;
  pending?: boolean;
  /** Runs the command; resolves to true when done (the dialog then closes). */
  onConfirm: (note: string) => Promise<boolean>;
}

/**
 * A staff decision behind a confirmation: every moderation command opens this dialog, says what it will
 * do, takes a note for the audit log and the member's statement, and only then runs.
 */
export const CommandDialog = ({
  label,
  title,
  help,
  icon,
  color = 'primary',
  noteRequired = false,
  children,
  ready = true,
  pending = false,
  onConfirm,
}: CommandDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const trimmed = note.trim();
  const valid = ready && (!noteRequired || trimmed.length > 0) && trimmed.length <= NOTE_MAX_LENGTH;

  const close = () => setOpen(false);
  const confirm = async () => {
    if (await onConfirm(trimmed)) {
      setNote('');
      close();
    }
  };

  return (
    <>
      <Button
        label={label}
        color={color}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {icon}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        onClick={(event) => event.stopPropagation()}
        fullWidth
        maxWidth="sm"
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
        <DialogContent>
          {help ? <DialogContentText>{translate(help)}</DialogContentText> : null}
          {children}
          <TextField
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label={translate(noteRequired ? 'app.commands.note_required' : 'app.commands.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            required={noteRequired}
            slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH } }}
          />
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={close} />
          <Button
            label={label}
            color={color === 'inherit' ? 'primary' : color}
            variant="contained"
            disabled={!valid || pending}
            onClick={() => void confirm()}
          />
        </DialogActions>
      </Dialog>
    </>
  );
};

/** A whole number of days field for a dialog (suspensions: 1 to SUSPEND_DAYS_MAX). */
export const DaysField = ({
  value,
  onChange,
  min = 1,
  max = SUSPEND_DAYS_MAX,
}: {
  value: string;
  onChange: (value: string) => void;
  min?: number;
  max?: number;
}) => {
  const translate = useTranslate();
  const invalid = value !== '' && !validDays(value, min, max);
  return (
    <TextField
      type="number"
      margin="dense"
      required
      label={translate('app.commands.days')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={invalid}
      helperText={translate('app.commands.days_help', { min, max })}
      slotProps={{ htmlInput: { min, max, step: 1 } }}
    />
  );
};

export const validDays = (value: string, min = 1, max = SUSPEND_DAYS_MAX) => {
  const days = Number(value);
  return value !== '' && Number.isInteger(days) && days >= min && days <= max;
};
