import {
  Column,
  CreateDateColumn,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type ColumnOptions,
  type ValueTransformer,
} from 'typeorm';

/**
 * The column conventions of the entities, written once (decision 471). Each decorator is TypeORM's own
 * with the project's type for that kind of value; `options` add to it (nullable, default, length, select…)
 * exactly as they would to `@Column`. A column that follows no convention keeps a plain `@Column`.
 */

/** What the datetime columns default to: now, to the millisecond. */
export const NOW = (): string => 'CURRENT_TIMESTAMP(3)';

/**
 * BIGINT values kept as JavaScript numbers: mysql2 hands BIGINT over as strings; the ids and paise amounts
 * stored this way stay far below 2^53, so a number holds them exactly.
 */
const bigintAsNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};

/** The auto-increment INT UNSIGNED primary key most tables have. */
export function IdColumn(): PropertyDecorator {
  return PrimaryGeneratedColumn({ unsigned: true });
}

/** An auto-increment BIGINT UNSIGNED primary key, read as a string (tables that grow fast). */
export function BigIdColumn(): PropertyDecorator {
  return PrimaryGeneratedColumn({ type: 'bigint', unsigned: true });
}

/** An INT UNSIGNED primary key the row does not generate: a profile's member, one of a pair, a reference id. */
export function PrimaryRefColumn(): PropertyDecorator {
  return PrimaryColumn({ type: 'int', unsigned: true });
}

/** Another row's id (INT UNSIGNED; the migrations hold the foreign keys). */
export function RefColumn(options: ColumnOptions = {}): PropertyDecorator {
  return Column({ type: 'int', unsigned: true, ...options });
}

/** Another row's id that may be missing. */
export function OptionalRefColumn(options: ColumnOptions = {}): PropertyDecorator {
  return RefColumn({ nullable: true, ...options });
}

/** A whole number that is never negative (INT UNSIGNED): amounts in minor units, sizes, limits. */
export function UintColumn(options: ColumnOptions = {}): PropertyDecorator {
  return Column({ type: 'int', unsigned: true, ...options });
}

/** A counter kept beside the rows it counts (INT UNSIGNED, starting at 0). */
export function CounterColumn(): PropertyDecorator {
  return UintColumn({ default: 0 });
}

/** A small whole number that is never negative (SMALLINT UNSIGNED): years, positions, pixels, basis points. */
export function SmallUintColumn(options: ColumnOptions = {}): PropertyDecorator {
  return Column({ type: 'smallint', unsigned: true, ...options });
}

/** A tiny whole number that is never negative (TINYINT UNSIGNED): ratings, attempts, priorities. */
export function TinyUintColumn(options: ColumnOptions = {}): PropertyDecorator {
  return Column({ type: 'tinyint', unsigned: true, ...options });
}

/** A BIGINT UNSIGNED read as a number (bigintAsNumber): paise amounts, message ids. */
export function BigintNumberColumn(options: ColumnOptions = {}): PropertyDecorator {
  return Column({ type: 'bigint', unsigned: true, transformer: bigintAsNumber, ...options });
}

/** A VARCHAR (255 unless `length` says otherwise). */
export function VarcharColumn(options: ColumnOptions = {}): PropertyDecorator {
  return Column({ type: 'varchar', ...options });
}

/** A CHAR of a fixed length (ISO codes, last digits, GSTINs). */
export function CharColumn(options: ColumnOptions = {}): PropertyDecorator {
  return Column({ type: 'char', ...options });
}

/** An ISO 4217 currency code (CHAR(3)). */
export function CurrencyColumn(options: ColumnOptions = {}): PropertyDecorator {
  return CharColumn({ length: 3, ...options });
}

/** A SHA-256 or HMAC digest in hex (CHAR(64)): what is kept of a code or token instead of the secret. */
export function DigestColumn(options: ColumnOptions = {}): PropertyDecorator {
  return CharColumn({ length: 64, ...options });
}

/** A TEXT (up to 64 KB). */
export function TextColumn(options: ColumnOptions = {}): PropertyDecorator {
  return Column({ type: 'text', ...options });
}

/** A MEDIUMTEXT (up to 16 MB): the HTML bodies of pages. */
export function MediumTextColumn(options: ColumnOptions = {}): PropertyDecorator {
  return Column({ type: 'mediumtext', ...options });
}

/** A yes/no value (BOOLEAN, which MySQL stores as TINYINT(1)); false unless `default` says otherwise. */
export function FlagColumn(options: ColumnOptions = {}): PropertyDecorator {
  return Column({ type: 'boolean', default: false, ...options });
}

/** An ENUM of the given values. */
export function EnumColumn(values: readonly string[], options: ColumnOptions = {}): PropertyDecorator {
  return Column({ type: 'enum', enum: values as string[], ...options });
}

/** A JSON document. */
export function JsonColumn(options: ColumnOptions = {}): PropertyDecorator {
  return Column({ type: 'json', ...options });
}

/** A calendar day (DATE, read as 'YYYY-MM-DD'). */
export function DateColumn(options: ColumnOptions = {}): PropertyDecorator {
  return Column({ type: 'date', ...options });
}

/** A moment, to the millisecond (DATETIME(3)). */
export function DateTimeColumn(options: ColumnOptions = {}): PropertyDecorator {
  return Column({ type: 'datetime', precision: 3, ...options });
}

/** A moment that may be missing: something that has not happened (yet). */
export function OptionalDateTimeColumn(options: ColumnOptions = {}): PropertyDecorator {
  return DateTimeColumn({ nullable: true, ...options });
}

/** When the row was inserted (DATETIME(3), now by default; TypeORM leaves it alone afterwards). */
export function CreatedAtColumn(): PropertyDecorator {
  return CreateDateColumn({ type: 'datetime', precision: 3, default: NOW });
}

/** When the row was last saved through TypeORM, which sets it on every save (DATETIME(3)). */
export function UpdatedAtColumn(options: ColumnOptions = {}): PropertyDecorator {
  return UpdateDateColumn({ type: 'datetime', precision: 3, default: NOW, ...options });
}

/** Rupees per unit of a currency, DECIMAL(12,6) read as a string ('22.654300'): never a float. */
export function RupeeRateColumn(options: ColumnOptions = {}): PropertyDecorator {
  return Column({ type: 'decimal', precision: 12, scale: 6, ...options });
}
