import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QueueName } from '../../core/queue/queue-names';
import { TradeCategoryEntity } from './entities/trade-category.entity';
import { RequirementLeadEntity } from './entities/requirement-lead.entity';
import { TradeCategoriesService } from './leads/trade-categories.service';
import {
  StaffTradeCategoriesController,
  TradeCategoriesController,
} from './leads/trade-categories.controller';
import { LeadRoutingService } from './leads/lead-routing';
import { LeadDigestService } from './leads/lead-digest';
import { MemberBlocksService } from './leads/member-blocks';
import { SuggestedMembersService } from './leads/suggested-members';
import { SuggestionsController } from './leads/suggestions.controller';
import { ListingExpiryService } from './common/listing-expiry';
import { ListingRenewalController } from './common/listing-renewal.controller';

import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications';
import { MembersModule } from '../members';
import { BillingModule } from '../billing';
import { LocationsModule } from '../locations';
import { ModerationModule } from '../moderation';
import { SearchModule } from '../search';
import { ElitePolicyService } from './common/elite-policy';
import { ListingInterestsService } from './common/listing-interests';
import { ListingFactsService } from './common/listing-facts';
import { ListingLifecycleService } from './common/listing-lifecycle';
import { ContactPolicyService } from './common/contact-policy';
import { ReadMoreGateService } from './common/read-more-gate';
import { ContactRevealsService } from './contacts/contact-reveals.service';
import { ContactsController } from './contacts/contacts.controller';
import { ListingInterestEntity } from './entities/listing-interest.entity';
import { FeedsController } from './feeds/feeds.controller';
import { ListingFulltextSearchService } from './feeds/listing-search';
import { ListingWindowWordsService } from './feeds/listing-window-words';
import { ListingSearchWindowService } from './feeds/listing-search-window';
import { PromotedRestaurantsService } from './restaurants/promoted-restaurants';
import { ListingMediaService } from './common/listing-media';
import { ListingModerationService } from './common/listing-moderation';
import { ListingPlacesService } from './common/listing-places';
import { MemberAccessGuard } from './common/member-access';
import { ListingOwnersService } from './common/owners';
import { PromotedMembersService } from './common/promoted-members';
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
import { ApplicationMailsService } from './jobs/application-mails';
import { ApplicationsController } from './jobs/applications.controller';
import { ApplicationsService } from './jobs/applications.service';
import { JobsController } from './jobs/jobs.controller';
import { JobsService } from './jobs/jobs.service';
import { ManpowerController } from './manpower/manpower.controller';
import { ManpowerProfilesService } from './manpower/manpower-profiles.service';
import { ResumeFilesService } from './manpower/resume-files';
import { RequirementsController } from './requirements/requirements.controller';
import { RequirementsService } from './requirements/requirements.service';
import { RestaurantProfilesService } from './restaurants/restaurant-profiles.service';
import { RestaurantsController } from './restaurants/restaurants.controller';
import { SalesController } from './sales/sales.controller';
import { SalesService } from './sales/sales.service';
import { VendorProductEntity } from './entities/vendor-product.entity';
import { VendorProfileEntity } from './entities/vendor-profile.entity';
import { VendorEnquiryEntity } from './entities/vendor-enquiry.entity';
import { QuoteAwardsController } from './requirements/quote-awards.controller';
import { QuoteAwardsService } from './requirements/quote-awards.service';
import { QuoteMailsService } from './requirements/quote-mails';
import { VendorEnquiriesService } from './vendors/vendor-enquiries.service';
import { VendorProfilesService } from './vendors/vendor-profiles.service';
import { VendorsController } from './vendors/vendors.controller';
import { MarketplaceMemberDataService } from './common/marketplace-member-data';
import { MarketplaceTotalsService } from './common/marketplace-totals';
import { TradePartiesService } from './common/trade-parties';

/**
 * The marketplace, part 1: restaurant profiles, requirements and vendors' quotes, jobs and applications,
 * franchise offers, restaurants for sale, and the member directories. Listings are moderation subjects;
 * the Elite rule (ElitePolicyService, @RequiresElite) is exported for the next issue's gates.
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
    MarketplaceMemberDataService,
    MarketplaceTotalsService,
    ElitePolicyService,
    MemberAccessGuard,
    ListingMediaService,
    ListingModerationService,
    ListingPlacesService,
    ListingOwnersService,
    RestaurantProfilesService,
    MemberDirectoryService,
    RequirementsService,
    JobsService,
    ListingLifecycleService,
    FranchiseService,
    SalesService,
    ReadMoreGateService,
    ContactPolicyService,
    ContactRevealsService,
    ListingInterestsService,
    PromotedRestaurantsService,
    ListingFulltextSearchService,
    ListingWindowWordsService,
    ListingSearchWindowService,
    VendorProfilesService,
    VendorEnquiriesService,
    QuoteAwardsService,
    QuoteMailsService,
    ManpowerProfilesService,
    ResumeFilesService,
    PromotedMembersService,
    ApplicationsService,
    ApplicationMailsService,
    TradePartiesService,
    TradeCategoriesService,
    LeadRoutingService,
    LeadDigestService,
    ListingFactsService,
    MemberBlocksService,
    SuggestedMembersService,
    ListingExpiryService,
  ],
  exports: [
    ElitePolicyService,
    MemberAccessGuard,
    RestaurantProfilesService,
    VendorProfilesService,
    ManpowerProfilesService,
    ReadMoreGateService,
    TradePartiesService,
    LeadRoutingService,
    ListingFactsService,
    MemberBlocksService,
  ],
})
export class MarketplaceModule {}
