// The time, behind a provider, so that expiry and lifetimes can be tested with a clock of the
// test's own instead of waiting.
import { Injectable } from '@nestjs/common';

@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
