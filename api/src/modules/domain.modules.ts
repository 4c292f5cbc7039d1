import { AccountsModule } from './accounts/accounts.module';
import { BillingModule } from './billing/billing.module';
import { LocationsModule } from './locations/locations.module';
import { ModerationModule } from './moderation/moderation.module';
import { StaffModule } from './staff/staff.module';

/** Every business module, loaded alike by the API, the worker and the CLI. */
export const DOMAIN_MODULES = [LocationsModule, StaffModule, ModerationModule, BillingModule, AccountsModule];
