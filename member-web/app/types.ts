/** The accounts API's shapes, from the shared contract. */
export type { LoginData, MemberUser } from '@app/contracts';
