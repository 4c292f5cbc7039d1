import { Admin, LoginWithEmail, Resource } from 'react-admin';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { Dashboard } from './Dashboard';
import countries from './countries';
import states from './states';

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
    <Resource name="countries" {...countries} />
    <Resource name="states" {...states} />
  </Admin>
);
