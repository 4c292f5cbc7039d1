/** The marketplace module's public face: what other modules may import. */
export { MarketplaceModule } from './marketplace.module';
export { ElitePolicyService } from './common/elite-policy';
export { MemberAccess, MemberAccessGuard, OwnersOnly, RequiresElite } from './common/member-access';
export { RestaurantProfilesService } from './restaurants/restaurant-profiles.service';
export { RestaurantProfileFieldsDto } from './restaurants/restaurant-profile.dto';
export { ReadMoreGateService } from './common/read-more-gate';
export { VendorProfilesService } from './vendors/vendor-profiles.service';
export { VendorProfileFieldsDto } from './vendors/vendor-profile.dto';
export { ManpowerProfilesService } from './manpower/manpower-profiles.service';
export { TradePartiesService, type TradeCounterpart, type TradeKind } from './common/trade-parties';
export { ListingFactsService, type ListingFact } from './common/listing-facts';
export { MemberBlocksService } from './leads/member-blocks';
