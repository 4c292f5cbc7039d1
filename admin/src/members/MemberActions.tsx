import BanIcon from '@mui/icons-material/Block';
import SuspendIcon from '@mui/icons-material/PauseCircle';
import UnsuspendIcon from '@mui/icons-material/PlayCircle';
import { useState } from 'react';
import { TopToolbar, useRecordContext } from 'react-admin';
import { CommandDialog, DaysField, validDays } from '../shared/CommandDialog';
import { useCommand } from '../shared/useCommand';
import type { MemberDetail } from './types';

const SuspendButton = ({ id }: { id: number }) => {
  const { run, pending } = useCommand('members');
  const [days, setDays] = useState('7');
  return (
    <CommandDialog
      label="resources.members.actions.suspend"
      title="resources.members.actions.suspend_title"
      help="resources.members.actions.suspend_help"
      icon={<SuspendIcon />}
      color="warning"
      noteRequired
      ready={validDays(days)}
      pending={pending}
      onConfirm={(note) =>
        run(id, 'suspend', { days: Number(days), note }, 'resources.members.actions.suspend_done')
      }
    >
      <DaysField value={days} onChange={setDays} />
    </CommandDialog>
  );
};

/** POST …/unsuspend lifts a suspension and a ban alike; the button says which one it lifts. */
const LiftButton = ({ id, what }: { id: number; what: 'unsuspend' | 'unban' }) => {
  const { run, pending } = useCommand('members');
  return (
    <CommandDialog
      label={`resources.members.actions.${what}`}
      title={`resources.members.actions.${what}_title`}
      help={`resources.members.actions.${what}_help`}
      icon={<UnsuspendIcon />}
      pending={pending}
      onConfirm={(note) =>
        run(id, 'unsuspend', note ? { note } : {}, `resources.members.actions.${what}_done`)
      }
    />
  );
};

const BanButton = ({ id }: { id: number }) => {
  const { run, pending } = useCommand('members');
  return (
    <CommandDialog
      label="resources.members.actions.ban"
      title="resources.members.actions.ban_title"
      help="resources.members.actions.ban_help"
      icon={<BanIcon />}
      color="error"
      noteRequired
      pending={pending}
      onConfirm={(note) => run(id, 'ban', { note }, 'resources.members.actions.ban_done')}
    />
  );
};

/** What staff can do to an account, by its state. */
export const MemberActions = () => {
  const record = useRecordContext<MemberDetail>();
  if (!record) return <TopToolbar />;
  return (
    <TopToolbar>
      {record.status === 'active' ? <SuspendButton id={record.id} /> : null}
      {record.status === 'suspended' ? <LiftButton id={record.id} what="unsuspend" /> : null}
      {record.status === 'banned' ? <LiftButton id={record.id} what="unban" /> : null}
      {record.status === 'active' || record.status === 'suspended' ? <BanButton id={record.id} /> : null}
    </TopToolbar>
  );
};
