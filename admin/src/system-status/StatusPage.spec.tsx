import type { StaffBackupRun, StaffSystemStatus } from '@app/contracts';
import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { AdminContext, type DataProvider } from 'react-admin';

import { i18nProvider } from '../i18n/i18nProvider';
import { StatusPage } from './StatusPage';

const backup: StaffBackupRun = {
  id: 12,
  trigger: 'scheduled',
  started_by_staff_id: null,
  status: 'failed',
  file_name: null,
  size_bytes: null,
  sha256: null,
  copied_to: null,
  copy_error: null,
  duration_ms: 4_000,
  error: 'mariadb-dump failed (exit 2)',
  created_at: '2026-12-01T02:30:00Z',
  started_at: '2026-12-01T02:30:01Z',
  finished_at: '2026-12-01T02:30:05Z',
  downloadable: false,
};

const status: StaffSystemStatus = {
  version: '1.4.0',
  commit: 'abc1234',
  node: 'v24.21.0',
  environment: 'production',
  started_at: '2026-12-01T08:00:00Z',
  migrations: {
    applied: 57,
    known: 58,
    last: 'RestaurantContactConsent1795512000000',
    pending: ['BackupCopies'],
  },
  services: [
    { name: 'database', status: 'up', ms: 3, detail: 'db:3306' },
    { name: 'replica 1', status: 'up', ms: 4, detail: 'replica:3306, lag 2 s' },
    { name: 'smtp', status: 'down', ms: 5000, error: 'connect ETIMEDOUT', detail: 'relay:587' },
  ],
  queues: [
    { queue: 'email', waiting: 3, active: 1, failed: 0 },
    { queue: 'invoice', waiting: 0, active: 0, failed: 2 },
  ],
  requests: { since: '2026-12-01T08:00:00Z', requests: 1200, error_rate: 0.025, p95_seconds: 0.25 },
  last_backup: backup,
};

/** A data provider whose `read` answers the status (or fails), recording what was asked. */
function fakeProvider(answer: () => Promise<StaffSystemStatus>) {
  const read = jest.fn(async (_path: string) => answer());
  return { provider: { read } as unknown as DataProvider, read };
}

const renderPage = (provider: DataProvider) =>
  render(
    <AdminContext dataProvider={provider} i18nProvider={i18nProvider}>
      <StatusPage />
    </AdminContext>,
  );

/** The value cell beside a row's label. */
const valueOf = (label: string) =>
  screen.getByText(label, { selector: 'th' }).closest('tr')!.querySelector('td') as HTMLElement;

describe('the status page', () => {
  it('shows version, migrations, services, queues, the last hour and the last backup from one read', async () => {
    const { provider, read } = fakeProvider(async () => status);
    renderPage(provider);
    expect(await screen.findByText('1.4.0 (abc1234)')).toBeInTheDocument();
    expect(read).toHaveBeenCalledWith('status');

    expect(valueOf('Migrations applied')).toHaveTextContent('57 / 58 (BackupCopies)');
    expect(valueOf('Requests in the last hour (this API)')).toHaveTextContent(
      '1200, 2.50 % 5xx, p95 ≤ 0.25 s',
    );
    expect(valueOf('Last backup')).toHaveTextContent('Failed');
    expect(valueOf('smtp')).toHaveTextContent('down (5000 ms), relay:587: connect ETIMEDOUT');
    expect(valueOf('replica 1')).toHaveTextContent('up (4 ms), replica:3306, lag 2 s');

    const queues = screen
      .getByRole('heading', { name: 'Background jobs' })
      .closest('.MuiCard-root') as HTMLElement;
    expect(within(queues).getByText('email')).toBeInTheDocument();
    expect(within(queues).getByTestId('failed-invoice')).toHaveTextContent('2');
  });

  it('says so when the status cannot be read, instead of showing an empty page', async () => {
    // react-admin logs the failed call; the page's own answer is what this checks.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { provider } = fakeProvider(async () => {
      throw new Error('Forbidden');
    });
    renderPage(provider);
    expect(await screen.findByText('The status could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('Services')).not.toBeInTheDocument();
    logged.mockRestore();
  });
});
