import { Global, Module } from '@nestjs/common';
import { FilesController } from './files.controller';
import { LocalDiskStorage } from './local-disk.storage';
import { PublicFiles } from './public-files';
import { StorageDriver } from './storage.driver';

/** File storage for every module; the driver is chosen here (local disk for now). */
@Global()
@Module({
  controllers: [FilesController],
  providers: [{ provide: StorageDriver, useClass: LocalDiskStorage }, PublicFiles],
  exports: [StorageDriver, PublicFiles],
})
export class StorageModule {}
