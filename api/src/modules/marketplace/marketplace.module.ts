import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QueueName } from '../../core/queue/queue-names';
import { TradeCategoryEntity } from './entities/trade-category.entity';
import { RequirementLeadEntity } from './entities/requirement-lead.entity';
import { TradeCategories } from './leads/trade-categories.service';
import {
  StaffTradeCategoriesController,
  TradeCategoriesController,
} from './leads/trade-categories.controller';
import { LeadRouting } from './leads/lead-routing';
import { LeadDigest } from './leads/lead-digest';
import { MemberBlocks } from './leads/member-blocks';
import { SuggestedMembers } from './leads/suggested-members';
import { SuggestionsController } from './leads/suggestions.controller';
import { ListingExpiry } from './common/listing-expiry';
import { ListingRenewalController } from './common/listing-renewal.controller';

import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications';
import { MembersModule } from '../members';
import { BillingModule } from '../billing';
import { LocationsModule } from '../locations';
import { ModerationModule } from '../moderation';
import { SearchModule } from '../search';
import { ElitePolicy } from './common/elite-policy';
import { ListingInterests } from './common/listing-interests';
import { ListingFacts } from './common/listing-facts';
import { ListingLifecycle } from './common/listing-lifecycle';
import { ContactPolicy } from './common/contact-policy';
import { ReadMoreGate } from './common/read-more-gate';
import { ContactReveals } from './contacts/contact-reveals.service';
import { ContactsController } from './contacts/contacts.controller';
import { ListingInterestEntity } from './entities/listing-interest.entity';
import { FeedsController } from './feeds/feeds.controller';
import { ListingFulltextSearch } from './feeds/listing-search';
import { ListingWindowWords } from './feeds/listing-window-words';
import { ListingSearchWindow } from './feeds/listing-search-window';
import { PromotedRestaurants } from './restaurants/promoted-restaurants';
import { ListingMedia } from './common/listing-media';
import { ListingModeration } from './common/listing-moderation';
import { ListingPlaces } from './common/listing-places';
import { MemberAccessGuard } from './common/member-access';
import { ListingOwners } from './common/owners';
import { PromotedMembers } from './common/promoted-members';
import { MemberDirectoryService } from './directory/member-directory.service';
import { FranchiseOfferEntity } from './entities/franchise-offer.entity';
import { JobApplicationEntity } from './entities/job-application.entity';
import { JobEntity } from './entities/job.entity';
import { ManpowerProfileEntity } from './entities/manpower-profile.entity';
import { MarketplaceMediaEntity } from './entities/marketplace-media.entity';
import { RequirementQuoteEntity } from './entities/requirement-quote.entity';
import { RequirementEntity } from './entities/requirement.entity';
import { RestaurantProfileEntity } from './entities/restaurant-profile.entity';
import { RestaurantSaleEntity } from './entities/restaurant-sale.entity';
import { FranchiseController } from './franchise/franchise.controller';
import { FranchiseService } from './franchise/franchise.service';
import { ApplicationMails } from './jobs/application-mails';
import { ApplicationsController } from './jobs/applications.controller';
import { ApplicationsService } from './jobs/applications.service';
import { JobsController } from './jobs/jobs.controller';
import { JobsService } from './jobs/jobs.service';
import { ManpowerController } from './manpower/manpower.controller';
import { ManpowerProfiles } from './manpower/manpower-profiles.service';
import { ResumeFiles } from './manpower/resume-files';
import { RequirementsController } from './requirements/requirements.controller';
import { RequirementsService } from './requirements/requirements.service';
import { RestaurantProfiles } from './restaurants/restaurant-profiles.service';
import { RestaurantsController } from './restaurants/restaurants.controller';
import { SalesController } from './sales/sales.controller';
import { SalesService } from './sales/sales.service';
import { VendorProductEntity } from './entities/vendor-product.entity';
import { VendorProfileEntity } from './entities/vendor-profile.entity';
import { VendorEnquiryEntity } from './entities/vendor-enquiry.entity';
import { QuoteAwardsController } from './requirements/quote-awards.controller';
import { QuoteAwards } from './requirements/quote-awards.service';
import { QuoteMails } from './requirements/quote-mails';
import { VendorEnquiries } from './vendors/vendor-enquiries.service';
import { VendorProfiles } from './vendors/vendor-profiles.service';
import { VendorsController } from './vendors/vendors.controller';
import { MarketplaceMemberData } from './common/marketplace-member-data';
import { MarketplaceTotals } from './common/marketplace-totals';
import { TradeParties } from './common/trade-parties';

/**
 * The marketplace, part 1: restaurant profiles, requirements and vendors' quotes, jobs and applications,
 * franchise offers, restaurants for sale, and the member directories. Listings are moderation subjects;
 * the Elite rule (ElitePolicy, @RequiresElite) is exported for the next issue's gates.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      RestaurantProfileEntity,
      RequirementEntity,
      RequirementQuoteEntity,
      JobEntity,
      JobApplicationEntity,
      FranchiseOfferEntity,
      RestaurantSaleEntity,
      MarketplaceMediaEntity,
      ListingInterestEntity,
      VendorProfileEntity,
      VendorProductEntity,
      VendorEnquiryEntity,
      ManpowerProfileEntity,
      TradeCategoryEntity,
      RequirementLeadEntity,
    ]),
    BullModule.registerQueue({ name: QueueName.Leads }),
    MembersModule,
    BillingModule,
    LocationsModule,
    ModerationModule,
    NotificationsModule,
    SearchModule,
  ],
  controllers: [
    RestaurantsController,
    RequirementsController,
    JobsController,
    ApplicationsController,
    ManpowerController,
    FranchiseController,
    SalesController,
    FeedsController,
    VendorsController,
    QuoteAwardsController,
    ContactsController,
    TradeCategoriesController,
    StaffTradeCategoriesController,
    SuggestionsController,
    ListingRenewalController,
  ],
  providers: [
    MarketplaceMemberData,
    MarketplaceTotals,
    ElitePolicy,
    MemberAccessGuard,
    ListingMedia,
    ListingModeration,
    ListingPlaces,
    ListingOwners,
    RestaurantProfiles,
    MemberDirectoryService,
    RequirementsService,
    JobsService,
    ListingLifecycle,
    FranchiseService,
    SalesService,
    ReadMoreGate,
    ContactPolicy,
    ContactReveals,
    ListingInterests,
    PromotedRestaurants,
    ListingFulltextSearch,
    ListingWindowWords,
    ListingSearchWindow,
    VendorProfiles,
    VendorEnquiries,
    QuoteAwards,
    QuoteMails,
    ManpowerProfiles,
    ResumeFiles,
    PromotedMembers,
    ApplicationsService,
    ApplicationMails,
    TradeParties,
    TradeCategories,
    LeadRouting,
    LeadDigest,
    ListingFacts,
    MemberBlocks,
    SuggestedMembers,
    ListingExpiry,
  ],
  exports: [
    ElitePolicy,
    MemberAccessGuard,
    RestaurantProfiles,
    VendorProfiles,
    ManpowerProfiles,
    ReadMoreGate,
    TradeParties,
    LeadRouting,
    ListingFacts,
    MemberBlocks,
  ],
})
export class MarketplaceModule {}
