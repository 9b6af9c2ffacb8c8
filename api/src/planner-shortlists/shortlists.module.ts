import { Module } from '@nestjs/common';
import { ShortlistRepository } from './shortlist.repository';
import { ShortlistsController } from './shortlists.controller';
import { ShortlistsService } from './shortlists.service';

/**
 * Signed-in planners' saved shortlists (issue #48): named, several per planner, each an ordered
 * set of venues that follows the planner across devices; the web app merges the browser's brief
 * into one on sign-in. The venues it takes are checked by the kernel's VenueSelection.
 */
@Module({
  controllers: [ShortlistsController],
  providers: [ShortlistsService, ShortlistRepository],
})
export class ShortlistsModule {}
