import { AccountsModule } from './accounts/accounts.module';
import { BillingModule } from './billing/billing.module';
import { FollowsModule } from './follows/follows.module';
import { InvoicesModule } from './invoices/invoices.module';
import { LocationsModule } from './locations/locations.module';
import { MarketplaceModule } from './marketplace';
import { ModerationModule } from './moderation/moderation.module';
import { SearchModule } from './search/search.module';
import { SocialModule } from './social/social.module';
import { StaffModule } from './staff/staff.module';

/**
 * Every business module, loaded alike by the API, the worker and the CLI. Nest registers routes module by
 * module in this order: FollowsModule (`users/follow`, `users/my-followers`…) stays before AccountsModule
 * (`users/:id`) so the literal paths win.
 */
export const DOMAIN_MODULES = [
  LocationsModule,
  StaffModule,
  ModerationModule,
  FollowsModule,
  SearchModule,
  SocialModule,
  BillingModule,
  InvoicesModule,
  MarketplaceModule,
  AccountsModule,
];
