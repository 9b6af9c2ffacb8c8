import { Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { MEDIA_KINDS } from '@venue-finder/contract';
import type { Request, Response } from 'express';
import { CurrentUser, SignedIn } from '../kernel/access.guard';
import type { SessionUser } from '../kernel/session-user';
import { RateLimited } from '../rate-limit';
import { MediaKeyParams, PresignParams, PresignResponse, StoredMediaResponse } from './media.dto';
import { MediaException } from './media.exception';
import { MediaService, type StoredMedia } from './media.service';
import { MEDIA_KEY, PRIVATE_PREFIX } from './media-storage';

const toResponse = (media: StoredMedia): StoredMediaResponse => ({
  key: media.key,
  public_url: media.publicUrl,
  content_type: media.contentType,
  size: media.size,
});

@ApiTags('media')
@Controller('api/media')
@SignedIn()
export class MediaController {
  constructor(private readonly media: MediaService) {}

  @Post('presign')
  @RateLimited('media.presign', 'uploads', () => ({ limit: 120, windowMs: 60 * 60_000 }))
  @ApiOperation({ summary: 'An address to upload one file of the given type to' })
  @ApiCreatedResponse({ type: PresignResponse })
  @ApiConflictResponse({
    description:
      'The account’s uploads have no room for another file (MEDIA_ACCOUNT_STORAGE_MB); the message says what to do',
  })
  @ApiTooManyRequestsResponse({
    description: 'Too many uploads begun this hour by the client or the account; see the Retry-After header',
  })
  async presign(@CurrentUser() user: SessionUser, @Query() params: PresignParams): Promise<PresignResponse> {
    const { key, target, publicUrl } = await this.media.presign(user, {
      kind: params.kind,
      contentType: params.content_type,
      entityType: params.entity_type,
      entityId: params.entity_id ?? null,
    });
    return {
      upload_url: target.url,
      upload_method: target.method,
      upload_headers: target.headers,
      upload_fields: target.fields,
      key,
      public_url: publicUrl,
    };
  }

  @Post('upload')
  @ApiOperation({ summary: 'The file itself, as the request body (uploads to the api)' })
  @ApiConsumes('image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf')
  @ApiCreatedResponse({ type: StoredMediaResponse })
  async upload(
    @CurrentUser() user: SessionUser,
    @Query() { key }: MediaKeyParams,
    @Req() request: Request,
  ): Promise<StoredMediaResponse> {
    const length = request.headers['content-length'];
    return toResponse(await this.media.upload(user, key, request, length ? Number(length) : undefined));
  }

  @Post('complete')
  @HttpCode(200)
  @ApiOperation({ summary: 'After a direct upload to the bucket: checks the file and keeps it' })
  @ApiOkResponse({ type: StoredMediaResponse })
  async complete(@CurrentUser() user: SessionUser, @Query() { key }: MediaKeyParams): Promise<StoredMediaResponse> {
    return toResponse(await this.media.complete(user, key));
  }

  @Get('documents/:file')
  @ApiOperation({ summary: 'A private document, for its uploader or an administrator' })
  @ApiOkResponse({
    description: 'The file, with its type',
    content: Object.fromEntries(
      MEDIA_KINDS.document.types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
    ),
  })
  async document(@CurrentUser() user: SessionUser, @Param('file') file: string, @Res() response: Response) {
    const key = `${PRIVATE_PREFIX}${file}`;
    if (!MEDIA_KEY.test(key)) throw MediaException.notFound();
    const { contentType, body } = await this.media.readPrivate(user, key);
    response.setHeader('Content-Type', contentType);
    // Downloaded, never shown inline: a document renders nothing in our origin (a PDF's scripts,
    // an SVG-like surprise), whoever uploaded it.
    response.setHeader('Content-Disposition', `attachment; filename="${file}"`);
    response.setHeader('Cache-Control', 'private, no-store');
    body.pipe(response);
  }
}
