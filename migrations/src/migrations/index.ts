import { CreateLocations1795300000000 } from './1795300000000-create-locations';
import { LoadReferenceLocations1795300000001 } from './1795300000001-load-reference-locations';
import { CreateStaff1795300000002 } from './1795300000002-create-staff';
import { CreateUsers1795300000003 } from './1795300000003-create-users';
import { CreateAccountTokens1795300000004 } from './1795300000004-create-account-tokens';
import { CreateSubscriptions1795300000005 } from './1795300000005-create-subscriptions';
import { AddMainOfficeCity1795300000006 } from './1795300000006-add-main-office-city';
import { CreateSocialPosts1795300000100 } from './1795300000100-create-social-posts';

/** Every migration, oldest first. A new migration is added here as well as in its own file. */
export const MIGRATIONS = [
  CreateLocations1795300000000,
  LoadReferenceLocations1795300000001,
  CreateStaff1795300000002,
  CreateUsers1795300000003,
  CreateAccountTokens1795300000004,
  CreateSubscriptions1795300000005,
  AddMainOfficeCity1795300000006,
  CreateSocialPosts1795300000100,
];
