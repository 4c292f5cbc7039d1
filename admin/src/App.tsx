import { Admin, LoginWithEmail, Resource } from 'react-admin';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { canFinance, canModerate, isSuperadmin } from './providers/permissions';
import { i18nProvider } from './i18n/i18nProvider';
import { Dashboard } from './Dashboard';
import appeals from './appeals';
import auditLog from './audit-log';
import blueTickRequests from './bluetick-requests';
import countries from './countries';
import escalations from './escalations';
import imageBlocklist from './image-blocklist';
import invoices from './invoices';
import members from './members';
import payments from './payments';
import reviewItems from './review-items';
import states from './states';
import subscriptions from './subscriptions';
import watchedWords from './watched-words';

export const App = () => (
  <Admin
    title="Restaurant Community — Staff"
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    loginPage={LoginWithEmail}
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
            <Resource name="escalations" {...escalations} />
            <Resource name="members" {...members} />
            <Resource name="image-blocklist" {...imageBlocklist} />
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
            <Resource name="payments" {...payments} />
            <Resource name="subscriptions" {...subscriptions} />
          </>
        ) : null}
        {isSuperadmin(permissions) ? <Resource name="audit-log" {...auditLog} /> : null}
      </>
    )}
  </Admin>
);
