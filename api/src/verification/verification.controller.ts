import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { CITY_SLUGS, EVIDENCE_STATUSES, type EvidenceStatus, TIER_NAMES } from '@venue-finder/contract';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, MaxLength, Min, MinLength } from 'class-validator';
import { AdminOnly, CurrentUser, OwnerOnly } from '../kernel/access.guard';
import type { SessionUser } from '../kernel/session-user';
import { QueuePageParams, QueuePageView, queueFilter, toQueuePageView } from '../kernel/queue-page.dto';
import { VerificationException, VerificationService, progressOf } from './verification.service';

class VenueParams {
  @ApiProperty({ format: 'uuid', description: 'One of your venues: the programme is per venue' })
  @IsUUID('all', { message: 'venue_id must be one of your venues' })
  venue_id: string;
}

class VerifyItemRequest extends VenueParams {
  @ApiProperty() @IsString() @MaxLength(40) category_id: string;
  @ApiProperty()
  @Type(() => Number)
  @IsInt({ message: 'item_index must be a whole number' })
  @Min(0)
  item_index: number;
  @ApiProperty({ description: 'The address of a photo you uploaded (POST /api/media/presign, kind image)' })
  @IsString({ message: 'Please provide an image URL' })
  @MaxLength(2000)
  image_url: string;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() @MaxLength(1000) comment?:
    string | null;
}

class Badge {
  @ApiProperty() badge_type: string;
  @ApiProperty({ format: 'date-time' }) earned_at: string;
}

class NextTier {
  @ApiProperty({ enum: TIER_NAMES }) name: string;
  @ApiProperty() points_needed: number;
}

class Progress {
  @ApiProperty({ format: 'uuid' }) venue_id: string;
  @ApiProperty({ enum: TIER_NAMES }) current_tier: string;
  @ApiProperty() total_points: number;
  @ApiProperty() verified_items_count: number;
  @ApiProperty() total_items_count: number;
  @ApiProperty() completion_percentage: number;
  @ApiProperty({ type: [Badge] }) badges_earned: Badge[];
  @ApiProperty({ type: NextTier, nullable: true }) next_tier: NextTier | null;
}

class ChecklistCategoryView {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty() points_per_item: number;
  @ApiProperty({ type: [String] }) items: string[];
  @ApiProperty({ type: [Number], description: 'Indices of the items verified' }) verified_items: number[];
}

class Checklist {
  @ApiProperty({ type: [ChecklistCategoryView] }) categories: ChecklistCategoryView[];
}

class CategoryProgress {
  @ApiProperty() category_id: string;
  @ApiProperty() verified_items: number;
  @ApiProperty() total_items: number;
  @ApiProperty() completion_percentage: number;
}

class CategoriesProgress {
  @ApiProperty({ type: [CategoryProgress] }) categories: CategoryProgress[];
}

class VerifyItemResponse {
  @ApiProperty() points_awarded: number;
  @ApiProperty({ type: Progress }) progress: Progress;
}

class LeaderboardRowView {
  @ApiProperty() rank: number;
  @ApiProperty({ format: 'uuid' }) venue_id: string;
  @ApiProperty() venue_name: string;
  @ApiProperty() venue_slug: string;
  @ApiProperty({ enum: TIER_NAMES }) current_tier: string;
  @ApiProperty() total_points: number;
  @ApiProperty() badges_count: number;
  @ApiProperty() city: string;
  @ApiProperty() country: string;
}

class Leaderboard {
  @ApiProperty({ type: [LeaderboardRowView] }) rows: LeaderboardRowView[];
}

class RecentVerification {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) venue_id: string;
  @ApiProperty() venue_name: string;
  @ApiProperty({ description: 'Who verified the item: the owner account that sent the photo' }) owner_email: string;
  @ApiProperty() category_id: string;
  @ApiProperty() item_index: number;
  @ApiProperty() item_text: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The photo in our own storage; null for evidence from before uploads were required',
  })
  image_url: string | null;
  @ApiProperty({ type: String, nullable: true }) comment: string | null;
  @ApiProperty() points: number;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) revoked_at: string | null;
  @ApiProperty() revoke_reason: string;
}

class RecentVerifications extends QueuePageView {
  @ApiProperty({ type: [RecentVerification] }) verifications: RecentVerification[];
}

class EvidenceParams extends QueuePageParams {
  @ApiPropertyOptional({
    enum: EVIDENCE_STATUSES,
    default: 'standing',
    description: 'standing: still counting; revoked: withdrawn by an administrator',
  })
  @IsOptional()
  @IsIn(EVIDENCE_STATUSES, { message: `status must be one of: ${EVIDENCE_STATUSES.join(', ')}` })
  status: EvidenceStatus = 'standing';
}

