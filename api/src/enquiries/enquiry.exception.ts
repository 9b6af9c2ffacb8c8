import { DomainException } from '../common/domain.exception';

export enum EnquiryErrorCode {
  UnknownBrief = 'UNKNOWN_BRIEF',
  BriefAlreadySubmitted = 'BRIEF_ALREADY_SUBMITTED',
  BriefOfAnotherAddress = 'BRIEF_OF_ANOTHER_ADDRESS',
}

export class EnquiryException extends DomainException<EnquiryErrorCode> {
  static unknownBrief(id: string): EnquiryException {
    const message = `No brief has the id ${id}. Save the brief first (POST /api/v2/briefs).`;
    return new EnquiryException(EnquiryErrorCode.UnknownBrief, 'invalid', message, { brief_id: message });
  }

  /** A brief belongs to the address it was saved with: nobody else's enquiry may send its notes. */
  static briefOfAnotherAddress(): EnquiryException {
    const message =
      'This brief was saved with another e-mail address. Send the enquiry from the address you gave for the brief.';
    return new EnquiryException(EnquiryErrorCode.BriefOfAnotherAddress, 'forbidden', message, {
      'payload.email': message,
    });
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
