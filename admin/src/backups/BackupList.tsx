import type { StaffBackupRun } from '@app/contracts';
import DownloadIcon from '@mui/icons-material/Download';
import SaveIcon from '@mui/icons-material/Backup';
import { Typography } from '@mui/material';
import {
  Button,
  DataTable,
  DateField,
  List,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useState } from 'react';
import { fetchFile, saveFile } from '../providers/files';
import type { ConsoleDataProvider } from '../providers/dataProvider';
import { formatBytes } from '../shared/bytes';
import { EmptyList } from '../shared/ListActions';

/** "Back up now": queued to the worker; the list shows it as queued, then running, then its result. */
const BackupNow = () => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      await dataProvider.post('backups');
      notify('resources.backups.started', { type: 'info' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="resources.backups.start" onClick={() => void start()} disabled={busy}>
      <SaveIcon />
    </Button>
  );
};

/** The archive, fetched with the staff token (never a token in a URL) and saved under its own name. */
const DownloadButton = () => {
  const record = useRecordContext<StaffBackupRun>();
  const notify = useNotify();
  if (!record?.downloadable || !record.file_name) return null;
  const download = async () => {
    try {
      saveFile(await fetchFile(`backups/${record.id}/download`), record.file_name!);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    }
  };
  return (
    <Button label="resources.backups.download" onClick={() => void download()}>
      <DownloadIcon />
    </Button>
  );
};

const Size = () => <span>{formatBytes(useRecordContext<StaffBackupRun>()?.size_bytes ?? null)}</span>;

const Duration = () => {
  const ms = useRecordContext<StaffBackupRun>()?.duration_ms;
  return <span>{ms === null || ms === undefined ? '—' : `${(ms / 1000).toFixed(1)} s`}</span>;
};

const Status = () => {
  const record = useRecordContext<StaffBackupRun>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <span title={record.error ?? undefined}>
      {translate(`resources.backups.statuses.${record.status}`)}
      {record.error ? `: ${record.error}` : ''}
    </span>
  );
};

/** Where the archive was copied (BACKUP_S3_BUCKET), or why the copy failed; a dash when none was made. */
const Copy = () => {
  const record = useRecordContext<StaffBackupRun>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.copy_error)
    return (
      <Typography variant="body2" color="error" component="span">
        {translate('resources.backups.not_copied', { error: record.copy_error })}
      </Typography>
    );
  return <span>{record.copied_to ?? '—'}</span>;
};

const Column = DataTable.Col<StaffBackupRun>;

/** Every backup run, newest first: scheduled, started here, or from the command line. */
export const BackupList = () => (
  <List
    sort={{ field: 'id', order: 'DESC' }}
    actions={
      <TopToolbar>
        <BackupNow />
      </TopToolbar>
    }
    empty={<EmptyList message="resources.backups.empty" action={<BackupNow />} />}
    exporter={false}
  >
    <DataTable<StaffBackupRun> rowClick={false} bulkActionButtons={false}>
      <Column source="id" />
      <Column source="created_at" disableSort>
        <DateField source="created_at" showTime />
      </Column>
      <Column source="trigger" disableSort />
      <Column source="status" disableSort>
        <Status />
      </Column>
      <Column source="size_bytes" disableSort>
        <Size />
      </Column>
      <Column source="duration_ms" disableSort>
        <Duration />
      </Column>
      <Column source="copied_to" disableSort>
        <Copy />
      </Column>
      <Column source="file_name" disableSort>
        <DownloadButton />
      </Column>
    </DataTable>
  </List>
);
