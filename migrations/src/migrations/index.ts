import { CreateLocations1795300000000 } from './1795300000000-create-locations';
import { LoadReferenceLocations1795300000001 } from './1795300000001-load-reference-locations';
import { CreateStaff1795300000002 } from './1795300000002-create-staff';
import { CreateUsers1795300000003 } from './1795300000003-create-users';
import { CreateAccountTokens1795300000004 } from './1795300000004-create-account-tokens';
import { CreateSubscriptions1795300000005 } from './1795300000005-create-subscriptions';
import { AddMainOfficeCity1795300000006 } from './1795300000006-add-main-office-city';
import { CreateSocialPosts1795300000100 } from './1795300000100-create-social-posts';
import { AddUsersNameSearch1795300000120 } from './1795300000120-add-users-name-search';
import { CreateFollows1795300000121 } from './1795300000121-create-follows';
import { CreateModeration1795300000122 } from './1795300000122-create-moderation';
import { CreatePlansAndPrices1795300000200 } from './1795300000200-create-plans-and-prices';
import { CreateCoupons1795300000201 } from './1795300000201-create-coupons';
import { CreateBluetickRequests1795300000202 } from './1795300000202-create-bluetick-requests';
import { CreatePayments1795300000203 } from './1795300000203-create-payments';
import { CreateWalletEntries1795300000204 } from './1795300000204-create-wallet-entries';
import { CreateInvoices1795300000220 } from './1795300000220-create-invoices';
import { CreateMarketplace1795300000300 } from './1795300000300-create-marketplace';
import { CreateVendorProfiles1795488431691 } from './1795488431691-create-vendor-profiles';
import { AddListingInterestsAndSearch1795488444130 } from './1795488444130-add-listing-interests-and-search';
import { CreateAuditLog1795488456306 } from './1795488456306-create-audit-log';
import { CreateManpowerProfiles1795488469554 } from './1795488469554-create-manpower-profiles';
import { TrustAndSafety1795488900000 } from './1795488900000-trust-and-safety';
import { PostTotals1795489000000 } from './1795489000000-post-totals';
import { CreateDsaApplications1795489145000 } from './1795489145000-create-dsa-applications';
import { StaffAccountsAndTwoFactor1795489160000 } from './1795489160000-staff-accounts-and-two-factor';
import { DashboardIndexes1795489170000 } from './1795489170000-dashboard-indexes';
import { MemberDataRights1795489400000 } from './1795489400000-member-data-rights';
import { CreateContent1795489410000 } from './1795489410000-create-content';
import { CreateNotifications1795489717500 } from './1795489717500-create-notifications';
import { PostsVisibleIndexes1795489800000 } from './1795489800000-posts-visible-indexes';
import { IndexInvoicesByDate1795490155000 } from './1795490155000-index-invoices-by-date';
import { CreatePaymentEvents1795490156000 } from './1795490156000-create-payment-events';
import { CreateCreditNotesAndRefunds1795490157000 } from './1795490157000-create-credit-notes-and-refunds';
import { PostSearchWindow1795490200000 } from './1795490200000-post-search-window';
import { PostLikesNewestFirst1795490250000 } from './1795490250000-post-likes-newest-first';
import { MarketplaceTotals1795490300000 } from './1795490300000-marketplace-totals';
import { ExchangeRates1795505000000 } from './1795505000000-exchange-rates';
import { ReviewReplyHold1795506100000 } from './1795506100000-review-reply-hold';
import { TradeCategoriesAndLeads1795510000000 } from './1795510000000-trade-categories-and-leads';
import { UnreadMessageMails1795507000000 } from './1795507000000-unread-message-mails';
import { MessageImages1795507100000 } from './1795507100000-message-images';
import { RestaurantContactConsent1795512000000 } from './1795512000000-restaurant-contact-consent';
import { BackupCopies1795520000000 } from './1795520000000-backup-copies';
import { ParticipantsUnreadIndex1795522000000 } from './1795522000000-participants-unread-index';
import { SavedSearches1795524000000 } from './1795524000000-saved-searches';
import { SavedSearchDigestWatermarks1795540000000 } from './1795540000000-saved-search-digest-watermarks';
import { SavedSearchAlertsOff1795540100000 } from './1795540100000-saved-search-alerts-off';
import { MemberLanguage1795560000000 } from './1795560000000-member-language';
import { PolicyPages1795570000000 } from './1795570000000-policy-pages';
import { PostSoundKeys1795571000000 } from './1795571000000-post-sound-keys';
import { ListingSearchWindow1795490400000 } from './1795490400000-listing-search-window';
import { MemberNameSearchIndexes1795490500000 } from './1795490500000-member-name-search-indexes';
import { NewestFirstIndexes1795490600000 } from './1795490600000-newest-first-indexes';
import { FollowTotals1795490700000 } from './1795490700000-follow-totals';
import { SearchWindowChanges1795490800000 } from './1795490800000-search-window-changes';
import { MemberPostTotals1795490900000 } from './1795490900000-member-post-totals';
import { ListingContacts1795491210000 } from './1795491210000-listing-contacts';
import { Passkeys1795491222000 } from './1795491222000-passkeys';
import { DsaDeclarationSource1795491436000 } from './1795491436000-dsa-declaration-source';
import { BackupRuns1795502000000 } from './1795502000000-backup-runs';
import { Reviews1795504000000 } from './1795504000000-reviews';
import { ReviewReminderIndexes1795504100000 } from './1795504100000-review-reminder-indexes';
import { ReviewRanking1795504200000 } from './1795504200000-review-ranking';
import { CreateConversations1795503000000 } from './1795503000000-create-conversations';
import { JobAlertsAndListingExpiry1795523000000 } from './1795523000000-job-alerts-and-listing-expiry';

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
  AddUsersNameSearch1795300000120,
  CreateFollows1795300000121,
  CreateModeration1795300000122,
  CreatePlansAndPrices1795300000200,
  CreateCoupons1795300000201,
  CreateBluetickRequests1795300000202,
  CreatePayments1795300000203,
  CreateWalletEntries1795300000204,
  CreateInvoices1795300000220,
  CreateMarketplace1795300000300,
  CreateVendorProfiles1795488431691,
  AddListingInterestsAndSearch1795488444130,
  CreateAuditLog1795488456306,
  CreateManpowerProfiles1795488469554,
  TrustAndSafety1795488900000,
  PostTotals1795489000000,
  CreateDsaApplications1795489145000,
  StaffAccountsAndTwoFactor1795489160000,
  DashboardIndexes1795489170000,
  MemberDataRights1795489400000,
  CreateContent1795489410000,
  CreateNotifications1795489717500,
  PostsVisibleIndexes1795489800000,
  IndexInvoicesByDate1795490155000,
  CreatePaymentEvents1795490156000,
  CreateCreditNotesAndRefunds1795490157000,
  PostSearchWindow1795490200000,
  PostLikesNewestFirst1795490250000,
  MarketplaceTotals1795490300000,
  ListingSearchWindow1795490400000,
  MemberNameSearchIndexes1795490500000,
  NewestFirstIndexes1795490600000,
  FollowTotals1795490700000,
  SearchWindowChanges1795490800000,
  MemberPostTotals1795490900000,
  ListingContacts1795491210000,
  Passkeys1795491222000,
  DsaDeclarationSource1795491436000,
  BackupRuns1795502000000,
  CreateConversations1795503000000,
  Reviews1795504000000,
  ReviewReminderIndexes1795504100000,
  ReviewRanking1795504200000,
  ExchangeRates1795505000000,
  ReviewReplyHold1795506100000,
  TradeCategoriesAndLeads1795510000000,
  UnreadMessageMails1795507000000,
  MessageImages1795507100000,
  RestaurantContactConsent1795512000000,
  BackupCopies1795520000000,
  ParticipantsUnreadIndex1795522000000,
  JobAlertsAndListingExpiry1795523000000,
  SavedSearches1795524000000,
  SavedSearchDigestWatermarks1795540000000,
  SavedSearchAlertsOff1795540100000,
  MemberLanguage1795560000000,
  PolicyPages1795570000000,
  PostSoundKeys1795571000000,
];
