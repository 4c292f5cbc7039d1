import { SavedSearchMessages } from '@app/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { CurrentPrincipal, Public, type Principal } from '../../core/auth/auth.decorators';
import { NotFoundError } from '../../core/errors/domain-error';
import { Answer } from '../../core/http/envelope.interceptor';
import {
  ChangeSavedSearchDto,
  CreateSavedSearchDto,
  SavedSearchIdParam,
  SavedSearchUnsubscribeQuery,
} from './dto/saved-search.dto';
import { SavedSearchUnsubscribeLinksService } from './saved-search-unsubscribe';
import { SavedSearchesService } from './saved-searches.service';

/** The signed-in member's saved searches (decision 350). */
@ApiTags('saved-searches')
@ApiBearerAuth()
@Controller('api/saved-searches')
export class SavedSearchesController {
  constructor(
    private readonly searches: SavedSearchesService,
    private readonly links: SavedSearchUnsubscribeLinksService,
  ) {}

  /**
   * One-click unsubscribe (RFC 8058, decision 372): the mail program POSTs to the alert's
   * `List-Unsubscribe` URL without a session; the signed token is the only credential, and turns off the
   * alerts of the saved searches that mail was for, nothing else. A GET does nothing (link scanners).
   */
  @Public()
  @Post('unsubscribe')
  @HttpCode(200)
  @Throttle({ default: { limit: 20, ttl: 60_000 } })
  @ApiOperation({
    summary: 'Turns the alerts of the saved searches an alert mail was for off (signed token)',
  })
  async unsubscribe(@Query() { token }: SavedSearchUnsubscribeQuery) {
    const named = this.links.verify(token);
    if (!named) throw new NotFoundError(SavedSearchMessages.unsubscribeLinkInvalid);
    // Searches deleted since (or a member erased) are simply not there: nothing left to mail.
    await this.searches.turnOff(named.memberId, named.searchIds);
    return new Answer({ saved_search_ids: named.searchIds, alerts_on: 0 }, SavedSearchMessages.alertsOff);
  }

  @Get()
  @ApiOperation({ summary: 'My saved searches, newest first' })
  async list(@CurrentPrincipal() me: Principal) {
    return new Answer(await this.searches.list(me.id), SavedSearchMessages.listed);
  }

  @Post()
  @ApiOperation({ summary: 'Saves a search of listings, with how often its new matches are mailed' })
  async create(@CurrentPrincipal() me: Principal, @Body() body: CreateSavedSearchDto) {
    return new Answer(await this.searches.create(me.id, body), SavedSearchMessages.saved);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Changes one of my saved searches (its frequency, its criteria)' })
  async change(
    @CurrentPrincipal() me: Principal,
    @Param() { id }: SavedSearchIdParam,
    @Body() body: ChangeSavedSearchDto,
  ) {
    return new Answer(await this.searches.change(me.id, id, body), SavedSearchMessages.changed);
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Deletes one of my saved searches' })
  async remove(@CurrentPrincipal() me: Principal, @Param() { id }: SavedSearchIdParam) {
    await this.searches.remove(me.id, id);
    return new Answer(null, SavedSearchMessages.deleted);
  }
}
