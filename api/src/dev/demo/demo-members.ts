import type { INestApplicationContext } from '@nestjs/common';
import { AccountsService } from '../../modules/accounts/accounts.service';
import { DEMO_MEMBER_PASSWORD, DEMO_MEMBERS } from './demo-data';

/** Creates (or finds) the verified demo members; answers their ids by e-mail. */
export async function demoMemberIds(app: INestApplicationContext): Promise<Map<string, number>> {
  const accounts = app.get(AccountsService);
  const ids = new Map<string, number>();
  for (const member of DEMO_MEMBERS)
    ids.set(
      member.email,
      (await accounts.upsertVerifiedMember({ ...member, password: DEMO_MEMBER_PASSWORD })).id,
    );
  return ids;
}
