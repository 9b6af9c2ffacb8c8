import { MEDIA_KINDS, MEDIA_MAX_BYTES, type MediaKind } from '@venue-finder/contract';
import { DomainException } from '../common/domain.exception';

export enum MediaErrorCode {
  WrongType = 'MEDIA_WRONG_TYPE',
  TooLarge = 'MEDIA_TOO_LARGE',
  Empty = 'MEDIA_EMPTY',
  Unreadable = 'MEDIA_UNREADABLE',
  NoUploadWaiting = 'MEDIA_NO_UPLOAD_WAITING',
  NotFound = 'MEDIA_NOT_FOUND',
  StorageFull = 'MEDIA_STORAGE_FULL',
}

export class MediaException extends DomainException<MediaErrorCode> {
  static wrongType(kind: MediaKind): MediaException {
    return new MediaException(MediaErrorCode.WrongType, 'invalid', MEDIA_KINDS[kind].wrongType);
  }

  static tooLarge(kind: MediaKind): MediaException {
    return new MediaException(MediaErrorCode.TooLarge, 'invalid', MEDIA_KINDS[kind].tooLarge);
  }

  static empty(): MediaException {
    return new MediaException(MediaErrorCode.Empty, 'invalid', 'The file is empty. Please choose the file again.');
  }

  static unreadable(): MediaException {
    return new MediaException(
      MediaErrorCode.Unreadable,
      'invalid',
      'This image could not be opened: it may be damaged. Please choose it again, or another photo.',
    );
  }

  static noUploadWaiting(): MediaException {
    return new MediaException(
      MediaErrorCode.NoUploadWaiting,
      'not_found',
      'No upload is waiting under this key: ask for a new upload address and send the file again.',
    );
  }

  static storageFull(usedBytes: number, budgetBytes: number): MediaException {
    const mb = (bytes: number) => Math.ceil(bytes / (1024 * 1024)).toLocaleString('en-GB');
    return new MediaException(
      MediaErrorCode.StorageFull,
      'conflict',
      `Your uploads use ${mb(usedBytes)} MB of the ${mb(budgetBytes)} MB your account may keep, and a file may be up to ${mb(MEDIA_MAX_BYTES)} MB. ` +
        'Files not used in a listing, claim or proposal are removed a day after they were uploaded; to keep more, please contact us.',
    );
  }

  static notFound(): MediaException {
    return new MediaException(MediaErrorCode.NotFound, 'not_found', 'There is no such file.');
  }
}
