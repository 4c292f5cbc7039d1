import type { UserType } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { hashPassword } from '../../core/auth/passwords';
import { InvalidInputError } from '../../core/errors/domain-error';
import { LocationsService } from '../locations';
import { UserEntity } from '../members';

export interface VerifiedMemberInput {
  user_type: UserType;
  business_name: string | null;
  first_name: string;
  last_name: string;
  email: string;
  mobile_no: string;
  password: string;
  country_id: number;
  state_id: number;
  city_id: number;
}

@Injectable()
export class AccountsService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly locations: LocationsService,
  ) {}

  /** Creates (or refreshes) a verified, adult-confirmed member; used by the demo seed. */
  async upsertVerifiedMember(input: VerifiedMemberInput): Promise<{ id: number; created: boolean }> {
    if (!(await this.locations.findPlace(input.country_id, input.state_id, input.city_id))) {
      throw new InvalidInputError({ city_id: ['The city does not belong to the state and country given'] });
    }
    const email = input.email.trim().toLowerCase();
    const { password, ...fields } = input;
    const now = new Date();
    const values = {
      ...fields,
      email,
      password_hash: await hashPassword(password),
      email_verified_at: now,
      adult_confirmed_at: now,
    };
    const existing = await this.users.findOneBy({ email });
    if (existing) {
      await this.users.update(existing.id, values);
      return { id: existing.id, created: false };
    }
    const saved = await this.users.save(this.users.create(values));
    return { id: saved.id, created: true };
  }
}
