// Answers questions about the venues being compared. Their facts come from the database (the
// detail mapping), never from the client. With an OpenAI key a model answers, grounded in those
// facts; without one the built-in answerer does. A model failure or time-out is a 503 with the
// spec's words, logged with its cause. Model answers are bounded in length (max_tokens) and in
// number per day across every client (AI_CHAT_DAILY_BUDGET); past the budget the built-in
// answerer replies, so the bill has a ceiling and planners still get an answer.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { GEOCODER, type Geocoder, InvalidPostcodeError, geocodeFailureMessage } from '@venue-finder/core';
import { VenueSelection } from '../kernel/venue-selection';
import { ApiConfig } from '../config/api-config';
import { RateLimitException } from '../rate-limit';
import { RateLimiter } from '../rate-limit';
import { mapVenueDetail } from '../venues';
import type { AiChatAnswer, AiChatRequest } from './ai-chat.dto';
import { AiChatException } from './ai-chat.exception';
import { type QuestionOrigin, builtInAnswer } from './builtin-answerer';
import { OpenAiAnswerer } from './openai-answerer';
import { readQuestion } from './question-reading';
import { venueFacts } from './venue-facts';

@Injectable()
export class AiChatService {
  private readonly logger = new Logger(AiChatService.name);
  private readonly model: OpenAiAnswerer | null;

  constructor(
    private readonly selection: VenueSelection,
    private readonly config: ApiConfig,
    private readonly limiter: RateLimiter,
    @Inject(GEOCODER) private readonly geocoder: Geocoder,
  ) {
    const { openai, timeoutMs, maxTokens } = config.aiChat;
    this.model = openai ? new OpenAiAnswerer({ ...openai, timeoutMs, maxTokens }) : null;
  }

  async ask(request: AiChatRequest): Promise<AiChatAnswer> {
    const { ids, fieldOf } = request.venueRefs();
    const venues = await this.selection.published(ids, fieldOf);
    const facts = venues.map((venue) => venueFacts(mapVenueDetail(venue, this.config.publicUrl)));
    const origin = await this.originOf(request.question);
    if (!this.model || !(await this.withinDailyBudget())) {
      return { answer: builtInAnswer(request.question, facts, origin) };
    }
    try {
      return { answer: await this.model.answer(request.question, facts, origin) };
    } catch (error) {
      this.logger.warn(`The AI model failed to answer: ${(error as Error).message}`);
      throw AiChatException.unavailable();
    }
  }

  /** Counts one model answer against the day's budget of all clients; false once it is spent. */
  private async withinDailyBudget(): Promise<boolean> {
    try {
      await this.limiter.consume('ai-chat:budget', 'all-clients', this.config.aiChat.dailyBudget, 'model answers');
      return true;
    } catch (error) {
      if (!(error instanceof RateLimitException)) throw error;
      this.logger.warn('The AI model’s daily budget is spent: the built-in answerer replies until it renews.');
      return false;
    }
  }

  /** The postcode a question measures from ('closest to EC2A 3BP?'), located. */
  private async originOf(question: string): Promise<QuestionOrigin | undefined> {
    const { postcode } = readQuestion(question);
    if (!postcode) return undefined;
    try {
      const located = await this.geocoder.locate(postcode);
      return located.found
        ? { label: located.postcode, lat: located.lat, lng: located.lng }
        : { label: located.postcode, failure: geocodeFailureMessage(located) };
    } catch (error) {
      if (error instanceof InvalidPostcodeError) return undefined;
      this.logger.warn(`Locating ${postcode} failed: ${(error as Error).message}`);
      return { label: postcode, failure: `I couldn’t locate ${postcode} just now. Please try again shortly.` };
    }
  }
}
