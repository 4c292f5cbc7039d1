import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { appealsMessages } from '../appeals/i18n';
import { auditLogMessages } from '../audit-log/i18n';
import { authMessages } from '../auth/i18n';
import { backupsMessages } from '../backups/i18n';
import { blogsMessages } from '../blogs/i18n';
import { contentMessages } from '../content/i18n';
import { blueTickRequestsMessages } from '../bluetick-requests/i18n';
import { dsaApplicationsMessages } from '../dsa-applications/i18n';
import { contactMessagesMessages } from '../contact-messages/i18n';
import { countriesMessages } from '../countries/i18n';
import { couponsMessages } from '../coupons/i18n';
import { escalationsMessages } from '../escalations/i18n';
import { exchangeRatesMessages } from '../exchange-rates/i18n';
import { imageBlocklistMessages } from '../image-blocklist/i18n';
import { invoicesMessages } from '../invoices/i18n';
import { membersMessages } from '../members/i18n';
import { paymentsMessages } from '../payments/i18n';
import { podcastsMessages } from '../podcasts/i18n';
import { policyPagesMessages } from '../policy-pages/i18n';
import { planPricesMessages, plansMessages } from '../plans/i18n';
import { reviewItemsMessages } from '../review-items/i18n';
import { reviewsMessages } from '../reviews/i18n';
import { staffMessages } from '../staff/i18n';
import { statesMessages } from '../states/i18n';
import { subscriptionsMessages } from '../subscriptions/i18n';
import { tutorialsMessages } from '../tutorials/i18n';
import { watchedWordsMessages } from '../watched-words/i18n';
import { tradeCategoriesMessages } from '../trade-categories/i18n';
import { appMessages } from './appMessages';

const en = {
  ...englishMessages,
  resources: {
    countries: countriesMessages,
    states: statesMessages,
    'bluetick-requests': blueTickRequestsMessages,
    'dsa-applications': dsaApplicationsMessages,
    'watched-words': watchedWordsMessages,
    'trade-categories': tradeCategoriesMessages,
    'review-items': reviewItemsMessages,
    members: membersMessages,
    'image-blocklist': imageBlocklistMessages,
    escalations: escalationsMessages,
    appeals: appealsMessages,
    reviews: reviewsMessages,
    'audit-log': auditLogMessages,
    backups: backupsMessages,
    status: { name: 'Status' },
    'contact-messages': contactMessagesMessages,
    blogs: blogsMessages,
    podcasts: podcastsMessages,
    tutorials: tutorialsMessages,
    'policy-pages': policyPagesMessages,
    staff: staffMessages,
    coupons: couponsMessages,
    plans: plansMessages,
    'plan-prices': planPricesMessages,
    invoices: invoicesMessages,
    'exchange-rates': exchangeRatesMessages,
    payments: paymentsMessages,
    subscriptions: subscriptionsMessages,
  },
  app: { ...appMessages, content: contentMessages, auth: authMessages },
};

// allowMissing: a label not written yet falls back to react-admin's humanised field name instead of the raw key.
export const i18nProvider = polyglotI18nProvider(() => en, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});
