import { APPEAL_WINDOW_DAYS } from '@app/contracts';
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';

import { renderRoute } from '../../../test/remix';
import { AppealWindowLead } from './appeal-window-lead';

describe('the notices pages’ lead', () => {
  it('says how many days an appeal is open and links the grievance officer', async () => {
    renderRoute(() => <AppealWindowLead i18nKey="byLink.lead" />);
    const grievance = await screen.findByRole('link', { name: 'grievance officer' });
    expect(grievance).toHaveAttribute('href', '/grievance');
    expect(grievance.closest('p')).toHaveClass('lead');
    expect(grievance.closest('p')).toHaveTextContent(
      `once, within ${APPEAL_WINDOW_DAYS} days of our e-mail.`,
    );
  });
});
