import type { StaffSystemStatus } from '@app/contracts';
import { Grid, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { formatBytes } from '../shared/bytes';
import { Panel, Queues } from '../dashboard/OperationsDashboard';
import type { ConsoleDataProvider } from '../providers/dataProvider';

const Row = ({ label, value, bad }: { label: string; value: string; bad?: boolean }) => {
  const translate = useTranslate();
  return (
    <TableRow>
      <TableCell component="th">{translate(label, { _: label })}</TableCell>
      <TableCell sx={{ color: bad ? 'error.main' : undefined }}>{value}</TableCell>
    </TableRow>
  );
};

const percent = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(2)} %`);

/** The system at a glance for the superadmin: one call (GET /admin-api/status), read when opened. */
export const StatusPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [status, setStatus] = useState<StaffSystemStatus | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    dataProvider
      .read<StaffSystemStatus>('status')
      .then((answer) => !cancelled && setStatus(answer))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [dataProvider]);

  return (
    <>
      <Title title="app.status.title" />
      {failed ? <Typography color="error">{translate('app.status.failed')}</Typography> : null}
      {status ? (
        <Grid container columnSpacing={2} sx={{ mt: 2 }}>
          <Grid size={{ xs: 12, lg: 6 }}>
            <Panel title="app.status.system">
              <Table size="small">
                <TableBody>
                  <Row label="app.status.version" value={`${status.version} (${status.commit ?? '—'})`} />
                  <Row label="app.status.node" value={`${status.node}, ${status.environment}`} />
                  <Row label="app.status.started" value={new Date(status.started_at).toLocaleString()} />
                  <Row
                    label="app.status.migrations"
                    value={`${status.migrations.applied} / ${status.migrations.known}${
                      status.migrations.pending.length ? ` (${status.migrations.pending.join(', ')})` : ''
                    }`}
                    bad={status.migrations.pending.length > 0}
                  />
                  <Row
                    label="app.status.requests"
                    value={`${status.requests.requests}, ${percent(status.requests.error_rate)} 5xx, p95 ${
                      status.requests.p95_seconds === null ? '—' : `≤ ${status.requests.p95_seconds} s`
                    }`}
                    bad={(status.requests.error_rate ?? 0) > 0.01}
                  />
                  <Row
                    label="app.status.last_backup"
                    value={
                      status.last_backup
                        ? `${new Date(status.last_backup.created_at).toLocaleString()}: ${translate(
                            `resources.backups.statuses.${status.last_backup.status}`,
                          )}, ${formatBytes(status.last_backup.size_bytes)}${
                            status.last_backup.copy_error
                              ? `, ${translate('resources.backups.not_copied', { error: status.last_backup.copy_error })}`
                              : ''
                          }`
                        : '—'
                    }
                    bad={
                      !status.last_backup ||
                      status.last_backup.status === 'failed' ||
                      status.last_backup.copy_error !== null
                    }
                  />
                </TableBody>
              </Table>
            </Panel>
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <Panel title="app.status.services">
              <Table size="small">
                <TableBody>
                  {status.services.map((service) => (
                    <Row
                      key={service.name}
                      label={service.name}
                      value={`${service.status} (${service.ms} ms)${service.detail ? `, ${service.detail}` : ''}${
                        service.error ? `: ${service.error}` : ''
                      }`}
                      bad={service.status === 'down'}
                    />
                  ))}
                </TableBody>
              </Table>
            </Panel>
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <Queues queues={status.queues} />
          </Grid>
        </Grid>
      ) : null}
    </>
  );
};
