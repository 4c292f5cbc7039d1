import { type PasskeyView, PasskeyMessages } from '@app/contracts';
import { type Repository } from 'typeorm';
import { InvalidInputError } from '../../errors/domain-error';
import type { NewPasskey, StoredPasskey } from './passkey-ceremonies';
import type { PasskeyColumns } from './passkey-columns';
import { toPasskeyView } from './passkey-view';
import { isDuplicateKey } from '../../database/duplicate-key';

/**
 * One owner kind's passkey table (member_passkeys.user_id, staff_passkeys.staff_id): the same reads and
 * writes for both faces. Every call but `find` names the owner, so one account never reaches another's.
 */
export class PasskeyStore<T extends PasskeyColumns> {
  constructor(
    private readonly rows: Repository<T>,
    private readonly ownerColumn: 'user_id' | 'staff_id',
  ) {}

  async list(owner: number): Promise<PasskeyView[]> {
    const rows = await this.rows
      .createQueryBuilder('p')
      .where(`p.${this.ownerColumn} = :owner`, { owner })
      .orderBy('p.id', 'ASC')
      .getMany();
    return rows.map(toPasskeyView);
  }

  /** Credential ids and transports: what registration excludes and a second step allows. */
  async credentials(owner: number): Promise<Array<Pick<StoredPasskey, 'credential_id' | 'transports'>>> {
    return this.rows
      .createQueryBuilder('p')
      .select(['p.credential_id', 'p.transports'])
      .where(`p.${this.ownerColumn} = :owner`, { owner })
      .getMany();
  }

  async add(owner: number, name: string, passkey: NewPasskey): Promise<PasskeyView> {
    try {
      const saved = await this.rows.save(
        this.rows.create({ ...passkey, name, [this.ownerColumn]: owner } as unknown as T),
      );
      return toPasskeyView((await this.rows.findOneBy({ id: saved.id } as never))!);
    } catch (error) {
      // The browser excludes the owner's own passkeys; a duplicate is a replayed or forged answer.
      if (isDuplicateKey(error))
        throw new InvalidInputError({ credential: [PasskeyMessages.alreadyRegistered] });
      throw error;
    }
  }

  /** True when the owner had that passkey (another account's id answers false: nothing to tell apart). */
  async remove(owner: number, id: number): Promise<boolean> {
    const done = await this.rows
      .createQueryBuilder()
      .delete()
      .where(`id = :id AND ${this.ownerColumn} = :owner`, { id, owner })
      .execute();
    return done.affected === 1;
  }

  async find(credentialId: string): Promise<StoredPasskey | null> {
    const row = await this.rows
      .createQueryBuilder('p')
      .addSelect('p.public_key')
      .where('p.credential_id = :credentialId', { credentialId })
      .getOne();
    if (!row) return null;
    return {
      credential_id: row.credential_id,
      public_key: row.public_key,
      counter: row.counter,
      transports: row.transports,
      owner_id: (row as unknown as Record<string, number>)[this.ownerColumn]!,
    };
  }

  /** After a sign-in: the new counter (so a cloned authenticator's older one is refused) and the date. */
  async used(credentialId: string, counter: number, backedUp: boolean): Promise<void> {
    await this.rows
      .createQueryBuilder()
      .update()
      .set({ counter, backed_up: backedUp, last_used_at: () => 'CURRENT_TIMESTAMP(3)' } as never)
      .where('credential_id = :credentialId', { credentialId })
      .execute();
  }
}
