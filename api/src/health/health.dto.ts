// What /health answers: each dependency's state; 503 when the database or search is down.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

class DependencyState {
  @ApiProperty() ok: boolean;
  @ApiPropertyOptional({ description: 'Why it is not ok' }) detail?: string;
}

class SearchState extends DependencyState {
  @ApiProperty({ enum: ['postgres', 'meilisearch'] }) engine: string;
  @ApiPropertyOptional() documents?: number;
}

class BacklogState {
  @ApiPropertyOptional({ description: 'Outbox messages waiting for the indexer' }) pending?: number;
  @ApiPropertyOptional() oldest_pending_seconds?: number;
  @ApiPropertyOptional({ description: 'Mail waiting to be sent' }) waiting?: number;
  @ApiPropertyOptional() oldest_waiting_seconds?: number;
  @ApiPropertyOptional({ description: 'Given up after every attempt' }) abandoned?: number;
  @ApiPropertyOptional() ok?: boolean;
  @ApiPropertyOptional() detail?: string;
}

export class HealthReport {
  @ApiProperty({ enum: ['ok', 'degraded'] }) status: 'ok' | 'degraded';
  @ApiProperty({ type: DependencyState }) database: DependencyState;
  @ApiProperty({ type: SearchState }) search: SearchState;
  @ApiProperty({ type: BacklogState }) indexer: BacklogState;
  @ApiProperty({ type: BacklogState }) mail: BacklogState;
}
