import type { StaffRole, StaffSystemStatus } from '@app/contracts';
import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { TestMemoryRouter, type AuthProvider, type DataProvider } from 'react-admin';

import { App } from './App';

/**
 * The console as each role sees it (issue 37): the status page and the backups are the superadmin's; the
 * other roles get neither a menu entry nor the page at its address (the API answers them 403 anyway:
 * api/test/system-status.int-spec.ts, backup-restore.int-spec.ts).
 */
const status: StaffSystemStatus = {
  version: '1.4.0',
  commit: 'abc1234',
  node: 'v24.21.0',
  environment: 'production',
  started_at: '2026-12-01T08:00:00Z',
  migrations: { applied: 58, known: 58, last: 'BackupCopies1795520000000', pending: [] },
  services: [{ name: 'database', status: 'up', ms: 3, detail: 'db:3306' }],
  queues: [{ queue: 'email', waiting: 0, active: 0, failed: 0 }],
  requests: { since: '2026-12-01T08:00:00Z', requests: 10, error_rate: 0, p95_seconds: 0.05 },
  last_backup: null,
};

function providers(role: StaffRole) {
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => role,
    getIdentity: async () => ({ id: 1, fullName: `A ${role}` }),
  };
  const read = jest.fn(async (_path: string) => status);
  const dataProvider = {
    read,
    getList: async () => ({ data: [], total: 0 }),
    getMany: async () => ({ data: [] }),
    getOne: async () => ({ data: { id: 1 } }),
  } as unknown as DataProvider;
  return { authProvider, dataProvider, read };
}

const renderConsole = (role: StaffRole, path: string) => {
  const { authProvider, dataProvider, read } = providers(role);
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <App authProvider={authProvider} dataProvider={dataProvider} />
    </TestMemoryRouter>,
  );
  return { read };
};

const menu = () => screen.getByRole('menu');

describe('the status and backups screens by role', () => {
  it('gives the superadmin both, in the menu and at their addresses', async () => {
    const { read } = renderConsole('superadmin', '/status');
    expect(await screen.findByText('1.4.0 (abc1234)')).toBeInTheDocument();
    expect(read).toHaveBeenCalledWith('status');
    expect(within(menu()).getByRole('menuitem', { name: 'Status' })).toBeInTheDocument();
    expect(within(menu()).getByRole('menuitem', { name: 'Backups' })).toBeInTheDocument();
  });

  it.each(['moderator', 'finance', 'content_editor'] as const)(
    'shows a %s neither, and not the page at its address',
    async (role) => {
      const { read } = renderConsole(role, '/status');
      expect(await screen.findByText('Not Found')).toBeInTheDocument();
      expect(within(menu()).queryByRole('menuitem', { name: 'Status' })).not.toBeInTheDocument();
      expect(within(menu()).queryByRole('menuitem', { name: 'Backups' })).not.toBeInTheDocument();
      expect(read).not.toHaveBeenCalledWith('status');
    },
  );

  it('does not open the backups at their address for a moderator', async () => {
    renderConsole('moderator', '/backups');
    expect(await screen.findByText('Not Found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back up now' })).not.toBeInTheDocument();
  });
});
