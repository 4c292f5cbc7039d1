/** The marketplace module's public face: what other modules may import. */
export { MarketplaceModule } from './marketplace.module';
export { ElitePolicy } from './common/elite-policy';
export { MemberAccess, MemberAccessGuard, OwnersOnly, RequiresElite } from './common/member-access';
export { RestaurantProfiles } from './restaurants/restaurant-profiles.service';
export { RestaurantProfileFieldsDto } from './restaurants/restaurant-profile.dto';
export { ReadMoreGate } from './common/read-more-gate';
export { VendorProfiles } from './vendors/vendor-profiles.service';
export { VendorProfileFieldsDto } from './vendors/vendor-profile.dto';
export { ManpowerProfiles } from './manpower/manpower-profiles.service';
export { TradeParties, type TradeCounterpart, type TradeKind } from './common/trade-parties';
export { ListingFacts, type ListingFact } from './common/listing-facts';
export { MemberBlocks } from './leads/member-blocks';
