import type { StaffCouponRecord } from '@app/contracts';
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
import { CouponEdit } from './CouponEdit';

const coupon: StaffCouponRecord = {
  id: 5,
  code: 'REST500',
  kind: 'fixed',
  amount_off_minor: 50_000,
  percent_off_bps: null,
  currency: 'INR',
  plan_id: null,
  valid_from: null,
  valid_until: null,
  max_uses: null,
  max_uses_per_member: 1,
  agent_user_id: null,
  agent_name: null,
  commission_bps: 0,
  is_advertised: true,
  is_active: true,
  uses: 3,
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
};

/** getOne answers the coupon, the plans list is empty; `update` is the test's. */
function fakeProvider(update: (params: UpdateParams) => Promise<{ data: StaffCouponRecord }>) {
  const spy = jest.fn(async (_resource: string, params: UpdateParams) => update(params));
  const provider = {
    getOne: async () => ({ data: coupon }),
    getList: async () => ({ data: [], total: 0 }),
    getMany: async () => ({ data: [] }),
    update: spy,
  } as unknown as DataProvider;
  return { provider, update: spy };
}

/** The edit page at /coupons/5, where <Edit> reads the id from the address as in the console. */
function renderEdit(provider: DataProvider) {
  return render(
    <TestMemoryRouter initialEntries={['/coupons/5']}>
      <AdminContext dataProvider={provider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="coupons">
          <Routes>
            <Route path="/coupons/:id" element={<CouponEdit />} />
          </Routes>
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

describe('the coupon edit form', () => {
  it('refuses a code with spaces before anything is sent', async () => {
    const { provider, update } = fakeProvider(async (params) => ({ data: { ...coupon, ...params.data } }));
    renderEdit(provider);
    const code = await screen.findByLabelText(/Code/);
    expect(code).toHaveValue('REST500');
    await userEvent.clear(code);
    await userEvent.type(code, 'rest 500');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Use 3 to 32 letters, digits, dashes or underscores.'),
    ).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('sends the changed coupon, and shows the API’s field error next to its field', async () => {
    const { provider, update } = fakeProvider(async () => {
      // What the console's data provider rejects with for the API's 422 envelope.
      throw withFieldMessages(
        new HttpError('The given data was invalid.', 422, {
          message: 'The given data was invalid.',
          errors: { code: ['The code has already been taken.'] },
        }),
      );
    });
    renderEdit(provider);
    const code = await screen.findByLabelText(/Code/);
    await userEvent.clear(code);
    await userEvent.type(code, 'WELCOME10');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The code has already been taken.')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith(
      'coupons',
      expect.objectContaining({
        id: '5',
        data: expect.objectContaining({ code: 'WELCOME10', kind: 'fixed' }),
      }),
    );
  });

  it('shows and takes a fixed amount in rupees, and sends it in paise', async () => {
    const { provider, update } = fakeProvider(async (params) => ({ data: { ...coupon, ...params.data } }));
    renderEdit(provider);
    const amount = await screen.findByRole('spinbutton', { name: /Amount off/ });
    expect(amount).toHaveValue(500);
    await userEvent.clear(amount);
    await userEvent.type(amount, '299.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/Element updated/);
    expect(update).toHaveBeenCalledWith(
      'coupons',
      expect.objectContaining({ data: expect.objectContaining({ amount_off_minor: 29_950 }) }),
    );
  });

  it('offers Delete only for a coupon nobody has paid with', async () => {
    renderEdit(fakeProvider(async (params) => ({ data: { ...coupon, ...params.data } })).provider);
    expect(await screen.findByLabelText(/Code/)).toHaveValue('REST500');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
