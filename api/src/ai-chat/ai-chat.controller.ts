import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { RateLimited } from '../rate-limit';
import { AiChatAnswer, AiChatRequest, SuggestedQuestions } from './ai-chat.dto';
import { AiChatService } from './ai-chat.service';
import { SUGGESTED_QUESTIONS } from './suggested-questions';

@ApiTags('compare')
@Controller('api/compare/ai-chat')
export class AiChatController {
  constructor(private readonly chat: AiChatService) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @RateLimited('ai-chat', 'questions', (config) => config.aiChat.rateLimit)
  @ApiOperation({
    summary: 'Ask the AI assistant about 2–5 venues being compared',
    description:
      'The answer is grounded in the venues’ own facts, loaded by id. Questions up to 500 characters; ' +
      '20 questions per client per 5 minutes by default (429 with Retry-After beyond).',
  })
  @ApiOkResponse({ type: AiChatAnswer })
  @ApiBadRequestResponse({ description: 'No question, too long, not 2–5 venues, unknown or unpublished venues' })
  @ApiServiceUnavailableResponse({ description: "'Sorry, I encountered an error. Please try again.'" })
  ask(@Body() body: AiChatRequest): Promise<AiChatAnswer> {
    return this.chat.ask(body);
  }

  @Get('suggested-questions')
  @ApiOperation({ summary: 'The 8 suggested questions (the chat panel shows 4)' })
  @ApiOkResponse({ type: SuggestedQuestions })
  suggestedQuestions(): SuggestedQuestions {
    return { questions: [...SUGGESTED_QUESTIONS] };
  }
}
