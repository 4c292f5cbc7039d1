// The accounts module's public face. Accounts is the top of the member domain: sign-up, sign-in, sessions,
// profiles and settings, composed from billing, follows, marketplace and social; nothing imports it but the
// composition roots. What other modules need of a member (cards, facts, contacts) is the members module's
// (decision 250).
export { AccountJobsModule, AccountsModule } from './accounts.module';
