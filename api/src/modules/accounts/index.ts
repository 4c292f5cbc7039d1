// The accounts module's public face: the member directory, a read-only view of members that other modules
// use for cards and facts. AccountsModule itself is not exported here: it imports billing, follows and
// social, which import this file, so only the composition root (domain.modules.ts) loads it.
export { MemberDirectoryModule } from './directory/member-directory.module';
export {
  type ContactRelation,
  MemberDirectory,
  type MemberCard,
  type MemberFacts,
  type PlaceRef,
} from './directory/member-directory';
export {
  MemberAccountData,
  MemberAdmin,
  memberStatus,
  type OwnAccountData,
  type StaffMemberFilter,
  type StaffMemberRow,
} from './directory/member-admin';
