import { Global, Injectable, Module } from '@nestjs/common';

/** What a module holds of one member, for that member's data export. */
export interface MemberDataExport {
  /** JSON-able records, written as `<part>.json` in the export. Only the member's own data. */
  records: unknown;
  /** Storage keys of the member's own files (images, documents), copied into the export. */
  files?: string[];
}

/**
 * One module's share of a member's data rights (issue 14): what it exports of the member, and how it
 * erases the member's data when a deleted account is purged. Erasing must be safe to run twice.
 * A module that keeps records the law requires (invoices, moderation evidence) exports them but leaves
 * `erase` out or erases only the rest.
 */
export interface MemberDataPart {
  /** Unique: the file name of the part in the export (`posts`, `follows`, ...). */
  name: string;
  export?(memberId: number): Promise<MemberDataExport>;
  erase?(memberId: number): Promise<void>;
}

/** Where modules register their part (in onModuleInit); the data-rights module walks them all. */
@Injectable()
export class MemberDataPartsService {
  private readonly parts = new Map<string, MemberDataPart>();

  register(part: MemberDataPart): void {
    if (this.parts.has(part.name)) throw new Error(`member data part ${part.name} registered twice`);
    this.parts.set(part.name, part);
  }

  all(): MemberDataPart[] {
    return [...this.parts.values()];
  }
}

@Global()
@Module({ providers: [MemberDataPartsService], exports: [MemberDataPartsService] })
export class MemberDataModule {}
