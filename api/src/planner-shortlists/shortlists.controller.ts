import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Query,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { MAX_BRIEF_VENUES } from '@venue-finder/contract';
import { CurrentUser, PlannerOnly } from '../kernel/access.guard';
import type { SessionUser } from '../kernel/session-user';
import { ShortlistException } from './shortlist.exception';
import {
  CreateShortlistRequest,
  ShortlistNameRequest,
  ShortlistsPage,
  ShortlistsPageParams,
  ShortlistVenuesAdded,
  ShortlistVenuesRequest,
  ShortlistView,
} from './shortlists.dto';
import { ShortlistsService } from './shortlists.service';

const shortlistId = () => new ParseUUIDPipe({ exceptionFactory: (id) => ShortlistException.notFound(id) });

/** The signed-in planner's saved shortlists: their own only, any other answers 404. */
@ApiTags('planners')
@Controller('api/v2/planner/shortlists')
@PlannerOnly()
export class ShortlistsController {
  constructor(private readonly shortlists: ShortlistsService) {}

  @Get()
  @ApiOperation({ summary: 'A page of the planner’s shortlists, the most recently changed first' })
  @ApiOkResponse({ type: ShortlistsPage })
  @ApiBadRequestResponse({ description: 'A page size out of range, or a cursor this list did not give out' })
  list(@CurrentUser() planner: SessionUser, @Query() params: ShortlistsPageParams): Promise<ShortlistsPage> {
    return this.shortlists.list(planner, { limit: params.limit, cursor: params.cursor });
  }

  @Post()
  @ApiOperation({ summary: `Start a named shortlist, empty or with up to ${MAX_BRIEF_VENUES} venues` })
  @ApiCreatedResponse({ type: ShortlistView })
  @ApiBadRequestResponse({ description: 'A name not of 1–80 characters, or unknown or unpublished venues' })
  @ApiConflictResponse({ description: 'The planner keeps the most shortlists they may' })
  create(@CurrentUser() planner: SessionUser, @Body() body: CreateShortlistRequest): Promise<ShortlistView> {
    return this.shortlists.create(planner, body);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One of the planner’s shortlists with its venues in order' })
  @ApiOkResponse({ type: ShortlistView })
  @ApiNotFoundResponse({ description: 'None of your shortlists has that id' })
  read(@CurrentUser() planner: SessionUser, @Param('id', shortlistId()) id: string): Promise<ShortlistView> {
    return this.shortlists.read(planner, id);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Rename a shortlist' })
  @ApiOkResponse({ type: ShortlistView })
  @ApiBadRequestResponse({ description: 'A name not of 1–80 characters' })
  @ApiNotFoundResponse({ description: 'None of your shortlists has that id' })
  rename(
    @CurrentUser() planner: SessionUser,
    @Param('id', shortlistId()) id: string,
    @Body() body: ShortlistNameRequest,
  ): Promise<ShortlistView> {
    return this.shortlists.rename(planner, id, body.name);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a shortlist (its venues stay listed on the site)' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ description: 'None of your shortlists has that id' })
  delete(@CurrentUser() planner: SessionUser, @Param('id', shortlistId()) id: string): Promise<void> {
    return this.shortlists.delete(planner, id);
  }

  @Post(':id/venues')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Add venues (and merge the browser’s brief on sign-in)',
    description:
      'Venues already in the shortlist are not repeated, so sending the same venues again changes nothing. ' +
      `A shortlist holds at most ${MAX_BRIEF_VENUES} venues: a request that would take it over adds none of them (409).`,
  })
  @ApiOkResponse({ type: ShortlistVenuesAdded })
  @ApiBadRequestResponse({ description: 'Ids that are not venue ids, or unknown or unpublished venues' })
  @ApiNotFoundResponse({ description: 'None of your shortlists has that id' })
  @ApiConflictResponse({ description: `The shortlist would hold more than ${MAX_BRIEF_VENUES} venues` })
  addVenues(
    @CurrentUser() planner: SessionUser,
    @Param('id', shortlistId()) id: string,
    @Body() body: ShortlistVenuesRequest,
  ): Promise<ShortlistVenuesAdded> {
    return this.shortlists.addVenues(planner, id, body.venue_ids);
  }

  @Delete(':id/venues/:venueId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Remove a venue from a shortlist (removing one it does not hold changes nothing)' })
  @ApiNoContentResponse({ description: 'The shortlist no longer holds the venue' })
  @ApiBadRequestResponse({ description: 'The venue id is not one' })
  @ApiNotFoundResponse({ description: 'None of your shortlists has that id' })
  removeVenue(
    @CurrentUser() planner: SessionUser,
    @Param('id', shortlistId()) id: string,
    @Param('venueId', new ParseUUIDPipe({ exceptionFactory: (id) => ShortlistException.notAVenueId(id) }))
    venueId: string,
  ): Promise<void> {
    return this.shortlists.removeVenue(planner, id, venueId.toLowerCase());
  }
}
