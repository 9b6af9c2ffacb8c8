// Makes venue packs: loads the published venues (the detail mapping, photos from the uploads
// directory), renders the PDF, stores it like other media — a file under uploads/packs/,
// served at /uploads/packs/<id>.pdf, and a `media` row — and answers its URL.
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable, Logger } from '@nestjs/common';
import { VenueSelection } from '../venues/venue-selection';
import { ApiConfig } from '../config/api-config';
import { mapVenueDetail } from '../venues/venue-detail.dto';
import { loadPhoto } from './pack-photo';
import type { VenuePackCreated, VenuePackRequest } from './venue-pack.dto';
import { renderVenuePack } from './venue-pack-document';
import { VenuePackRepository } from './venue-pack.repository';

export const PACKS_FOLDER = 'packs';

@Injectable()
export class VenuePackService {
  private readonly logger = new Logger(VenuePackService.name);

  constructor(
    private readonly selection: VenueSelection,
    private readonly packs: VenuePackRepository,
    private readonly config: ApiConfig,
  ) {}

  async create(request: VenuePackRequest): Promise<VenuePackCreated> {
    const startedAt = performance.now();
    const venues = await this.selection.published(request.ids, (index) => `ids.${index}`);
    const content = await Promise.all(
      venues.map(async (venue) => {
        const detail = mapVenueDetail(venue, this.config.publicUrl);
        return { detail, photo: await loadPhoto(this.config.uploadsDir, detail.photo_main) };
      }),
    );
    const pdf = await renderVenuePack({ venues: content, generatedAt: new Date(), publicUrl: this.config.publicUrl });

    const id = randomUUID();
    const storageKey = `${PACKS_FOLDER}/${id}.pdf`;
    const file = join(this.config.uploadsDir, storageKey);
    await mkdir(join(this.config.uploadsDir, PACKS_FOLDER), { recursive: true });
    // Written aside and renamed, so the static handler never serves half a file.
    await writeFile(`${file}.partial`, pdf);
    await rename(`${file}.partial`, file);
    try {
      await this.packs.recordStored({ id, storageKey, venueIds: venues.map((v) => v.id), sizeBytes: pdf.length });
    } catch (error) {
      await rm(file, { force: true });
      throw error;
    }
    this.logger.log(
      `Venue pack ${id}: ${venues.length} venues, ${Math.round(pdf.length / 1024)} KB in ${Math.round(performance.now() - startedAt)} ms`,
    );
    return { id, url: `${this.config.publicUrl}/uploads/${storageKey}` };
  }
}
