import { Injectable } from '@nestjs/common';
import { ElitePolicyService } from './elite-policy';

/**
 * The read-more rule (decision 115): a listing's or profile's detail call answers its owner, a member
 * already in a trade relation with it (a vendor who quoted on the requirement, a professional who applied
 * to the job, a member who showed interest in the sale listing or franchise offer), and Elite members;
 * everyone else gets 403 'You need to subscribe to acceess this facility'. The feeds stay open.
 */
@Injectable()
export class ReadMoreGateService {
  constructor(private readonly elite: ElitePolicyService) {}

  async check(viewerId: number, ownerId: number, related = false): Promise<void> {
    if (viewerId === ownerId || related) return;
    await this.elite.requireElite(viewerId);
  }
}
