import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { FilesController } from './files.controller';
import { LocalDiskStorage } from './local-disk.storage';
import { PublicFilesService } from './public-files';
import { S3Storage } from './s3.storage';
import { StorageDriver } from './storage.driver';

/** The storage driver named by STORAGE_DRIVER: the local disk, or an S3 bucket shared by every process. */
export function storageDriverFor(config: AppConfig): StorageDriver {
  return config.STORAGE_DRIVER === 's3' ? new S3Storage(config) : new LocalDiskStorage(config);
}

/** File storage for every module (API and worker). */
@Global()
@Module({
  controllers: [FilesController],
  providers: [
    { provide: StorageDriver, inject: [AppConfig], useFactory: storageDriverFor },
    PublicFilesService,
  ],
  exports: [StorageDriver, PublicFilesService],
})
export class StorageModule {}