class RevokeRequest {
  @ApiProperty({ description: 'Why: the owner is mailed it' })
  @IsString({ message: 'Please say why the evidence does not hold up: the owner will read it' })
  @MinLength(3, { message: 'Please say why the evidence does not hold up: the owner will read it' })
  @MaxLength(2000)
  reason: string;
}

@ApiTags('gamification')
@Controller('api/gamification')
@OwnerOnly()
export class GamificationController {
  constructor(private readonly programme: VerificationService) {}

  @Get('progress')
  @ApiOperation({ summary: 'A venue’s tier, points, completion, badges and next tier' })
  @ApiOkResponse({ type: Progress })
  async progress(@CurrentUser() owner: SessionUser, @Query() { venue_id }: VenueParams): Promise<Progress> {
    return progressOf(await this.programme.ofOwnersVenue(owner, venue_id));
  }

  @Get('checklist')
  @ApiOperation({ summary: 'A venue’s checklist, built from its own facts, with what is verified' })
  @ApiOkResponse({ type: Checklist })
  async checklist(@CurrentUser() owner: SessionUser, @Query() { venue_id }: VenueParams): Promise<Checklist> {
    const { checklist, verified } = await this.programme.ofOwnersVenue(owner, venue_id);
    return {
      categories: checklist.map((c) => ({
        ...c,
        verified_items: verified.filter((v) => v.category_id === c.id).map((v) => v.item_index),
      })),
    };
  }

  @Get('categories/progress')
  @ApiOkResponse({ type: CategoriesProgress })
  async categories(@CurrentUser() owner: SessionUser, @Query() { venue_id }: VenueParams): Promise<CategoriesProgress> {
    const { checklist, verified } = await this.programme.ofOwnersVenue(owner, venue_id);
    return {
      categories: checklist.map((c) => {
        const done = verified.filter((v) => v.category_id === c.id).length;
        return {
          category_id: c.id,
          verified_items: done,
          total_items: c.items.length,
          completion_percentage: Math.round((done / c.items.length) * 100),
        };
      }),
    };
  }

  @Get('leaderboard/global')
  @ApiOkResponse({ type: Leaderboard })
  async global(): Promise<Leaderboard> {
    return { rows: await this.programme.leaderboard(null) };
  }

  @Get('leaderboard/city/:city')
  @ApiOkResponse({ type: Leaderboard })
  async city(@Param('city') city: string): Promise<Leaderboard> {
    if (!(CITY_SLUGS as readonly string[]).includes(city))
      throw VerificationException.invalid('city', `city must be one of: ${CITY_SLUGS.join(', ')}`);
    return { rows: await this.programme.leaderboard(city) };
  }

  @Post('verify-item')
  @HttpCode(200)
  @ApiOperation({ summary: 'Proves a checklist item with a photo; answers the points awarded' })
  @ApiOkResponse({ type: VerifyItemResponse })
  async verify(@CurrentUser() owner: SessionUser, @Body() body: VerifyItemRequest): Promise<VerifyItemResponse> {
    const { pointsAwarded, programme } = await this.programme.verify(owner, {
      venueId: body.venue_id,
      categoryId: body.category_id,
      itemIndex: body.item_index,
      imageUrl: body.image_url,
      comment: body.comment?.trim() || null,
    });
    return { points_awarded: pointsAwarded, progress: progressOf(programme) };
  }
}

@ApiTags('admin')
@Controller('api/admin/mod/verifications')
@AdminOnly()
export class AdminVerificationsController {
  constructor(private readonly programme: VerificationService) {}

  @Get()
  @ApiOperation({ summary: 'Verifications with their photos, to check the evidence; newest first, paged' })
  @ApiOkResponse({ type: RecentVerifications })
  async recent(@Query() params: EvidenceParams): Promise<RecentVerifications> {
    const page = await this.programme.evidence(queueFilter(params, params.status, false));
    return {
      ...toQueuePageView(page, params.limit),
      verifications: page.rows.map((r) => ({
        ...r,
        created_at: r.created_at.toISOString(),
        revoked_at: r.revoked_at?.toISOString() ?? null,
      })),
    };
  }

  @Post(':id/revoke')
  @HttpCode(204)
  @ApiOperation({ summary: 'Withdraws a verification: points, tier and badges fall back; the owner is mailed why' })
  async revoke(
    @CurrentUser() admin: SessionUser,
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => VerificationException.notFound() })) id: string,
    @Body() body: RevokeRequest,
  ) {
    await this.programme.revoke(admin, id, body.reason.trim());
  }
}
