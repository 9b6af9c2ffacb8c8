// What /health asks the database: that it answers at all, and the indexer's backlog (the outbox
// repository's question, with the api's clock so "oldest pending" is measured from its time).
import { Injectable } from '@nestjs/common';
import { type OutboxBacklog, OutboxRepository } from '@venue-finder/core';
import { DataSource } from 'typeorm';
import { Clock } from '../kernel/clock';

@Injectable()
export class HealthRepository {
  private readonly outbox: OutboxRepository;

  constructor(
    private readonly dataSource: DataSource,
    clock: Clock,
  ) {
    this.outbox = new OutboxRepository(clock);
  }

  async ping(): Promise<void> {
    await this.dataSource.query('SELECT 1');
  }

  outboxBacklog(): Promise<OutboxBacklog> {
    return this.outbox.backlog(this.dataSource);
  }
}
