import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Like, type Repository } from 'typeorm';
import type { ListQuery } from '../../core/admin-rest/list-query';
import { InvalidInputError, NotFoundError } from '../../core/errors/domain-error';
import { RedisClient } from '../../core/redis/redis.module';
import { watchedWordMatcher } from './checks/word-matcher';
import { isDuplicateKey } from '../../core/database/duplicate-key';
import { WatchedWordEntity } from './entities/watched-word.entity';
import { escapeLike } from '../../core/database/escape-like';

export interface WatchedWordFilter {
  q: string;
  id: number[];
}

/** Changes with every edit of the list; each API process rebuilds its matcher when it sees a new one. */
const VERSION_KEY = 'moderation:watched-words:version';

/** The staff-managed list of watched words and phrases, and the matcher built from it. */
@Injectable()
export class WatchedWordsService {
  private cached?: { version: string; match: (text: string) => string[] };

  constructor(
    @InjectRepository(WatchedWordEntity) private readonly words: Repository<WatchedWordEntity>,
    private readonly redis: RedisClient,
  ) {}

  /** The list's words found in a text (whole words, any case). */
  async find(text: string): Promise<string[]> {
    return (await this.matcher())(text);
  }

  list(query: ListQuery<Partial<WatchedWordFilter>>): Promise<[WatchedWordEntity[], number]> {
    const { q, id } = query.filter;
    return this.words.findAndCount({
      where: {
        ...(typeof q === 'string' && q.trim() && { word: Like(`%${escapeLike(q.trim())}%`) }),
        ...(Array.isArray(id) && { id: In(id.map(Number)) }),
      },
      order: { [query.sort.field]: query.sort.order },
      skip: query.offset,
      take: query.limit,
    });
  }

  async get(id: number): Promise<WatchedWordEntity> {
    const word = await this.words.findOneBy({ id });
    if (!word) throw new NotFoundError('Watched word not found');
    return word;
  }

  /** Adds a word or phrase (spaces collapsed); the list holds each once, whatever its case or accents. */
  async add(word: string, staffId: number | null): Promise<WatchedWordEntity> {
    const clean = word.normalize('NFKC').trim().replace(/\s+/gu, ' ');
    const duplicate = () => new InvalidInputError({ word: ['This word is already on the list.'] });
    // The column's collation compares without case and accents, like the unique key.
    if (await this.words.existsBy({ word: clean })) throw duplicate();
    try {
      const saved = await this.words.save(this.words.create({ word: clean, created_by: staffId }));
      await this.changed();
      return saved;
    } catch (error) {
      throw isDuplicateKey(error) ? duplicate() : error;
    }
  }

  async remove(id: number): Promise<WatchedWordEntity> {
    const word = await this.get(id);
    await this.words.delete({ id });
    await this.changed();
    return word;
  }

  private async changed(): Promise<void> {
    await this.redis.set(VERSION_KEY, randomUUID());
  }

  private async matcher(): Promise<(text: string) => string[]> {
    const version = (await this.redis.get(VERSION_KEY)) ?? 'initial';
    if (this.cached?.version !== version) {
      const rows = await this.words.find({ select: { word: true } });
      this.cached = { version, match: watchedWordMatcher(rows.map((row) => row.word)) };
    }
    return this.cached.match;
  }
}
