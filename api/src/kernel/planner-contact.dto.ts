// Who the planner is, as a brief or an enquiry may say it (issue #44): their name, a phone number
// and their organisation, each optional, so the venue knows whom it answers. Validated here and
// trusted after; stored on the brief and on the enquiry that submits it.
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

export const MAX_PLANNER_NAME_LENGTH = 120;
export const MAX_ORGANISATION_LENGTH = 200;
/** Digits with the usual separators, 7 to 15 digits in all: "020 7946 0000", "+44 (0)20 7946-0000". */
export const PHONE_NUMBER = /^(?=(?:\D*\d){7,15}\D*$)\+?[\d\s()-]{7,25}$/;

const trimmedOrAbsent = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? undefined : text;
};

export class PlannerContactInput {
  @ApiPropertyOptional({ maxLength: MAX_PLANNER_NAME_LENGTH, example: 'Sam Patel' })
  @IsOptional()
  @Transform(trimmedOrAbsent)
  @MaxLength(MAX_PLANNER_NAME_LENGTH, {
    message: `planner.name must be at most ${MAX_PLANNER_NAME_LENGTH} characters`,
  })
  @IsNotEmpty({ message: 'planner.name must not be empty' })
  @IsString({ message: 'planner.name must be text' })
  name?: string;

  @ApiPropertyOptional({
    example: '020 7946 0000',
    description: '7 to 15 digits; spaces, brackets, dashes and + allowed',
  })
  @IsOptional()
  @Transform(trimmedOrAbsent)
  @Matches(PHONE_NUMBER, {
    message: 'planner.phone must be a phone number, such as 020 7946 0000 or +44 20 7946 0000',
  })
  @IsString({ message: 'planner.phone must be text' })
  phone?: string;

  @ApiPropertyOptional({ maxLength: MAX_ORGANISATION_LENGTH, example: 'Northwind Ltd' })
  @IsOptional()
  @Transform(trimmedOrAbsent)
  @MaxLength(MAX_ORGANISATION_LENGTH, {
    message: `planner.organisation must be at most ${MAX_ORGANISATION_LENGTH} characters`,
  })
  @IsString({ message: 'planner.organisation must be text' })
  organisation?: string;
}

/** Who the planner is, as stored: every field may be absent. */
export interface PlannerContact {
  name: string | null;
  phone: string | null;
  organisation: string | null;
}

export const NO_PLANNER_CONTACT: PlannerContact = { name: null, phone: null, organisation: null };

export function plannerContactOf(input: PlannerContactInput | undefined): PlannerContact {
  return {
    name: input?.name ?? null,
    phone: input?.phone ?? null,
    organisation: input?.organisation ?? null,
  };
}

export function hasPlannerContact(contact: PlannerContact): boolean {
  return contact.name !== null || contact.phone !== null || contact.organisation !== null;
}
