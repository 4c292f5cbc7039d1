import { AccountsModule } from './accounts/accounts.module';
import { AgentsModule } from './agents';
import { BillingModule } from './billing/billing.module';
import { DataRightsModule } from './data-rights/data-rights.module';
import { ContentModule } from './content';
import { ConversationsModule } from './conversations';
import { FollowsModule } from './follows/follows.module';
import { InvoicesModule } from './invoices/invoices.module';
import { LocationsModule } from './locations/locations.module';
import { MarketplaceModule } from './marketplace';
import { ModerationModule } from './moderation/moderation.module';
import { NotificationsModule } from './notifications';
import { OperationsModule } from './operations/operations.module';
import { ReviewsModule } from './reviews';
import { SavedSearchesModule } from './saved-searches';
import { SearchModule } from './search/search.module';
import { SocialModule } from './social/social.module';
import { StaffModule } from './staff/staff.module';

/**
 * Every business module, loaded alike by the API, the worker and the CLI. The order does not decide which
 * route answers: `:id` only matches digits (core/http/numeric-ids.ts), so `users/follow` and `users/:id`
 * cannot both match one path (test/route-order.int-spec.ts loads these in reverse).
 */
export const DOMAIN_MODULES = [
  LocationsModule,
  NotificationsModule,
  StaffModule,
  ModerationModule,
  FollowsModule,
  SearchModule,
  SocialModule,
  ContentModule,
  BillingModule,
  InvoicesModule,
  MarketplaceModule,
  ConversationsModule,
  AccountsModule,
  AgentsModule,
  DataRightsModule,
  OperationsModule,
  ReviewsModule,
  SavedSearchesModule,
];
