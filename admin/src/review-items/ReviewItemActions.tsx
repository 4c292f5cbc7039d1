import BanIcon from '@mui/icons-material/Block';
import DismissIcon from '@mui/icons-material/Undo';
import EscalateIcon from '@mui/icons-material/Report';
import HideIcon from '@mui/icons-material/VisibilityOff';
import RemoveIcon from '@mui/icons-material/DeleteForever';
import SuspendIcon from '@mui/icons-material/PauseCircle';
import WarnIcon from '@mui/icons-material/Warning';
import { Checkbox, FormControlLabel } from '@mui/material';
import { useState, type ReactElement, type ReactNode } from 'react';
import { TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { CommandDialog, DaysField, validDays } from '../shared/CommandDialog';
import { useCommand } from '../shared/useCommand';
import type { ReviewAction } from '@app/contracts';
import { CHILD_SAFETY, type ReviewItemDetail } from './types';

interface ActionBody {
  action: ReviewAction;
  note?: string;
  days?: number;
  add_to_blocklist?: boolean;
}

/** One decision on the item: a button, its confirmation dialog, POST …/actions. */
const ActionButton = ({
  action,
  icon,
  color,
  noteRequired,
  extra,
  children,
  ready,
}: {
  action: ReviewAction;
  icon: ReactElement;
  color?: 'primary' | 'error' | 'warning';
  noteRequired?: boolean;
  /** What the dialog's own fields add to the request. */
  extra?: Omit<ActionBody, 'action' | 'note'>;
  children?: ReactNode;
  ready?: boolean;
}) => {
  const record = useRecordContext<ReviewItemDetail>();
  const { run, pending } = useCommand('review-items');
  if (!record) return null;
  return (
    <CommandDialog
      label={`resources.review-items.actions.${action}`}
      title={`resources.review-items.actions.${action}_title`}
      help={`resources.review-items.actions.${action}_help`}
      icon={icon}
      color={color}
      noteRequired={noteRequired}
      ready={ready}
      pending={pending}
      onConfirm={(note) =>
        run(
          record.id,
          'actions',
          { action, ...extra, ...(note ? { note } : {}) } satisfies ActionBody,
          `resources.review-items.actions.${action}_done`,
        )
      }
    >
      {children}
    </CommandDialog>
  );
};

/**
 * Remove and escalate offer to put the item's images on the blocklist, so a later upload of the same or a
 * near-identical image is held; escalation (child abuse material) blocks them unless unticked.
 */
const BlockingButton = ({
  action,
  icon,
  noteRequired,
  blockByDefault,
}: {
  action: 'remove' | 'escalate';
  icon: ReactElement;
  noteRequired?: boolean;
  blockByDefault: boolean;
}) => {
  const record = useRecordContext<ReviewItemDetail>();
  const translate = useTranslate();
  const [block, setBlock] = useState(blockByDefault);
  const hasImages = (record?.evidence?.images?.length ?? 0) > 0;
  return (
    <ActionButton
      action={action}
      icon={icon}
      color="error"
      noteRequired={noteRequired}
      extra={hasImages ? { add_to_blocklist: block } : undefined}
    >
      {hasImages ? (
        <FormControlLabel
          control={<Checkbox checked={block} onChange={(event) => setBlock(event.target.checked)} />}
          label={translate('resources.review-items.actions.add_to_blocklist')}
        />
      ) : null}
    </ActionButton>
  );
};

const SuspendButton = () => {
  const [days, setDays] = useState('7');
  return (
    <ActionButton
      action="suspend"
      icon={<SuspendIcon />}
      color="warning"
      noteRequired
      extra={{ days: Number(days) }}
      ready={validDays(days)}
    >
      <DaysField value={days} onChange={setDays} />
    </ActionButton>
  );
};

/**
 * The decisions a moderator can take on an open item. Escalation is offered for child-safety items only
 * (it removes the content, preserves the evidence for the authorities and bans the author); a profile
 * offers no content decisions.
 */
export const ReviewItemActions = () => {
  const record = useRecordContext<ReviewItemDetail>();
  if (!record || record.status !== 'open') return <TopToolbar />;
  const hasAuthor = Boolean(record.author);
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      {record.reason === CHILD_SAFETY && !record.escalated ? (
        <BlockingButton action="escalate" icon={<EscalateIcon />} noteRequired blockByDefault />
      ) : null}
      <ActionButton action="dismiss" icon={<DismissIcon />} />
      {/* A profile is not hidden or removed as content: its author is warned, suspended or banned. */}
      {record.subject_type !== 'user' ? (
        <>
          <ActionButton action="keep_hidden" icon={<HideIcon />} />
          <BlockingButton action="remove" icon={<RemoveIcon />} blockByDefault={false} />
        </>
      ) : null}
      {hasAuthor ? (
        <>
          <ActionButton action="warn" icon={<WarnIcon />} color="warning" noteRequired />
          <SuspendButton />
          <ActionButton action="ban" icon={<BanIcon />} color="error" noteRequired />
        </>
      ) : null}
    </TopToolbar>
  );
};
