import { DomainException } from '../common/domain.exception';

export enum AiChatErrorCode {
  Unavailable = 'AI_CHAT_UNAVAILABLE',
}

/** The visitor spec's words for any failure of the assistant. */
export const AI_CHAT_FAILURE_MESSAGE = 'Sorry, I encountered an error. Please try again.';

export class AiChatException extends DomainException<AiChatErrorCode> {
  static unavailable(): AiChatException {
    return new AiChatException(AiChatErrorCode.Unavailable, 'unavailable', AI_CHAT_FAILURE_MESSAGE);
  }
}
