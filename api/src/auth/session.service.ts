// Signing a browser in and out, and finding who a request is from. A sign-in always issues a
// new session id (no fixation); the idle expiry moves on at most once a minute, so a busy page
// costs one write a minute, not one a request.
import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiConfig } from '../config/api-config';
import { Clock } from '../kernel/clock';
import { hashSecretToken, newSecretToken } from '../kernel/secret-token';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from '../kernel/session-cookie';
import { type ActiveSession, type SessionLifetimes, SessionRepository } from './session.repository';
import type { SessionUser } from '../kernel/session-user';

const TOUCH_EVERY_MS = 60_000;
const RESOLVED = Symbol('session');

type RequestWithSession = Request & { [RESOLVED]?: Promise<ActiveSession | null> };

@Injectable()
export class SessionService {
  private readonly lifetimes: SessionLifetimes;
  /** Secure cookies (and the __Host- name) when PUBLIC_URL is https. */
  private readonly secure: boolean;

  constructor(
    private readonly sessions: SessionRepository,
    private readonly clock: Clock,
    config: ApiConfig,
  ) {
    this.lifetimes = { idleMs: config.auth.sessionIdleMs, absoluteMs: config.auth.sessionAbsoluteMs };
    this.secure = config.secureCookies;
  }

  /** Starts a new session for the user, replacing the one the browser had. */
  async signIn(request: Request, response: Response, user: SessionUser): Promise<void> {
    const previous = readSessionCookie(request, this.secure);
    if (previous) await this.sessions.deleteByTokenHash(hashSecretToken(previous));
    const token = newSecretToken();
    await this.sessions.create(hashSecretToken(token), user.id, this.clock.now(), this.lifetimes);
    setSessionCookie(response, this.secure, token, this.lifetimes.absoluteMs);
    delete (request as RequestWithSession)[RESOLVED];
  }

  async signOut(request: Request, response: Response): Promise<void> {
    const token = readSessionCookie(request, this.secure);
    if (token) await this.sessions.deleteByTokenHash(hashSecretToken(token));
    clearSessionCookie(response, this.secure);
  }

  /** The request's live session, looked up once per request. */
  current(request: Request): Promise<ActiveSession | null> {
    const withSession = request as RequestWithSession;
    withSession[RESOLVED] ??= this.lookUp(request);
    return withSession[RESOLVED];
  }

  /** Ends every session of a user (after a password reset). */
  revokeAll(userId: string): Promise<number> {
    return this.sessions.deleteAllOfUser(userId);
  }

  private async lookUp(request: Request): Promise<ActiveSession | null> {
    const token = readSessionCookie(request, this.secure);
    if (!token) return null;
    const now = this.clock.now();
    const session = await this.sessions.findActive(hashSecretToken(token), now, this.lifetimes);
    if (session && now.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
      await this.sessions.touch(session.sessionId, now, this.lifetimes);
    }
    return session;
  }
}
