import { Admin, CustomRoutes, Resource, type AuthProvider, type DataProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { AcceptInvite } from './auth/AcceptInvite';
import { ConsoleLayout } from './auth/ConsoleLayout';
import { LoginPage } from './auth/LoginPage';
import { TwoFactorPage } from './auth/TwoFactorSetup';
import { authProvider as consoleAuthProvider } from './providers/authProvider';
import { dataProvider as consoleDataProvider } from './providers/dataProvider';
import {
  canEditContent,
  canFinance,
  canModerate,
  canReadCatalogue,
  canReviewAgents,
  isSuperadmin,
} from './providers/permissions';
import { i18nProvider } from './i18n/i18nProvider';
import { consoleTheme } from './theme';
import { Dashboard } from './Dashboard';
import appeals from './appeals';
import reviews from './reviews';
import auditLog from './audit-log';
import backups from './backups';
import blogs from './blogs';
import policyPages from './policy-pages';
import blueTickRequests from './bluetick-requests';
import contactMessages from './contact-messages';
import countries from './countries';
import coupons, { couponWriters } from './coupons';
import dsaApplications from './dsa-applications';
import escalations from './escalations';
import imageBlocklist from './image-blocklist';
import exchangeRates from './exchange-rates';
import invoices from './invoices';
import members from './members';
import payments from './payments';
import plans, { planPriceWriters, planWriters } from './plans';
import podcasts from './podcasts';
import reviewItems from './review-items';
import staff from './staff';
import states from './states';
import subscriptions from './subscriptions';
import systemStatus from './system-status';
import tutorials from './tutorials';
import watchedWords from './watched-words';
import tradeCategories from './trade-categories';

/** The console. The providers are the real ones; the component tests give fakes (decision 234). */
export const App = ({
  dataProvider = consoleDataProvider,
  authProvider = consoleAuthProvider,
}: { dataProvider?: DataProvider; authProvider?: AuthProvider } = {}) => (
  <Admin
    title="Restaurant Community — Staff"
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    theme={consoleTheme}
    loginPage={LoginPage}
    layout={ConsoleLayout}
    dashboard={Dashboard}
    // Nothing, not even the layout, renders before checkAuth has passed.
    requireAuth
    // A staff tool should not report its usage to a third party.
    disableTelemetry
  >
    {(permissions) => (
      <>
        {/* Only roles the API lets in get the menu entries and routes (a 403 is the API's answer anyway). */}
        {canModerate(permissions) ? (
          <>
            <Resource name="review-items" {...reviewItems} />
            <Resource name="appeals" {...appeals} />
            <Resource name="reviews" {...reviews} />
            <Resource name="escalations" {...escalations} />
            <Resource name="members" {...members} />
            <Resource name="image-blocklist" {...imageBlocklist} />
            <Resource name="contact-messages" {...contactMessages} />
          </>
        ) : null}
        <Resource name="countries" {...countries} />
        <Resource name="states" {...states} />
        {canModerate(permissions) ? (
          <>
            <Resource name="bluetick-requests" {...blueTickRequests} />
            <Resource name="watched-words" {...watchedWords} />
          </>
        ) : null}
        {canFinance(permissions) ? (
          <>
            <Resource name="invoices" {...invoices} />
            <Resource name="exchange-rates" {...exchangeRates} />
            <Resource name="payments" {...payments} />
            <Resource name="subscriptions" {...subscriptions} />
          </>
        ) : null}
        {canReviewAgents(permissions) ? <Resource name="dsa-applications" {...dsaApplications} /> : null}
        {canEditContent(permissions) ? (
          <>
            <Resource name="blogs" {...blogs} />
            <Resource name="podcasts" {...podcasts} />
            <Resource name="tutorials" {...tutorials} />
            <Resource name="policy-pages" {...policyPages} />
            <Resource name="trade-categories" {...tradeCategories} />
          </>
        ) : null}
        {canReadCatalogue(permissions) ? (
          <>
            <Resource name="coupons" {...coupons} {...(isSuperadmin(permissions) ? couponWriters : {})} />
            <Resource name="plans" {...plans} {...(isSuperadmin(permissions) ? planWriters : {})} />
            {/* Prices are shown on their plan's page; no menu entry of their own. */}
            <Resource name="plan-prices" {...(isSuperadmin(permissions) ? planPriceWriters : {})} />
          </>
        ) : null}
        {isSuperadmin(permissions) ? <Resource name="audit-log" {...auditLog} /> : null}
        {isSuperadmin(permissions) ? <Resource name="staff" {...staff} /> : null}
        {isSuperadmin(permissions) ? (
          <>
            <Resource name="status" {...systemStatus} />
            <Resource name="backups" {...backups} />
          </>
        ) : null}
        {/* The invitation link's page: no session needed. */}
        <CustomRoutes noLayout>
          <Route path="/accept-invite" element={<AcceptInvite />} />
        </CustomRoutes>
        <CustomRoutes>
          <Route path="/two-factor" element={<TwoFactorPage />} />
        </CustomRoutes>
      </>
    )}
  </Admin>
);
