// What the footer banners read: the state of the latest enrichment run of a phase.
import { ApiProperty } from '@nestjs/swagger';

export class PhaseProgress {
  @ApiProperty({ description: 'A run is going on' }) is_active: boolean;
  @ApiProperty({ minimum: 0, maximum: 100 }) progress_percentage: number;
  @ApiProperty() total_venues: number;
  @ApiProperty({ example: 'Enriching venues' }) status_message: string;
  @ApiProperty({ example: 'About 2 minutes left', description: 'Empty when no run is going on' }) eta_message: string;
}

export class Phase1Progress extends PhaseProgress {
  @ApiProperty({ description: 'Venues enriched so far in this run' }) enriched: number;
}

export class Phase2Progress extends PhaseProgress {
  @ApiProperty({ description: 'Venues complete so far in this run' }) complete: number;
}
