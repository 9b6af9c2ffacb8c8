// Request validation at the edge: DTOs validate and transform; the first problem of each field
// becomes a readable message, and `fields` lets a machine map problems to inputs.
import {
  BadRequestException,
  type INestApplicationContext,
  ValidationPipe,
  type ValidationError,
} from '@nestjs/common';

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

/**
 * class-validator's container (useContainer, with `fallback`): the validators a module provides
 * (the event date's, which reads the Clock), and undefined for every other class, which
 * class-validator then makes itself. Each class is asked of the module once: a class the module
 * lacks makes Nest throw, and class-validator asks for its own Validator on every request, so
 * asking each time built and threw an exception, stack trace and all, per request.
 */
export function validatorContainer(module: Pick<INestApplicationContext, 'get'>): {
  get<T>(type: abstract new (...args: never[]) => T): T | undefined;
} {
  const known = new Map<unknown, unknown>();
  return {
    get<T>(type: abstract new (...args: never[]) => T): T | undefined {
      if (!known.has(type)) {
        let provided: unknown;
        try {
          provided = module.get(type);
        } catch {
          provided = undefined;
        }
        known.set(type, provided);
      }
      return known.get(type) as T | undefined;
    },
  };
}
