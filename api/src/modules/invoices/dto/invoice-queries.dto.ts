import { plainToInstance, Transform } from 'class-transformer';
import { IsIn, IsObject, IsOptional, ValidateNested } from 'class-validator';
import { InvoiceErrors } from '../invoices.errors';
import { MAX_PAGE_NUMBER } from '../../../core/http/input-safety';
import { PageNumber, WholeNumberParam } from '../../../core/http/fields';

export class InvoiceFilter {
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' && /^[01]$/.test(value) ? Number(value) : value))
  @IsIn([0, 1], { message: InvoiceErrors.badIsElite })
  is_elite?: 0 | 1;
}

/**
 * `filter` arrives JSON-encoded (`{"is_elite":1}`, the seeds' client) or as a plain `1`/`0` (older clients,
 * the is_elite value alone) (decision 174). Anything else stays as sent and fails.
 */
function parseFilter(value: unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value))
    return plainToInstance(InvoiceFilter, value);
  if (typeof value !== 'string') return value;
  if (/^\s*[01]\s*$/.test(value)) return plainToInstance(InvoiceFilter, { is_elite: value.trim() });
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? plainToInstance(InvoiceFilter, parsed)
      : value;
  } catch {
    return value;
  }
}

/** GET invoicess?filter={"is_elite":1|0}&page=n (or filter=1|0) */
export class InvoiceListQuery {
  @IsOptional()
  @Transform(({ value }) => parseFilter(value))
  @IsObject({ message: InvoiceErrors.badFilter })
  @ValidateNested()
  filter?: InvoiceFilter;

  @PageNumber(MAX_PAGE_NUMBER) page = 1;
}

export class InvoiceIdParam {
  @WholeNumberParam('id') id: number;
}
