/**
 * The accounts module's public face for other modules: the member directory (read access to members).
 * AccountsModule itself is not exported here: it imports other domains, which import this file.
 */
export { MemberDirectoryModule } from './directory/member-directory.module';
export {
  MemberDirectory,
  type MemberCard,
  type MemberFacts,
  type PlaceRef,
} from './directory/member-directory';
