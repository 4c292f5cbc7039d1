import { Body, Controller, Delete, Get, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Audited } from '../../core/audit/audited';
import { parseListQuery } from '../../core/admin-rest/list-query';
import { sendList } from '../../core/admin-rest/list-result';
import { CurrentPrincipal, type Principal, StaffOnly } from '../../core/auth/auth.decorators';
import { RawResponse } from '../../core/http/envelope.interceptor';
import { CreateWatchedWordDto, WatchedWordIdParam } from './dto/watched-word.dto';
import { toWatchedWord } from './moderation.mappers';
import { type WatchedWordFilter, WatchedWordsService } from './watched-words.service';

/** The watched-words list for the console (ra-data-simple-rest: list, show, create, delete). */
@ApiTags('admin: moderation')
@ApiBearerAuth()
@StaffOnly('moderator', 'superadmin')
@RawResponse()
@Controller('admin-api/watched-words')
export class StaffWatchedWordsController {
  constructor(private readonly words: WatchedWordsService) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const query = parseListQuery<WatchedWordFilter>(raw, {
      sortable: ['id', 'word', 'created_at'],
      defaultSort: ['word', 'ASC'],
    });
    const [rows, total] = await this.words.list(query);
    return sendList(res, 'watched-words', query.offset, rows.map(toWatchedWord), total);
  }

  @Get(':id')
  async get(@Param() { id }: WatchedWordIdParam) {
    return toWatchedWord(await this.words.get(id));
  }

  @Post()
  @Audited('watched_word.create', 'watched_word')
  async create(@CurrentPrincipal() staff: Principal, @Body() body: CreateWatchedWordDto) {
    return toWatchedWord(await this.words.add(body.word, staff.id));
  }

  @Delete(':id')
  @Audited('watched_word.delete', 'watched_word')
  async remove(@Param() { id }: WatchedWordIdParam) {
    return toWatchedWord(await this.words.remove(id));
  }
}
