import type { StaffTradeCategory } from '@app/contracts';
import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminContext,
  HttpError,
  Notification,
  ResourceContextProvider,
  TestMemoryRouter,
  type DataProvider,
  type UpdateParams,
} from 'react-admin';
import { Route, Routes } from 'react-router-dom';

import { i18nProvider } from '../i18n/i18nProvider';
import { withFieldMessages } from '../providers/fieldErrors';
import { TradeCategoryEdit } from './TradeCategoryScreens';

const category: StaffTradeCategory = {
  id: 2,
  name_en: 'Dairy',
  name_hi: 'डेयरी',
  keywords: 'milk, paneer',
  position: 20,
  created_at: '2026-12-01T10:00:00Z',
  updated_at: '2026-12-01T10:00:00Z',
};

function fakeProvider(update: (params: UpdateParams) => Promise<{ data: StaffTradeCategory }>) {
  const spy = jest.fn(async (_resource: string, params: UpdateParams) => update(params));
  const provider = {
    getOne: async () => ({ data: category }),
    getList: async () => ({ data: [], total: 0 }),
    getMany: async () => ({ data: [] }),
    update: spy,
  } as unknown as DataProvider;
  return { provider, update: spy };
}

function renderEdit(provider: DataProvider) {
  return render(
    <TestMemoryRouter initialEntries={['/trade-categories/2']}>
      <AdminContext dataProvider={provider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="trade-categories">
          <Routes>
            <Route path="/trade-categories/:id" element={<TradeCategoryEdit />} />
          </Routes>
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

describe('the trade category edit form', () => {
  it('shows both names and the keywords, and sends the changed words', async () => {
    const { provider, update } = fakeProvider(async (params) => ({ data: { ...category, ...params.data } }));
    renderEdit(provider);
    expect(await screen.findByLabelText(/Name \(Hindi\)/)).toHaveValue('डेयरी');
    const keywords = screen.getByLabelText(/Keywords/);
    await userEvent.clear(keywords);
    await userEvent.type(keywords, 'milk, paneer, dahi');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/Element updated/);
    expect(update).toHaveBeenCalledWith(
      'trade-categories',
      expect.objectContaining({ data: expect.objectContaining({ keywords: 'milk, paneer, dahi' }) }),
    );
  });

  it('refuses an emptied English name before anything is sent, and shows the API’s field error', async () => {
    const { provider, update } = fakeProvider(async () => {
      throw withFieldMessages(
        new HttpError('The given data was invalid.', 422, {
          message: 'The given data was invalid.',
          errors: { name_en: ['A category with this name already exists.'] },
        }),
      );
    });
    renderEdit(provider);
    const name = await screen.findByLabelText(/Name \(English\)/);
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(update).not.toHaveBeenCalled();
    await userEvent.type(name, 'Meat and fish');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A category with this name already exists.')).toBeInTheDocument();
  });
});
