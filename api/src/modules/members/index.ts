// The members module's public face (decision 250): the bottom layer of the member domain, importing no other
// module. Other modules read members through MemberDirectory (cards, facts, contacts), staff screens through
// MemberAdminService, data rights through MemberAccountDataService.
export { MembersModule } from './members.module';
export {
  type ContactRelation,
  MemberDirectory,
  type MemberCard,
  type MemberFacts,
  type PlaceRef,
} from './member-directory';
export {
  MemberAccountDataService,
  MemberAdminService,
  memberStatus,
  type OwnAccountData,
  type StaffMemberFilter,
  type StaffMemberRow,
} from './member-admin';
// The users table's entity, for `accounts` alone: it writes the member's own account (sign-up, sign-in,
// profile, settings) on the table this module owns. eslint.config.mjs refuses it to every other module.
export { UserEntity } from './entities/user.entity';
