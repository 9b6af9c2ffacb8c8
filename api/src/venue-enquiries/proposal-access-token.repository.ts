// The planner's private links (proposal_access_tokens): only each token's SHA-256 is stored.
import { Injectable } from '@nestjs/common';
import { ProposalAccessToken } from '@venue-finder/core';
import { DataSource, type EntityManager } from 'typeorm';

@Injectable()
export class ProposalAccessTokenRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Stores a new token's hash for the enquiry, in the caller's transaction. */
  async insert(tx: EntityManager, token: ProposalAccessToken): Promise<void> {
    await tx.getRepository(ProposalAccessToken).insert(token);
  }

  /** The token with this hash, if one was issued. */
  find(tokenHash: Buffer): Promise<ProposalAccessToken | null> {
    return this.dataSource.getRepository(ProposalAccessToken).findOneBy({ tokenHash });
  }
}
