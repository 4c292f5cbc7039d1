import { Global, Module } from '@nestjs/common';
import { LiveChannelService } from './live-channel';
import { LiveGateway } from './live-gateway';
import { LiveTicketsService } from './live-tickets';

/**
 * The live channel (decisions 272 and 275): socket.io on the API's HTTP server with the Redis adapter; in
 * the worker and the CLI, the Redis emitter. Global: any module publishes through LiveChannelService.
 */
@Global()
@Module({
  providers: [LiveChannelService, LiveTicketsService, LiveGateway],
  exports: [LiveChannelService, LiveTicketsService],
})
export class LiveModule {}
