import { Global, Module } from '@nestjs/common';
import { LiveChannel } from './live-channel';
import { LiveGateway } from './live-gateway';
import { LiveTickets } from './live-tickets';

/**
 * The live channel (decisions 272 and 275): socket.io on the API's HTTP server with the Redis adapter; in
 * the worker and the CLI, the Redis emitter. Global: any module publishes through LiveChannel.
 */
@Global()
@Module({
  providers: [LiveChannel, LiveTickets, LiveGateway],
  exports: [LiveChannel, LiveTickets],
})
export class LiveModule {}
