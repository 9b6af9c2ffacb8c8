// Request validation at the edge: DTOs validate and transform; the first problem of each field
// becomes a readable message, and `fields` lets a machine map problems to inputs.
import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

function flatten(errors: ValidationError[], prefix = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const first = error.constraints ? Object.values(error.constraints)[0] : undefined;
    if (first) fields[path] = first;
    if (error.children?.length) Object.assign(fields, flatten(error.children, path));
  }
  return fields;
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const fields = flatten(errors);
      return new BadRequestException({ error: 'Bad Request', message: Object.values(fields).join('; '), fields });
    },
  });
}

/**
 * For an optional text field whose absence means '': a JSON `null` is absence too, so the
 * service never receives null where it trims text (`@Transform(nullAsEmptyText)`).
 */
export const nullAsEmptyText = ({ value }: { value: unknown }): unknown => value ?? '';
