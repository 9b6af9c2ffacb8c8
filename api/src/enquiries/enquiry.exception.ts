import { DomainException } from '../common/domain.exception';

export enum EnquiryErrorCode {
  UnknownBrief = 'UNKNOWN_BRIEF',
  BriefAlreadySubmitted = 'BRIEF_ALREADY_SUBMITTED',
}

export class EnquiryException extends DomainException<EnquiryErrorCode> {
  static unknownBrief(id: string): EnquiryException {
    const message = `No brief has the id ${id}. Save the brief first (POST /api/v2/briefs).`;
    return new EnquiryException(EnquiryErrorCode.UnknownBrief, 'invalid', message, { brief_id: message });
  }

  static briefAlreadySubmitted(enquiryId: string): EnquiryException {
    return new EnquiryException(
      EnquiryErrorCode.BriefAlreadySubmitted,
      'conflict',
      `This brief was already submitted (enquiry ${enquiryId}) with different details. ` +
        'Save a new brief to send different venues, e-mail or notes.',
    );
  }
}
