import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsBoolean, IsString, MaxLength } from 'class-validator';
import { CurrentUser, OwnerOnly } from '../access.guard';
import type { SessionUser } from '../session-user';
import { MailPreferences } from './mail-preferences';

export class MailPreferencesView {
  @ApiProperty({
    description:
      'Whether the owner gets non-essential mail: acknowledgements of what they send, digests. ' +
      'Sign-in links, decisions and enquiries always go.',
  })
  @IsBoolean({ message: 'non_essential must be true or false' })
  non_essential: boolean;
}

export class UnsubscribeRequest {
  @ApiProperty({ description: 'The token of the unsubscribe link in the mail' })
  @IsString({ message: 'token is required: the one in the unsubscribe link of your e-mail' })
  @MaxLength(200, { message: 'token is not one we sent' })
  token: string;
}

export class UnsubscribeResponse {
  @ApiProperty() message: string;
}

@ApiTags('owners')
@Controller('api/owners/mail-preferences')
@OwnerOnly()
export class MailPreferencesController {
  constructor(private readonly preferences: MailPreferences) {}

  @Get()
  @ApiOperation({ summary: 'Which mail the signed-in owner gets' })
  @ApiOkResponse({ type: MailPreferencesView })
  async get(@CurrentUser() owner: SessionUser): Promise<MailPreferencesView> {
    return { non_essential: await this.preferences.wantsNonEssential(owner.id) };
  }

  @Put()
  @ApiOperation({ summary: 'Turns non-essential mail (acknowledgements, digests) on or off' })
  @ApiOkResponse({ type: MailPreferencesView })
  async set(@CurrentUser() owner: SessionUser, @Body() body: MailPreferencesView): Promise<MailPreferencesView> {
    await this.preferences.setNonEssential(owner.id, body.non_essential);
    return { non_essential: body.non_essential };
  }
}

@ApiTags('mail')
@Controller('api/mail/unsubscribe')
export class UnsubscribeController {
  constructor(private readonly preferences: MailPreferences) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'One-click unsubscribe from non-essential mail, with the signed token of the mail’s link (no sign-in)',
  })
  @ApiOkResponse({ type: UnsubscribeResponse })
  async unsubscribe(@Body() body: UnsubscribeRequest): Promise<UnsubscribeResponse> {
    await this.preferences.unsubscribe(body.token);
    return {
      message:
        'You will no longer get acknowledgements or digests from Venue Finder. Sign-in links, decisions and enquiries still come.',
    };
  }
}
