/** The accounts API's shapes, from the shared contract. */
export type { LoginData, MemberProfile, MemberUser } from '@app/contracts';
