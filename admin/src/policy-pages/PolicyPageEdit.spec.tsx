import type { StaffPolicyPage } from '@app/contracts';
import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminContext,
  Notification,
  ResourceContextProvider,
  TestMemoryRouter,
  type DataProvider,
  type UpdateParams,
} from 'react-admin';
import { Route, Routes } from 'react-router-dom';

import { i18nProvider } from '../i18n/i18nProvider';
import { PolicyPageEdit } from './PolicyPageScreens';

const policy: StaffPolicyPage = {
  id: 1,
  slug: 'privacypolicy',
  title_en: 'Privacy Policy',
  intro_en: 'These terms explain who may use Restaurant Community.',
  description_en: 'How we handle your data.',
  body_en: '<p>Questions: {{support_email}}.</p>',
  title_hi: 'प्राइवेसी पॉलिसी',
  intro_hi: null,
  description_hi: null,
  body_hi: '<p>सवाल: {{support_email}}</p>',
  public_url: 'https://restaurant.example/privacypolicy',
  created_at: '2026-12-02T10:00:00Z',
  updated_at: '2026-12-02T10:00:00Z',
};

function renderEdit() {
  const update = jest.fn(async (_resource: string, params: UpdateParams) => ({
    data: { ...policy, ...params.data },
  }));
  const provider = {
    getOne: async () => ({ data: policy }),
    getList: async () => ({ data: [], total: 0 }),
    getMany: async () => ({ data: [] }),
    update,
  } as unknown as DataProvider;
  render(
    <TestMemoryRouter initialEntries={['/policy-pages/1']}>
      <AdminContext dataProvider={provider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="policy-pages">
          <Routes>
            <Route path="/policy-pages/:id/*" element={<PolicyPageEdit />} />
          </Routes>
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return update;
}

describe('the policy page edit form', () => {
  it('edits the English text, which binds, and the Hindi one on its own tab', async () => {
    const update = renderEdit();
    expect(await screen.findByLabelText(/^Title( \*)?$/)).toHaveValue('Privacy Policy');
    expect(screen.getByText(/The English text binds/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveValue(policy.body_en);
    expect(screen.getByRole('link', { name: 'View on the site' })).toHaveAttribute(
      'href',
      'https://restaurant.example/privacypolicy',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Hindi' }));
    const hindiTitle = await screen.findByLabelText(/Title in Hindi/);
    expect(hindiTitle).toHaveValue('प्राइवेसी पॉलिसी');
    await userEvent.clear(hindiTitle);
    await userEvent.type(hindiTitle, 'निजता नीति');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/Element updated/);
    expect(update).toHaveBeenCalledWith(
      'policy-pages',
      expect.objectContaining({
        data: expect.objectContaining({ title_en: 'Privacy Policy', title_hi: 'निजता नीति' }),
      }),
    );
  });
});
