import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';

/** Builds the public address of a stored file (served by FilesController); never a disk path. */
@Injectable()
export class PublicFilesService {
  constructor(private readonly config: AppConfig) {}

  url(key: string | null | undefined): string | null {
    if (!key) return null;
    return `${this.config.PUBLIC_API_URL.replace(/\/+$/, '')}/api/files/${key}`;
  }
}
