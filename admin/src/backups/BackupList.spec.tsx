import type { StaffBackupRun } from '@app/contracts';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, ResourceContextProvider, type DataProvider } from 'react-admin';

import { i18nProvider } from '../i18n/i18nProvider';
import { session } from '../providers/session';
import { BackupList } from './BackupList';

const run = (id: number, fields: Partial<StaffBackupRun>): StaffBackupRun => ({
  id,
  trigger: 'scheduled',
  started_by_staff_id: null,
  status: 'succeeded',
  file_name: `restaurant-backup-2026120${id}T023000Z.tar.gz`,
  size_bytes: 52_428_800,
  sha256: 'f'.repeat(64),
  copied_to: null,
  copy_error: null,
  duration_ms: 41_500,
  error: null,
  created_at: `2026-12-0${id}T02:30:00Z`,
  started_at: `2026-12-0${id}T02:30:00Z`,
  finished_at: `2026-12-0${id}T02:30:41Z`,
  downloadable: true,
  ...fields,
});

/** Answers the list from memory (newest first); `post` records "back up now" and adds a queued run. */
function fakeProvider(records: StaffBackupRun[]) {
  const getList = jest.fn(async (_resource: string, _params: unknown) => ({
    data: [...records],
    total: records.length,
  }));
  const post = jest.fn(async (path: string) => {
    const queued = run(9, {
      trigger: 'console',
      started_by_staff_id: 1,
      status: 'queued',
      file_name: null,
      size_bytes: null,
      duration_ms: null,
      downloadable: false,
    });
    records.unshift(queued);
    return { path, ...queued };
  });
  return { provider: { getList, post } as unknown as DataProvider, getList, post };
}

const renderList = (provider: DataProvider) =>
  render(
    <AdminContext dataProvider={provider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="backups">
        <BackupList />
      </ResourceContextProvider>
      <Notification />
    </AdminContext>,
  );

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('the backups screen', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    sessionStorage.clear();
  });

  it('lists each run with who made it, its result, size, duration and copy, newest first', async () => {
    const { provider, getList } = fakeProvider([
      run(3, { copied_to: 's3://restaurant-backups/nightly/restaurant-backup-20261203T023000Z.tar.gz' }),
      run(2, { copy_error: 'connect ECONNREFUSED 10.0.0.9:443' }),
      run(1, {
        status: 'failed',
        error: 'mariadb-dump failed (exit 2)',
        file_name: null,
        size_bytes: null,
        downloadable: false,
      }),
    ]);
    renderList(provider);
    const copied = await screen.findByText(
      's3://restaurant-backups/nightly/restaurant-backup-20261203T023000Z.tar.gz',
    );
    expect(getList).toHaveBeenCalledWith(
      'backups',
      expect.objectContaining({ sort: { field: 'id', order: 'DESC' } }),
    );
    const newest = copied.closest('tr') as HTMLElement;
    expect(newest).toHaveTextContent('Done');
    expect(newest).toHaveTextContent('50.0 MB');
    expect(newest).toHaveTextContent('41.5 s');
    expect(newest).toHaveTextContent('scheduled');

    expect(rowOf('Not copied: connect ECONNREFUSED 10.0.0.9:443')).toHaveTextContent('Done');
    const failed = rowOf('Failed: mariadb-dump failed (exit 2)');
    expect(failed).toHaveTextContent('—');
    // Only kept archives can be downloaded.
    expect(screen.getAllByRole('button', { name: 'Download' })).toHaveLength(2);
    expect(failed.querySelector('button')).toBeNull();
  });

  it('queues a backup with "Back up now" and shows it queued', async () => {
    const { provider, post, getList } = fakeProvider([run(1, {})]);
    renderList(provider);
    await screen.findByText('Done');
    await userEvent.click(screen.getByRole('button', { name: 'Back up now' }));
    expect(post).toHaveBeenCalledWith('backups');
    expect(
      await screen.findByText('Backup queued: the worker makes it in the next minutes.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Queued')).toBeInTheDocument();
    expect(getList.mock.calls.length).toBeGreaterThan(1);
  });

  it('downloads an archive with the staff token in a header, under its own name', async () => {
    session.save('staff-token-1', {
      id: 1,
      email: 'admin@restaurant.local',
      full_name: 'Admin',
      role: 'superadmin',
    } as never);
    const fetch = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(new Blob(['archive bytes']), { status: 200 }));
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:backup'), revokeObjectURL: jest.fn() });
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const { provider } = fakeProvider([run(4, {})]);
    renderList(provider);
    await userEvent.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(clicked).toEqual(['restaurant-backup-20261204T023000Z.tar.gz']));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/admin-api/backups/4/download');
    expect(new Headers((init as RequestInit).headers).get('authorization')).toBe('Bearer staff-token-1');
    expect(String(url)).not.toContain('staff-token-1');
  });
});
