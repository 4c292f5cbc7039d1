import { SavedSearchMessages } from '@app/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../../core/auth/auth.decorators';
import { Answer } from '../../core/http/envelope.interceptor';
import { ChangeSavedSearchDto, CreateSavedSearchDto, SavedSearchIdParam } from './dto/saved-search.dto';
import { SavedSearches } from './saved-searches.service';

/** The signed-in member's saved searches (decision 350). */
@ApiTags('saved-searches')
@ApiBearerAuth()
@Controller('api/saved-searches')
export class SavedSearchesController {
  constructor(private readonly searches: SavedSearches) {}

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
