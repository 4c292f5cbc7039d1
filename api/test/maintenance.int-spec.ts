import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bullmq';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import type { Repository } from 'typeorm';
import { QueueName } from '../src/core/queue/queue-names';
import { AccountTokensPurgeService } from '../src/modules/accounts/account-tokens-purge';
import { EmailOtpEntity } from '../src/modules/accounts/entities/email-otp.entity';
import { PasswordResetEntity } from '../src/modules/accounts/entities/password-reset.entity';
import { MemberAuthService } from '../src/modules/accounts/member-auth.service';
import { WorkerModule } from '../src/worker.module';
import { signUpVerified } from './support/accounts';
import { useTestApi } from './support/api';

const api = useTestApi();
const { http, outbox } = api;

let otps: Repository<EmailOtpEntity>;
let resets: Repository<PasswordResetEntity>;

beforeAll(async () => {
  otps = api.app.get(getRepositoryToken(EmailOtpEntity));
  resets = api.app.get(getRepositoryToken(PasswordResetEntity));
});

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600_000);

describe('purging spent account tokens', () => {
  it('removes codes and reset tokens expired over a day ago and keeps the rest', async () => {
    const { payload, id } = await signUpVerified(http, outbox);
    // What the password-reset job does for a forgot-password request (the request itself only queues it).
    await api.app.get(MemberAuthService).sendResetLink(payload.email);
    const [otp] = await otps.find({ where: { user_id: id } });
    const [reset] = await resets.find({ where: { user_id: id } });
    expect(otp && reset).toBeTruthy();

    await api.app.get(AccountTokensPurgeService).purge(new Date());
    expect(await otps.countBy({ id: otp!.id })).toBe(1);
    expect(await resets.countBy({ id: reset!.id })).toBe(1);

    await otps.update(otp!.id, { expires_at: daysAgo(2) });
    await resets.update(reset!.id, { expires_at: daysAgo(2) });
    const { removed } = await api.app.get(AccountTokensPurgeService).purge(new Date());
    expect(removed).toBeGreaterThanOrEqual(2);
    expect(await otps.countBy({ id: otp!.id })).toBe(0);
    expect(await resets.countBy({ id: reset!.id })).toBe(0);
  });

  it('is scheduled once on the maintenance queue when the worker starts, however often it starts', async () => {
    let worker: INestApplicationContext | undefined;
    for (let start = 0; start < 2; start++) {
      worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
      await worker.init();
      if (start === 0) await worker.close();
    }
    const queue = worker!.get<Queue>(getQueueToken(QueueName.Maintenance));
    const schedulers = await queue.getJobSchedulers();
    expect(
      schedulers.filter(
        (s) => s.key === 'accounts.purge-spent-tokens' || s.id === 'accounts.purge-spent-tokens',
      ),
    ).toHaveLength(1);
    await worker!.close();
  });
});
