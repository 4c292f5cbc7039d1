import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, Min } from 'class-validator';

/**
 * `remove_media_ids` of a listing edit: `remove_media_ids[0]=5&remove_media_ids[1]=7` (multipart arrays),
 * a JSON array, or "5,7".
 */
export function MediaIds() {
  return applyDecorators(
    IsOptional(),
    Transform(({ value }) => {
      const list = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [value];
      return list.map((v: unknown) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v));
    }),
    IsArray({ message: 'The remove media ids must be a list of image ids.' }),
    ArrayMaxSize(50, { message: 'The remove media ids may list at most 50 images.' }),
    IsInt({ each: true, message: 'The remove media ids must be a list of image ids.' }),
    Min(1, { each: true, message: 'The remove media ids must be a list of image ids.' }),
  );
}
