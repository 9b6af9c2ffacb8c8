import { DomainException } from '../common/domain.exception';

export enum ModerationErrorCode {
  BadCursor = 'QUEUE_BAD_CURSOR',
  CursorOfOtherSort = 'QUEUE_CURSOR_OF_OTHER_SORT',
}

export class ModerationException extends DomainException<ModerationErrorCode> {
  static badCursor(): ModerationException {
    const message =
      'This page link is not one this list gave out (it may have been cut short or altered): go back to the first page.';
    return new ModerationException(ModerationErrorCode.BadCursor, 'invalid', message, { cursor: message });
  }

  static cursorOfOtherSort(): ModerationException {
    const message =
      'This page link belongs to the list in another order: go back to the first page after changing the sort.';
    return new ModerationException(ModerationErrorCode.CursorOfOtherSort, 'invalid', message, { cursor: message });
  }
}
